// The card endpoint: a path `cardPath` builds → a PNG, or 404 for a page that does not exist or
// is not public. The work is ordered cheapest first, so that no request can make a card expensive
// for others (decision 067): the public documents that decide whether the card exists and its
// current version (the ones its page reads); a request at any other version is sent to the
// current one at once; then the instance's memory of its last renders; only then the avatar from
// Storage and a render, a few per client at a time and per minute.
import {
  CARD_LIMITS,
  CARD_SIZES,
  answerCardVersion,
  answerShown,
  cardPath,
  cardVersionOf,
  isRemovedPublicSpace,
  type CardSize,
  type ImageRef,
} from '@spaces/contracts';
import { siteOrigin } from '../platform/params';
import type { CardContent } from './layout';
import { renderCard } from './render';
import { cardColors, letterTitle, parseCardPath, spaceLang, type CardRequest } from './source';
import {
  readAnswerSource,
  readAvatar,
  readPublicAnswer,
  readPublicBoard,
  readPublicSpace,
} from './store';

export interface CardAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A versioned URL names one rendering: the CDN may keep it a day (unpublishing ends the page,
 * and a day bounds how long its card outlives it). An unversioned one changes with the page. */
const VERSIONED = 'public, max-age=3600, s-maxage=86400';
const UNVERSIONED = 'public, max-age=300, s-maxage=600';
/**
 * An answer carries a fan's words and must go the moment its post, board or space is hidden, which
 * no CDN copy would follow (Hosting's CDN cannot be purged): its card, like its page, is never
 * kept there, and each view costs the documents' reads and, from memory, no render.
 */
const ANSWER = 'no-cache';
const MISSING = 'public, max-age=60, s-maxage=60';
/** Where the current version is: short, since the version moves with every edit. */
const MOVED = 'public, max-age=60, s-maxage=60';
/** A card the operator removed (decision 071): never kept, so that a restore shows at once. */
const REMOVED = 'private, no-store';

const AVATAR_PX: Record<CardSize, number> = { og: 88, story: 120 };

/** What the card draws, without the avatar's pixels (read only to render). */
interface CardSource {
  content: CardContent;
  version: number;
  avatar: ImageRef | undefined;
  /** The card's current path, when the request named it otherwise. */
  path?: string;
}

/**
 * What the card draws and its version, `removed` when the operator took its page down, or
 * undefined when its page is not public.
 */
async function sourceOf(request: CardRequest): Promise<CardSource | 'removed' | undefined> {
  const { slug, target } = request;
  const [space, board, answer] = await Promise.all([
    readPublicSpace(slug),
    target.kind === 'board' ? readPublicBoard(slug, target.boardSlug) : undefined,
    target.kind === 'answer' ? readPublicAnswer(target.postId) : undefined,
  ]);
  if (space === undefined) return undefined;
  if (isRemovedPublicSpace(space) || answer?.removed === true) return 'removed';
  const lang = spaceLang(space);
  const base = {
    lang,
    spaceName: space.top.displayName,
    slug,
    site: new URL(siteOrigin()).host,
    colors: cardColors(space),
  };
  const spaceVersion = cardVersionOf(space.sourceUpdateTime);
  const avatar = space.top.avatar;
  switch (target.kind) {
    case 'space':
      return {
        content: { ...base, kind: 'space', title: space.top.displayName, subtitle: space.top.bio },
        version: spaceVersion,
        avatar,
      };
    case 'letter':
      if (space.letterBox === undefined) return undefined;
      return {
        content: {
          ...base,
          kind: 'letter',
          title: letterTitle(space.top.displayName, lang),
          subtitle: space.letterBox.intro,
        },
        version: spaceVersion,
        avatar,
      };
    case 'board':
      if (board?.board === undefined || board.redirectTo !== undefined) return undefined;
      return {
        content: {
          ...base,
          kind: 'board',
          title: board.board.title,
          subtitle: board.board.description,
        },
        version: spaceVersion,
        avatar,
      };
    case 'answer': {
      // Of this space, and shown now: its board visible under this slug, its post published.
      if (answer?.spaceId !== space.spaceId) return undefined;
      const source = await readAnswerSource(answer);
      const boardSlug = source.board?.slug;
      if (!answerShown(source.board, source.post) || typeof boardSlug !== 'string')
        return undefined;
      return {
        // A former board slug (the inbox keeps the one it published under) moves to the current.
        ...(boardSlug !== target.boardSlug && {
          path: cardPath(slug, { ...target, boardSlug }, request.size),
        }),
        content: {
          ...base,
          kind: 'answer',
          lang: answer.lang,
          title: answer.question,
          question: answer.question,
          answer: answer.answer,
        },
        version: answerCardVersion(space.sourceUpdateTime, answer.updatedAt.toMillis()),
        avatar,
      };
    }
  }
}

