// The public page of a space, as visitors see it at /{slug} and as the editor's preview shows it:
// one component over PublicSpace-shaped data. The theme is CSS custom properties on the root
// (server-rendered); the sections follow the owner's order.
import type { PublicSpace, SectionKind } from '@spaces/contracts';
import type { SentAnswer } from '../send-form-answer';
import type { ReactNode } from 'react';
import type { PageAnswer } from '../../lib/send-form';
import { BoardLinks } from '../board-links';
import { FanMessageSection, LetterCard } from '../fan-messages';
import { CardGrid } from './card-grid';
import { EmbedList } from './embed-list';
import type { PageHits } from '../../lib/page-hits';
import { HitPixel, HitsProvider } from './hits';
import { LinkButtons } from './link-buttons';
import { PageHeader } from './page-header';
import { SnsRow } from './sns-row';
import { TextSections } from './text-sections';
import { SampleMarksProvider } from './sample-mark';
import { ThemedPage } from './themed-page';

/** What the page renders: the public document without its bookkeeping. */
export type SpacePageData = Omit<PublicSpace, 'sourceUpdateTime'>;

export function SpacePageView({
  space,
  now,
  preview = false,
  hits,
  fanMessageAnswer,
  siteOrigin = '',
  browserLetters,
}: {
  space: SpacePageData;
  /** The wall's relative times are computed from this, so server and browser agree. */
  now: number;
  /** In the editor's preview frame (see ThemedPage). */
  preview?: boolean;
  /** The page's counting pixel and link pings (none in the preview). */
  hits?: PageHits | undefined;
  /** The page answers a fan message sent without JavaScript. */
  fanMessageAnswer?: PageAnswer<SentAnswer> | undefined;
  /** The site's public origin, for the receipt a thanks shows (none in the preview). */
  siteOrigin?: string;
  /** The letters this browser sent here, under the fan-message box (else the letter card). */
  browserLetters?: ReactNode;
}) {
  const { background, theme } = space;
  const centered = space.top.layout === 'centered';
  const sections: Record<SectionKind, ReactNode> = {
    sns: space.sns.length > 0 && (
      <SnsRow links={space.sns} style={theme.snsIcons} centered={centered} />
    ),
    buttons: space.buttons.length > 0 && <LinkButtons buttons={space.buttons} theme={theme} />,
    cards: space.cards.length > 0 && <CardGrid cards={space.cards} />,
    embeds: space.embeds && space.embeds.length > 0 && <EmbedList embeds={space.embeds} />,
    text: space.texts.length > 0 && <TextSections texts={space.texts} />,
    letter: space.letterBox && (
      <div className="space-y-6">
        <LetterCard slug={space.slug} letterBox={space.letterBox} />
        {!space.fanMessages && browserLetters}
      </div>
    ),
    fanMessages: space.fanMessages && (
      <div className="space-y-6">
        <FanMessageSection
          slug={space.slug}
          box={space.fanMessages}
          reviewing={space.reviewing === true}
          now={now}
          answer={fanMessageAnswer}
          siteOrigin={siteOrigin}
        />
        {browserLetters}
      </div>
    ),
    boards: space.boards && <BoardLinks slug={space.slug} boards={space.boards} />,
  };
  return (
    <HitsProvider value={hits}>
      <SampleMarksProvider value={preview}>
        <ThemedPage
          background={background}
          theme={theme}
          preview={preview}
          report={{ kind: 'space', slug: space.slug }}
        >
          <PageHeader top={space.top} centered={centered} />
          {space.sectionOrder.map((kind) =>
            sections[kind] ? (
              <div key={kind} data-section={kind} className="w-full">
                {sections[kind]}
              </div>
            ) : null,
          )}
          <HitPixel hits={hits} />
        </ThemedPage>
      </SampleMarksProvider>
    </HitsProvider>
  );
}
