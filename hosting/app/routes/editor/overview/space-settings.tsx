// /s/{slug}/settings: what a space needs now and then, kept off the overview so a new creator
// meets only the way to a first page there — exports (the inbox as CSV or JSON, everything as a
// ZIP), the slug rename, and deleting the space.
import { deleteSpace } from '@spaces/contracts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { useEditorSave } from '../../../forms/use-editor-save';
import { SectionHeader } from '../../../forms/section-header';
import { ExportCard } from '../../../components/export/export-card';
import { useEditorSpace } from '../shell/editor-space';
import type { Route } from './+types/space-settings';
import { RenameSlug } from './rename-slug';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'spaceSettingsTitle');

export default function SpaceSettings() {
  const t = useT('editor');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const params = useParams();
  const { save, formError } = useEditorSave();
  const { space } = useEditorSpace();

  // A rename answers with the space under its new slug: the address follows it.
  useEffect(() => {
    if (params.slug !== undefined && params.slug !== space.slug)
      void navigate(`/s/${space.slug}/settings`, { replace: true });
  }, [params.slug, space.slug, navigate]);

  async function remove() {
    const confirmed = await confirm({
      title: t('deleteTitle'),
      description: t('deleteBody', { name: space.top.displayName, slug: space.slug }),
      confirmLabel: t('deleteConfirm'),
      color: 'error',
    });
    if (!confirmed) return;
    await save(() => callSignedIn(deleteSpace, { spaceId: space.spaceId }), t('deleted'), {
      onSaved: () => navigate('/u', { replace: true }),
    });
  }

  return (
    <div className="space-y-6">
      <SectionHeader title={t('spaceSettingsTitle')} error={formError} />
      <ExportCard slug={space.slug} />
      <RenameSlug />
      <section className="rounded-lg border border-danger-line bg-surface p-4 sm:p-6">
        <Button color="error" variant="outline" className="min-h-11" onClick={remove}>
          {t('deleteSpace')}
        </Button>
      </section>
    </div>
  );
}
