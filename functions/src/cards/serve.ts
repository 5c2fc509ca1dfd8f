// The card endpoint: a path `cardPath` builds → a PNG, or 404 for a page that does not exist or
// is not public. A card costs one render per version: the CDN keeps a versioned card for a day,
// and an instance keeps its last renders in memory.
import { CARD_SIZES, cardVersionOf, isRemovedPublicSpace, type CardSize } from '@spaces/contracts';
import type { CardContent } from './layout';
import { renderCard } from './render';
import { cardColors, letterTitle, parseCardPath, spaceLang, type CardRequest } from './source';
import { readAvatar, readPublicAnswer, readPublicBoard, readPublicSpace } from './store';

export interface CardAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A versioned URL names one rendering: the CDN may keep it a day (unpublishing ends the page,
 * and a day bounds how long its card outlives it). An unversioned one changes with the page. */
const VERSIONED = 'public, max-age=3600, s-maxage=86400';
const UNVERSIONED = 'public, max-age=300, s-maxage=600';
const MISSING = 'public, max-age=60, s-maxage=60';
/** A card the operator removed (decision 071): never kept, so that a restore shows at once. */
const REMOVED = 'private, no-store';

const AVATAR_PX: Record<CardSize, number> = { og: 88, story: 120 };

/**
 * What the card draws and its version, `removed` when the operator took its page down, or
 * undefined when its page is not public.
 */
async function contentOf(
  request: CardRequest,
): Promise<{ content: CardContent; version: number } | 'removed' | undefined> {
  const { slug, target, size } = request;
  const [space, board, answer] = await Promise.all([
    readPublicSpace(slug),
    target.kind === 'board' ? readPublicBoard(slug, target.boardSlug) : undefined,
    target.kind === 'answer' ? readPublicAnswer(slug, target.boardSlug, target.postId) : undefined,
  ]);
  if (space === undefined) return undefined;
  if (isRemovedPublicSpace(space) || answer?.removed === true) return 'removed';
  const lang = spaceLang(space);
  const avatar =
    space.top.avatar === undefined
      ? undefined
      : await readAvatar(space.top.avatar, AVATAR_PX[size]);
  const base = {
    lang,
    spaceName: space.top.displayName,
    slug,
    colors: cardColors(space),
    ...(avatar === undefined ? {} : { avatar }),
  };
  const spaceVersion = cardVersionOf(space.sourceUpdateTime);
  switch (target.kind) {
    case 'space':
      return {
        content: { ...base, kind: 'space', title: space.top.displayName, subtitle: space.top.bio },
        version: spaceVersion,
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
      };
    case 'answer':
      if (answer === undefined) return undefined;
      return {
        content: {
          ...base,
          kind: 'answer',
          lang: answer.lang,
          title: answer.question,
          question: answer.question,
          answer: answer.answer,
        },
        version: Math.max(spaceVersion, answer.updatedAt.toMillis()),
      };
  }
}

const MEMORY_ENTRIES = 32;
const rendered = new Map<string, Buffer>();

function remember(key: string, png: Buffer): void {
  rendered.set(key, png);
  if (rendered.size > MEMORY_ENTRIES) rendered.delete(rendered.keys().next().value!);
}

function notFound(cacheControl = MISSING): CardAnswer {
  return {
    status: 404,
    headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/plain; charset=utf-8' },
    body: Buffer.from('Not found'),
  };
}

export async function answerCard(
  method: string,
  path: string,
  query: Record<string, unknown>,
): Promise<CardAnswer> {
  if (method !== 'GET' && method !== 'HEAD')
    return { status: 405, headers: { Allow: 'GET, HEAD' } };
  const request = parseCardPath(path);
  if (request === undefined) return notFound();
  const found = await contentOf(request);
  if (found === undefined) return notFound();
  if (found === 'removed') return notFound(REMOVED);
  const key = `${path}@${found.version}`;
  let png = rendered.get(key);
  if (png === undefined) {
    png = await renderCard(found.content, request.size);
    remember(key, png);
  }
  const { width, height } = CARD_SIZES[request.size];
  return {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': String(query.v) === String(found.version) ? VERSIONED : UNVERSIONED,
      'X-Card-Size': `${width}x${height}`,
    },
    body: png,
  };
}
