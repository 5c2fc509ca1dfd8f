// /{slug}: a published space, rendered on the server from one read of its public document.
// Unknown, unpublished and deleted slugs are the 404 page. Owner-entered links render only if
// they are http(s) or mailto (the contracts' link rule); React escapes every text.
import {
  cardVersionOf,
  isSentStatus,
  nextScheduleBoundary,
  normalizeSlug,
  shareTextOf,
  SEND_FORM_QUERY,
  TOP_PAGE,
} from '@spaces/contracts';
import { data, redirect } from 'react-router';
import { pageHits } from '../../lib/hits.server';
import { ISLANDS_PAGE } from '../../lib/page-handle';
import { sendPageAction } from '../../lib/send-form.server';
import { getPublicSpace } from '../../lib/spaces.server';
import type { Route } from './+types/public-space';
import { spacePageMeta } from './space-page-meta';
import { shownAt } from '../../space-view/page/shown-at';
import { SpacePageView } from '../../space-view/page/space-page-view';
import { spaceCacheControl, spacePageHeaders } from './space-cache';
import { env } from '../../env.server';
import { browserLetters, LETTERS_HEADERS, newestOf } from '../../lib/letters.server';
import { BrowserLetterList } from './browser-letters';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = normalizeSlug(params.slug);
  // Slugs are stored lower-case; send mixed-case links to the one address.
  if (slug !== params.slug) throw redirect(`/${encodeURIComponent(slug)}`, 301);
  const space = await getPublicSpace(slug);
  if (!space) throw data(null, { status: 404 });
  // The wall's relative times are computed from this, so server and browser print the same.
  const links = [...space.buttons, ...space.sns, ...space.cards].map((link) => link.id);
  // A fan message sent without JavaScript is answered with this page: `?sent=` shows the thanks
  // in the box (decision 041). A send's answer is not a view of the page.
  const query = new URL(request.url).searchParams;
  const sent = query.get(SEND_FORM_QUERY.sent);
  // The letters this browser sent here, from its own cookie; the newest fan message is the
  // thanks' receipt (decision 068).
  const letters = await browserLetters(request, context, space, env.siteOrigin);
  const receipt = newestOf(letters, 'fanMessage');
  const box = space.fanMessages;
  const answer = request.method === 'POST' || isSentStatus(sent);
  const now = Date.now();
  const timed = [...space.buttons, ...space.cards];
  const loaded = {
    space: shownAt(space, now),
    now,
    siteOrigin: env.siteOrigin,
    ...(letters && { letters, capability: true as const }),
    ...(box &&
      (sent === 'sent' || sent === 'held') && {
        sent: { held: sent === 'held', receipt, thanks: box.thanks },
      }),
    hits: answer ? undefined : pageHits(space.spaceId, TOP_PAGE, links),
  };
  // A page that lists the browser's letters is theirs alone: never cached.
  if (letters) return data(loaded, { headers: LETTERS_HEADERS });
  const boundary = nextScheduleBoundary(timed, now);
  return boundary === undefined
    ? loaded
    : data(loaded, { headers: { 'Cache-Control': spaceCacheControl(boundary, now) } });
}

export const action = sendPageAction;

// Read without JavaScript: HTML and the send forms' islands, never hydrated.
export const handle = ISLANDS_PAGE;

export const headers = spacePageHeaders;

export const meta: Route.MetaFunction = spacePageMeta(({ space }) => ({
  ...shareTextOf(space.top),
  slug: space.slug,
  card: { kind: 'space' },
  cardVersion: cardVersionOf(space.sourceUpdateTime),
  shareImage: space.top.shareImage,
}));

export default function PublicSpacePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SpacePageView
      space={loaderData.space}
      now={loaderData.now}
      hits={loaderData.hits}
      fanMessageAnswer={{ sent: loaderData.sent, ...actionData }}
      siteOrigin={loaderData.siteOrigin}
      browserLetters={
        loaderData.letters && (
          <BrowserLetterList
            letters={loaderData.letters}
            slug={loaderData.space.slug}
            page="top"
            name={loaderData.space.top.displayName}
          />
        )
      }
    />
  );
}
