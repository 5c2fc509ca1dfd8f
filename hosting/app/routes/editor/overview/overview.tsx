// /s/{slug}: the space's dashboard — the public URL with copy and share (the share sheet opens by
// itself after publishing), the publish switch, the URL's QR code, exports, the raid-mode banner while the space is flooded, the inbox counts, the sections in page order (reordered by drag,
// keyboard or the move buttons, and saved through updateSectionOrder), the slug rename, and
// deletion.
import { deleteSpace, setSpacePublished } from '@spaces/contracts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ShareIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { browserEnv } from '../../../lib/public-env';
import { FormAlert } from '../../auth/form-alert';
import { BoardsPanel } from '../boards/boards-panel';
import { useEditorSave } from '../form/use-editor-save';
import { InboxSummaryCard } from '../inbox/inbox-summary';
import { InsightsSummaryCard } from '../insights/insights-summary';
import { RaidBanner } from '../moderation/raid-banner';
import { SpaceNotices } from './space-notices';
import { ExportCard } from '../share/export-card';
import { QrCard } from '../share/qr-card';
import { ShareLinks, useShareSheet, type ShareTarget } from '../share/share-sheet';
import { useEditorSpace } from '../shell/editor-space';
import { FirstStepsCard } from '../start/first-steps-card';
import type { Route } from './+types/overview';
import { PublicUrl } from './public-url';
import { RenameSlug } from './rename-slug';
import { SectionOrder } from './section-order';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'overviewTitle');

export default function Overview() {
  const t = useT('editor');
  const ui = useT('ui');
  const share = useT('share');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const params = useParams();
  const { save, formError } = useEditorSave();
  const { space, setSpace } = useEditorSpace();
  const openShareSheet = useShareSheet();
  const shareTarget: ShareTarget = {
    slug: space.slug,
    name: space.top.displayName,
    published: space.published,
    ...(space.top.avatar ? { avatar: space.top.avatar } : {}),
  };

  // A rename answers with the space under its new slug: the address follows it.
  useEffect(() => {
    if (params.slug !== undefined && params.slug !== space.slug)
      void navigate(`/s/${space.slug}`, { replace: true });
  }, [params.slug, space.slug, navigate]);

  async function setPublished(published: boolean) {
    await save(
      async () =>
        call(await signedInFunctions(), setSpacePublished, { spaceId: space.spaceId, published }),
      published ? t('published') : t('unpublished'),
      {
        onSaved: (saved) => {
          setSpace(saved.space);
          // Publishing is the moment to tell people: the sheet comes to the owner.
          if (published) void openShareSheet({ ...shareTarget, published: true }, true);
        },
      },
    );
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

  return (
    <div className="space-y-6">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <SpaceNotices spaceId={space.spaceId} />
      <RaidBanner linkToHeld />
      <FirstStepsCard onPublish={() => setPublished(true)} />
      <section
        aria-label={t('publicUrl')}
        className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        <Switch label={t('publish')} checked={space.published} onCheckedChange={setPublished} />
        <PublicUrl space={space} />
        {space.published && <ShareLinks target={shareTarget} />}
        <Button
          variant="outline"
          className="min-h-12"
          block
          leading={<ShareIcon className="size-4" />}
          onClick={() => openShareSheet(shareTarget)}
        >
          {share('open')}
        </Button>
      </section>
      <InsightsSummaryCard slug={space.slug} />
      <InboxSummaryCard space={space} />
      <QrCard
        url={`${browserEnv().siteOrigin}/${space.slug}`}
        slug={space.slug}
        {...(space.top.avatar ? { avatar: space.top.avatar } : {})}
      />
      <ExportCard slug={space.slug} />
      <SectionOrder />
      <BoardsPanel spaceId={space.spaceId} />
      <RenameSlug />
      <section className="rounded-lg border border-danger-line bg-surface p-4 sm:p-6">
        <Button color="error" variant="outline" className="min-h-11" onClick={remove}>
          {t('deleteSpace')}
        </Button>
      </section>
    </div>
  );
}
