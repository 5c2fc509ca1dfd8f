// Boards as the backend keeps them, and every decision about them as a pure function: the board
// index on the space document (order, slugs, the space page's links), board settings, visitors'
// and the owner's posts, and (postPages.ts, publicBoards.ts) paging and the public board documents.
// docs/decisions/023-boards.md.
import {
  LIMITS,
  boardSlugProblem,
  normalizeSlug,
  type Board,
  type BoardImagePolicy,
  type BoardInput,
  type BoardMode,
  type BoardPost,
  type BoardPostChange,
  type FieldIssue,
  type ImageRef,
  type PostStatus,
  type PublicPost,
} from '@spaces/contracts';
import { DomainError, ValidationError } from '../platform/errors';
import type { OperatorMark } from '../platform/removal';
import type { BoardIndexEntry } from '../spaces/boardIndex';

/** `spaces/{spaceId}/boards/{boardId}`. */
export interface StoredBoard {
  title: string;
  slug: string;
  formerSlugs: string[];
  description: string;
  visible: boolean;
  mode: BoardMode;
  /** Visitors' images (fan art); absent means `off`. */
  images?: BoardImagePolicy;
  cover?: ImageRef;
  postCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** `spaces/{spaceId}/boards/{boardId}/posts/{postId}`. */
export interface StoredPost {
  body: string;
  name: string;
  byOwner: boolean;
  /** Visitors' posts only: the sender's opaque key, as a message's (never shown to the owner). */
  senderKey?: string;
  /** Visitors' posts only: the opaque key of the sender's address, as a message's. */
  addressKey?: string;
  /** Visitors' posts only: the sender was first seen in the space, as a message's. */
  firstSeen?: boolean;
  status: PostStatus;
  /** `status` is `pending` or `held`: the owner's queue. */
  queued: boolean;
  pinned: boolean;
  /** An answers board's post: the start of the message it answers (the answers feature writes it). */
  question?: string;
  /** A visitor's image, processed by the pipeline before the post exists. */
  image?: ImageRef;
  /**
   * The operator hid the post (decision 071): `status` is `hidden` while this is set, and this
   * keeps the status to go back to when the operator shows it again.
   */
  removal?: OperatorMark & { status: PostStatus };
  createdAt: Date;
  updatedAt: Date;
}

export class BoardNotFoundError extends DomainError {
  constructor() {
    super('board-not-found', 'no such board');
  }
}

export class PostNotFoundError extends DomainError {
  constructor() {
    super('post-not-found', 'no such post');
  }
}

// ---------------------------------------------------------------------------------------------
// Board settings and the index
// ---------------------------------------------------------------------------------------------

/** The input with its slug normalised and every field rule the schema cannot express checked. */
export function checkBoardInput(input: BoardInput): BoardInput {
  const slug = normalizeSlug(input.slug);
  const issues: FieldIssue[] = [];
  if (input.title.trim() === '') issues.push({ field: 'board.title', rule: 'blank' });
  const problem = boardSlugProblem(slug);
  if (problem)
    issues.push({
      field: 'board.slug',
      rule: problem,
      ...(problem === 'minLength' && { limit: LIMITS.slugMinLength }),
      ...(problem === 'maxLength' && { limit: LIMITS.slugMaxLength }),
    });
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    ...input,
    title: input.title.trim(),
    slug,
    description: input.description.trim(),
  };
}

/** Refuses a slug another board of the space uses now. */
export function assertSlugFree(
  index: readonly BoardIndexEntry[],
  slug: string,
  boardId: string | undefined,
): void {
  if (index.some((entry) => entry.boardId !== boardId && entry.slug === slug))
    throw new DomainError('board-slug-taken', 'another board of this space has this slug');
}

export function assertBelowLimit(index: readonly BoardIndexEntry[]): void {
  if (index.length >= LIMITS.boardsPerSpace)
    throw new DomainError('board-limit', `at most ${LIMITS.boardsPerSpace} boards per space`, {
      limit: LIMITS.boardsPerSpace,
    });
}

export function newBoard(input: BoardInput, now: Date): StoredBoard {
  return { ...input, formerSlugs: [], postCount: 0, createdAt: now, updatedAt: now };
}

