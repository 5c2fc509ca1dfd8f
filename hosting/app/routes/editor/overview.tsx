// /s/{slug}: the publish switch, the public URL with a copy button, the sections, and deletion.
import { deleteSpace, LIMITS, setSpacePublished } from '@spaces/contracts';
import { Link, useNavigate } from 'react-router';
import { CopyIcon, ExternalLinkIcon } from '../../components/icons/ui-icons';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { Switch } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { Tooltip } from '../../components/ui/tooltip';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { browserEnv } from '../../lib/public-env';
import { titleMeta } from '../../lib/page-title';
import { FormAlert } from '../auth/form-alert';
import type { Route } from './+types/overview';
import { useEditorSpace } from './editor-space';
import { BoardsPanel } from './boards-panel';
import { InboxSummaryCard } from './inbox-summary';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'overviewTitle');

export default function Overview() {
  const t = useT('editor');
  const ui = useT('ui');
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { save, formError } = useEditorSave();
  const { space, setSpace } = useEditorSpace();
  const publicUrl = `${browserEnv().siteOrigin}/${space.slug}`;

  async function setPublished(published: boolean) {
    await save(
      async () =>
        call(await signedInFunctions(), setSpacePublished, { spaceId: space.spaceId, published }),
      published ? t('published') : t('unpublished'),
      { onSaved: (saved) => setSpace(saved.space) },
    );
  }

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(publicUrl);
      toast.add({ title: ui('copied'), color: 'success' });
    } catch {
      toast.add({ title: ui('copyFailed'), color: 'error' });
    }
  }

  async function remove() {
    const confirmed = await confirm({
      title: t('deleteTitle'),
      description: t('deleteBody', { name: space.top.displayName, slug: space.slug }),
      confirmLabel: t('deleteConfirm'),
      cancelLabel: ui('cancel'),
      color: 'error',
    });
    if (!confirmed) return;
    await save(
      async () => call(await signedInFunctions(), deleteSpace, { spaceId: space.spaceId }),
      t('deleted'),
      { onSaved: () => navigate('/u', { replace: true }) },
    );
  }

  const sections = [
    { to: 'top', label: t('sectionTop'), hint: t('sectionTopHint') },
    {
      to: 'sns',
      label: t('sectionSns'),
      hint: t('sectionSnsHint', { max: LIMITS.snsLinksPerSpace }),
    },
    {
      to: 'button',
      label: t('sectionButton'),
      hint: t('sectionButtonHint', { max: LIMITS.buttonsPerSpace }),
    },
  ];

  return (
    <div className="space-y-6">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <section className="space-y-4 rounded-lg border border-line bg-surface p-6">
        <Switch
          label={t('publish')}
          checked={space.published}
          onCheckedChange={(on) => void setPublished(on)}
        />
        <div className="space-y-1">
          <p className="text-sm font-medium text-fg">{t('publicUrl')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="rounded bg-surface-muted px-2 py-1 text-sm text-fg"
              data-testid="public-url"
            >
              {publicUrl}
            </code>
            <Tooltip content={ui('copy')}>
              <Button
                size="sm"
                variant="outline"
                color="neutral"
                onClick={copyUrl}
                aria-label={ui('copy')}
              >
                <CopyIcon className="size-4" />
              </Button>
            </Tooltip>
            {space.published && (
              <a
                href={publicUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm text-accent-strong hover:underline"
              >
                {t('openPublic')}
                <ExternalLinkIcon className="size-4" />
              </a>
            )}
          </div>
        </div>
      </section>
      <InboxSummaryCard space={space} />
      <BoardsPanel spaceId={space.spaceId} />
      <section aria-labelledby="sections-heading" className="space-y-2">
        <h2 id="sections-heading" className="text-lg font-semibold text-fg">
          {t('sections')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="block rounded-lg border border-line bg-surface p-4 hover:border-accent"
              >
                <span className="font-medium text-fg">{section.label}</span>
                <span className="mt-1 block text-sm text-fg-muted">{section.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg border border-danger-line bg-surface p-6">
        <Button color="error" variant="outline" onClick={remove}>
          {t('deleteSpace')}
        </Button>
      </section>
    </div>
  );
}
