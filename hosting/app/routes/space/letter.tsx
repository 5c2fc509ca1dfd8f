// /{slug}/letter: the letter box, rendered on the server from the one public document (a page
// view is one read). Reading and sending need no JavaScript: the form posts to /_send, which
// answers with this page — `?sent=` shows the thanks, a refused draft comes back as a post that
// the action echoes (decision 041). No such space, unpublished, or the letter box off → the 404
// page.
import {
  cardVersionOf,
  isSentStatus,
  LETTER_PAGE,
  normalizeSlug,
  previewDescription,
  SEND_FORM_QUERY,
} from '@spaces/contracts';
import { data, redirect } from 'react-router';
import { LetterIcon } from '../../components/icons/message-icons';
import { useT } from '../../i18n/use-t';
import { pageHits } from '../../lib/hits.server';
import { ISLANDS_PAGE } from '../../lib/page-handle';
import { translator } from '../../i18n/translate';
import { sendPageAction } from '../../lib/send-form.server';
import { getPublicSpace } from '../../lib/spaces.server';
import type { Route } from './+types/letter';
import { spacePageMeta } from './space-page-meta';
import { ReviewingNote } from '../../space-view/reviewing-note';
import { boxSettings, SendFormIsland } from '../../space-view/send-form-island';
import { spacePageHeaders } from './space-cache';
import { HitPixel } from '../../space-view/page/hits';
import { SpaceSubpage } from '../../space-view/page/space-subpage';
import { env } from '../../env.server';
import { browserLetters, LETTERS_HEADERS, newestOf } from '../../lib/letters.server';
import { BrowserLetterList } from './browser-letters';
import { Phrases } from '../../components/text/phrases';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = normalizeSlug(params.slug);
  if (slug !== params.slug) throw redirect(`/${encodeURIComponent(slug)}/letter`, 301);
  const space = await getPublicSpace(slug);
  if (!space?.letterBox) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const sent = query.get(SEND_FORM_QUERY.sent);
  // The letters this browser sent here, from its own cookie; the newest is the thanks' receipt.
  const letters = await browserLetters(request, context, space, env.siteOrigin);
  const receipt = newestOf(letters, 'letter');
  // A send's answer is not a view of the page.
  const answer = request.method === 'POST' || isSentStatus(sent);
  return data(
    {
      ...(letters && { letters, capability: true as const }),
      siteOrigin: env.siteOrigin,
      slug: space.slug,
      cardVersion: cardVersionOf(space.sourceUpdateTime),
      top: space.top,
      background: space.background,
      theme: space.theme,
      // The thanks arrive with the send's answer (JSON, or this page as `?sent=`): the page carries
      // only what it shows.
      ...((sent === 'sent' || sent === 'held') && {
        sent: { held: sent === 'held', receipt, thanks: space.letterBox.thanks },
      }),
      letterBox: {
        intro: space.letterBox.intro,
        nameMode: space.letterBox.nameMode,
        maxLength: space.letterBox.maxLength,
        paused: space.letterBox.paused,
        pauseNote: space.letterBox.pauseNote,
      },
      // Raid mode: sends are held for the owner's review, and the box says so.
      reviewing: space.reviewing === true,
      hits: answer ? undefined : pageHits(space.spaceId, LETTER_PAGE),
    },
    letters ? { headers: LETTERS_HEADERS } : undefined,
  );
}

export const action = sendPageAction;

// Read without JavaScript: HTML and the send forms' islands, never hydrated.
export const handle = ISLANDS_PAGE;

export const headers = spacePageHeaders;

// The page keeps its own title; its words are the box's intro, else the owner's for the page.
export const meta: Route.MetaFunction = spacePageMeta(
  ({ slug, top, letterBox, cardVersion }, lang) => {
    const title = translator(lang, 'fan')('letterPageTitle', { name: top.displayName });
    return {
      title,
      description: previewDescription(letterBox.intro) || top.shareDescription || title,
      slug,
      card: { kind: 'letter' },
      cardVersion,
      shareImage: top.shareImage,
    };
  },
);

export default function LetterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('fan');
  const { slug, top, letterBox, background, theme } = loaderData;
  return (
    <SpaceSubpage
      slug={slug}
      top={top}
      background={background}
      theme={theme}
      report={{ kind: 'letter', slug }}
    >
      <section className="space-surface space-y-5 rounded-2xl p-5 shadow-sm ring-1 ring-line sm:p-8">
        <header className="space-y-3">
          <h1 className="space-heading flex items-center gap-2 text-xl font-bold">
            <LetterIcon className="size-6" />
            <Phrases>{t('letterHeading', { name: top.displayName })}</Phrases>
          </h1>
          {letterBox.intro && (
            <p
              className="text-[15px] leading-[1.7] whitespace-pre-line text-fg-muted"
              data-testid="letter-intro"
            >
              {letterBox.intro}
            </p>
          )}
        </header>
        {loaderData.reviewing && !letterBox.paused && <ReviewingNote />}
        <SendFormIsland
          kind="letter"
          slug={slug}
          {...boxSettings(letterBox)}
          nameMode={letterBox.nameMode}
          bodyLabel={t('letterBody')}
          rows={10}
          sent={loaderData.sent}
          siteOrigin={loaderData.siteOrigin}
          {...actionData}
        />
      </section>
      {loaderData.letters && (
        <BrowserLetterList
          letters={loaderData.letters}
          slug={slug}
          page="letter"
          name={top.displayName}
        />
      )}
      <p className="text-center text-xs text-fg-muted">
        {t('letterPrivacy', { name: top.displayName })}
      </p>
      <HitPixel hits={loaderData.hits} />
    </SpaceSubpage>
  );
}
