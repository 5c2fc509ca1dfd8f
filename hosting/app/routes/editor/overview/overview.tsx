// /s/{slug}: the space's dashboard. Before the first publish it holds what a new creator needs
// and nothing else: the first steps, the publish switch with the public URL, the sections in page
// order (reordered by drag, keyboard or the move buttons, saved through updateSectionOrder) and
// the boards, and the URL's QR code. Once published: the share row (the share sheet opens by
// itself after publishing), the insights and inbox counts, and the raid-mode banner while the
// space is flooded. Exports, the slug rename and deletion live at /s/{slug}/settings.
import { setSpacePublished } from '@spaces/contracts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ShareIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { browserEnv } from '../../../lib/public-env';
import { FormAlert } from '../../../components/form/form-alert';
import { BoardsPanel } from '../boards/boards-panel';
import { useEditorSave } from '../../../forms/use-editor-save';
import { InboxSummaryCard } from '../inbox/inbox-summary';
import { InsightsSummaryCard } from '../insights/insights-summary';
import { RaidBanner } from '../moderation/raid-banner';
import { SpaceNotices } from './space-notices';
import { QrCard } from '../share/qr-card';
import { ShareLinks, useShareSheet, type ShareTarget } from '../share/share-sheet';
import { useEditorSpace } from '../shell/editor-space';
import { FirstStepsCard } from '../start/first-steps-card';
import type { Route } from './+types/overview';
import { PublicUrl } from './public-url';
import { SectionOrder } from './section-order';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'overviewTitle');

export default function Overview() {
  const t = useT('editor');
  const share = useT('share');
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
      () => callSignedIn(setSpacePublished, { spaceId: space.spaceId, published }),
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
      {space.published && (
        <>
          <InsightsSummaryCard slug={space.slug} />
          <InboxSummaryCard space={space} />
        </>
      )}
      <QrCard
        url={`${browserEnv().siteOrigin}/${space.slug}`}
        slug={space.slug}
        {...(space.top.avatar ? { avatar: space.top.avatar } : {})}
      />
      <SectionOrder />
      <BoardsPanel spaceId={space.spaceId} />
    </div>
  );
}