/** The board after a settings change; a changed slug keeps the old one as a redirect. */
export function withSettings(board: StoredBoard, input: BoardInput, now: Date): StoredBoard {
  const formerSlugs =
    input.slug === board.slug
      ? board.formerSlugs
      : [...new Set([board.slug, ...board.formerSlugs])].filter((s) => s !== input.slug);
  // Each former slug lives on in the space document and as a redirect document: a bound keeps
  // both small, as for spaces (refused rather than dropping an address someone may link to).
  if (formerSlugs.length > LIMITS.formerSlugsPerBoard)
    throw new ValidationError([
      { field: 'board.slug', rule: 'maxItems', limit: LIMITS.formerSlugsPerBoard },
    ]);
  return { ...board, ...input, formerSlugs, updatedAt: now };
}

export function indexEntryOf(boardId: string, board: StoredBoard): BoardIndexEntry {
  return {
    boardId,
    slug: board.slug,
    formerSlugs: board.formerSlugs,
    title: board.title,
    visible: board.visible,
    ...(board.cover && { cover: board.cover }),
    postCount: board.postCount,
  };
}

/**
 * The index with one board's entry replaced (or appended), and every other board's claim on the
 * entry's slug released: a slug taken by this board no longer redirects elsewhere.
 */
export function withEntry(
  index: readonly BoardIndexEntry[],
  entry: BoardIndexEntry,
): BoardIndexEntry[] {
  const others = index.map((e) =>
    e.boardId === entry.boardId || !e.formerSlugs.includes(entry.slug)
      ? e
      : { ...e, formerSlugs: e.formerSlugs.filter((s) => s !== entry.slug) },
  );
  const at = others.findIndex((e) => e.boardId === entry.boardId);
  if (at === -1) return [...others, entry];
  return others.map((e, i) => (i === at ? entry : e));
}

/** The index in the requested order; the request must name every board exactly once. */
export function reordered(
  index: readonly BoardIndexEntry[],
  boardIds: readonly string[],
): BoardIndexEntry[] {
  const byId = new Map(index.map((e) => [e.boardId, e]));
  if (boardIds.length !== index.length || boardIds.some((id) => !byId.has(id)))
    throw new ValidationError([{ field: 'boardIds', rule: 'enum' }]);
  return boardIds.map((id) => byId.get(id)!);
}

/** The board a slug names now, or the board it used to name (`redirected`). */
export function findBySlug(
  index: readonly BoardIndexEntry[],
  slug: string,
): { entry: BoardIndexEntry; redirected: boolean } | undefined {
  const current = index.find((e) => e.slug === slug);
  if (current) return { entry: current, redirected: false };
  const former = index.find((e) => e.formerSlugs.includes(slug));
  return former && { entry: former, redirected: true };
}

/** What every view of a board shows: its words, who posts, whether it takes images, its cover. */
export function boardDisplay(board: StoredBoard) {
  return {
    title: board.title,
    slug: board.slug,
    description: board.description,
    mode: board.mode,
    ...(acceptsImages(board) && { images: board.images }),
    ...(board.cover && { cover: board.cover }),
  };
}