const MEMORY_ENTRIES = 32;
const rendered = new Map<string, Buffer>();

function remember(key: string, png: Buffer): void {
  rendered.set(key, png);
  if (rendered.size > MEMORY_ENTRIES) rendered.delete(rendered.keys().next().value!);
}

/** Renders per client on this instance: in flight now, and in the current minute. */
const MINUTE_MS = 60_000;
const renders = new Map<string, { minute: number; count: number; running: number }>();
/** Past this many clients, those with nothing running and no render this minute are forgotten. */
const CLIENTS_REMEMBERED = 10_000;

/** Takes a render for `client`, or answers the seconds to wait when it has none left. */
function takeRender(client: string, now: number): number | undefined {
  const minute = Math.floor(now / MINUTE_MS);
  const entry = renders.get(client) ?? { minute, count: 0, running: 0 };
  if (entry.minute !== minute) Object.assign(entry, { minute, count: 0 });
  if (entry.running >= CARD_LIMITS.rendersPerClientAtOnce) return 1;
  if (entry.count >= CARD_LIMITS.rendersPerClientMinute)
    return Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000));
  entry.count += 1;
  entry.running += 1;
  if (renders.size >= CLIENTS_REMEMBERED && !renders.has(client))
    for (const [key, other] of renders)
      if (other.running === 0 && other.minute !== minute) renders.delete(key);
  renders.set(client, entry);
  return undefined;
}

function renderDone(client: string): void {
  const entry = renders.get(client);
  if (entry) entry.running = Math.max(0, entry.running - 1);
}

function notFound(cacheControl = MISSING): CardAnswer {
  return {
    status: 404,
    headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/plain; charset=utf-8' },
    body: Buffer.from('Not found'),
  };
}

/**
 * The answer to `method path?query` from `client` (its address, or its IPv6 /64: what the render
 * bounds count by; undefined for the local stack's own requests, which are not bounded).
 */
export async function answerCard(
  method: string,
  path: string,
  query: Record<string, unknown>,
  client: string | undefined,
): Promise<CardAnswer> {
  if (method !== 'GET' && method !== 'HEAD')
    return { status: 405, headers: { Allow: 'GET, HEAD' } };
  const request = parseCardPath(path);
  if (request === undefined) return notFound();
  const found = await sourceOf(request);
  if (found === undefined) return notFound();
  if (found === 'removed') return notFound(REMOVED);
  const version = String(found.version);
  if ((query.v !== undefined && query.v !== version) || found.path !== undefined)
    return {
      status: 302,
      headers: { Location: `${found.path ?? path}?v=${version}`, 'Cache-Control': MOVED },
    };
  const key = `${path}@${version}`;
  let png = rendered.get(key);
  if (png === undefined) {
    const wait = client === undefined ? undefined : takeRender(client, Date.now());
    if (wait !== undefined)
      return {
        status: 429,
        headers: {
          'Retry-After': String(wait),
          'Cache-Control': 'private, no-store',
          'Content-Type': 'text/plain; charset=utf-8',
        },
        body: Buffer.from('Too many cards at once'),
      };
    try {
      const avatar =
        found.avatar === undefined
          ? undefined
          : await readAvatar(found.avatar, AVATAR_PX[request.size]);
      png = await renderCard(
        { ...found.content, ...(avatar !== undefined && { avatar }) },
        request.size,
      );
    } finally {
      if (client !== undefined) renderDone(client);
    }
    remember(key, png);
  }
  const { width, height } = CARD_SIZES[request.size];
  return {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control':
        request.target.kind === 'answer' ? ANSWER : query.v === version ? VERSIONED : UNVERSIONED,
      'X-Card-Size': `${width}x${height}`,
    },
    body: png,
  };
}