export function toBoard(boardId: string, board: StoredBoard): Board {
  return {
    boardId,
    ...boardDisplay(board),
    visible: board.visible,
    postCount: board.postCount,
    createdAt: board.createdAt.toISOString(),
    updatedAt: board.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------------

/** Refuses a visitor's post on a board visitors cannot post to. */
export function assertVisitorsPost(board: Pick<StoredBoard, 'mode'>): void {
  if (board.mode === 'owner')
    throw new DomainError('board-closed', 'only the owner posts on this board');
}

/** Where a visitor's post goes: NG words hold it, approval boards queue it, open boards show it. */
export function visitorPostStatus(mode: BoardMode, ngWordMatched: boolean): PostStatus {
  if (ngWordMatched) return 'held';
  return mode === 'open' ? 'published' : 'pending';
}

/** Whether visitors may post images on the board (fan art). */
export function acceptsImages(
  board: Pick<StoredBoard, 'mode' | 'images'>,
): board is Pick<StoredBoard, 'mode'> & { images: 'review' | 'publish' } {
  return board.mode !== 'owner' && (board.images === 'review' || board.images === 'publish');
}

/** Refuses an image post on a board that takes none. */
export function assertAcceptsImages(board: Pick<StoredBoard, 'mode' | 'images'>): void {
  assertVisitorsPost(board);
  if (!acceptsImages(board)) throw new DomainError('board-closed', 'this board takes no images');
}

/**
 * Where a visitor's image post goes: every image waits for the owner unless the owner chose
 * `publish` for the board; then it goes where a text post would.
 */
export function imagePostStatus(
  board: Pick<StoredBoard, 'mode' | 'images'>,
  heldForReview: boolean,
): PostStatus {
  if (heldForReview) return 'held';
  return board.images === 'publish' ? visitorPostStatus(board.mode, false) : 'pending';
}

/**
 * A visitor's post of a flood's start (decision 066): held for the owner's review, off the board,
 * whatever the board's mode put it; one held or hidden already stays as it is.
 */
export function holdInRaid(post: StoredPost, now: Date): StoredPost {
  if (post.byOwner || (post.status !== 'published' && post.status !== 'pending')) return post;
  return { ...post, status: 'held', queued: true, updatedAt: now };
}

/** A visitor's image post: the words are optional, the processed image is not. */
export function visitorImagePost(
  input: { body: string; name: string },
  image: ImageRef,
  status: PostStatus,
  sender: { senderKey: string; addressKey: string; firstSeen?: boolean | undefined },
  now: Date,
): StoredPost {
  return {
    body: input.body.trim(),
    name: input.name.trim(),
    byOwner: false,
    senderKey: sender.senderKey,
    addressKey: sender.addressKey,
    ...(sender.firstSeen !== undefined && { firstSeen: sender.firstSeen }),
    status,
    queued: status === 'pending' || status === 'held',
    pinned: false,
    image,
    createdAt: now,
    updatedAt: now,
  };
}

function checkedBody(body: string, field = 'body'): string {
  const trimmed = body.trim();
  if (trimmed === '') throw new ValidationError([{ field, rule: 'blank' }]);
  return trimmed;
}

export function visitorPost(
  input: { body: string; name?: string | undefined },
  status: PostStatus,
  sender: { senderKey: string; addressKey: string; firstSeen: boolean },
  now: Date,
): StoredPost {
  return {
    body: checkedBody(input.body),
    name: (input.name ?? '').trim(),
    byOwner: false,
    senderKey: sender.senderKey,
    addressKey: sender.addressKey,
    firstSeen: sender.firstSeen,
    status,
    queued: status === 'pending' || status === 'held',
    pinned: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The owner's new post, or their edit of one of their own (visitors' words are never edited). */
export function ownerPost(before: StoredPost | undefined, body: string, now: Date): StoredPost {
  if (before && !before.byOwner) throw new ValidationError([{ field: 'postId', rule: 'enum' }]);
  const text = checkedBody(body);
  return before
    ? { ...before, body: text, updatedAt: now }
    : {
        body: text,
        name: '',
        byOwner: true,
        status: 'published',
        queued: false,
        pinned: false,
        createdAt: now,
        updatedAt: now,
      };
}

/** A post after the owner's change; the same post (by identity) when nothing changes. */
export function applyPostChange(post: StoredPost, change: BoardPostChange, now: Date): StoredPost {
  const pinned = change.pinned ?? post.pinned;
  // What the operator hid stays hidden: the owner may pin or delete it, not show it.
  const status = post.removal ? post.status : (change.status ?? post.status);
  if (pinned === post.pinned && status === post.status) return post;
  return { ...post, pinned, status, queued: false, updatedAt: now };
}

export function toPublicPost(postId: string, post: StoredPost): PublicPost {
  return {
    postId,
    body: post.body,
    name: post.name,
    byOwner: post.byOwner,
    pinned: post.pinned,
    ...(post.question !== undefined && { question: post.question }),
    ...(post.image && { image: post.image }),
    createdAt: post.createdAt.toISOString(),
  };
}

/** A post as the owner's editor sees it: nothing that ties two posts of one sender together. */
export function toBoardPost(postId: string, post: StoredPost): BoardPost {
  return {
    ...toPublicPost(postId, post),
    status: post.status,
    ...(post.removal && { removedByOperator: true as const }),
  };
}

/**
 * The post with the operator's mark set (hidden, remembering its status) or cleared (its status
 * back); the same post when it already is so.
 */
export function withOperatorMark(post: StoredPost, mark: OperatorMark | undefined): StoredPost {
  if (mark) {
    if (post.removal) return post;
    return { ...post, status: 'hidden', queued: false, removal: { ...mark, status: post.status } };
  }
  if (!post.removal) return post;
  const { removal, ...rest } = post;
  return {
    ...rest,
    status: removal.status,
    queued: removal.status === 'pending' || removal.status === 'held',
  };
}

// Paging and the public board documents: their own modules, part of this domain.
export * from './postPages';
export * from './publicBoards';
