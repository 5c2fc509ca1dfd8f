// The boards callables: the owner runs boards and their posts (owner); visitors page (visitor),
// ask to upload an image (visitor) and post through the send form. Types derive from the schemas.
import { Type, type Static } from '@sinclair/typebox';
import { BOARD_IMAGE_LIMITS, LIMITS } from '../limits';
import { defineCallable, defineSendForm } from '../platform/contract';
import { BlockedSenderSchema } from '../messages/callables';
import { ownerCallable } from '../spaces/ownerCallable';
import { SlugSchema } from '../spaces/space';
import { Text } from '../platform/text';
import {
  BoardIdSchema,
  BoardInputSchema,
  BoardPostSchema,
  BoardSchema,
  BoardSlugSchema,
  PostIdSchema,
  PublicPostSchema,
} from './board';
import { closed, IsoTime, stringEnum } from '../platform/schema';

const CursorSchema = Type.String({ minLength: 1, maxLength: 512 });
const boards = { boards: Type.Array(BoardSchema) };
const board = { board: BoardSchema };

/** The space's boards in page order. */
export const listBoards = ownerCallable('listBoards', {}, boards);

/** One board by its slug (a former slug answers with the board and its current slug). */
export const getBoardForEdit = ownerCallable(
  'getBoardForEdit',
  { boardSlug: BoardSlugSchema },
  board,
);

export const createBoard = ownerCallable('createBoard', { board: BoardInputSchema }, board);

/** Settings; a new slug keeps the old one answering with a permanent redirect. */
export const updateBoard = ownerCallable(
  'updateBoard',
  { boardId: BoardIdSchema, board: BoardInputSchema },
  board,
);

/** The new page order: every board of the space, each once. */
export const reorderBoards = ownerCallable(
  'reorderBoards',
  { boardIds: Type.Array(BoardIdSchema, { maxItems: LIMITS.boardsPerSpace, uniqueItems: true }) },
  boards,
);

/** Deletes the board, its posts and its public documents, and releases its slugs. */
export const deleteBoard = ownerCallable(
  'deleteBoard',
  { boardId: BoardIdSchema },
  { deleted: Type.Literal(true) },
);

export const BOARD_POST_FILTERS = ['all', 'queue'] as const;
export type BoardPostFilter = (typeof BOARD_POST_FILTERS)[number];

/** The owner's view of a board's posts: `all` (pinned first, newest first) or the `queue`. */
export const listBoardPosts = ownerCallable(
  'listBoardPosts',
  {
    boardId: BoardIdSchema,
    filter: stringEnum(BOARD_POST_FILTERS),
    cursor: Type.Optional(CursorSchema),
  },
  {
    posts: Type.Array(BoardPostSchema),
    next: Type.Optional(
      CursorSchema,
    ) /** Posts waiting in the queue (approval or NG-word review). */,
    queued: Type.Integer({ minimum: 0 }),
  },
);

/** The owner writes a post (or edits one of their own, by `postId`); it is published at once. */
export const writeBoardPost = ownerCallable(
  'writeBoardPost',
  {
    boardId: BoardIdSchema,
    postId: Type.Optional(PostIdSchema),
    body: Text({ minLength: 1, maxLength: LIMITS.boardPostMaxLength, multiline: true }),
  },
  { post: BoardPostSchema },
);

const PostIdsSchema = Type.Array(PostIdSchema, {
  minItems: 1,
  maxItems: LIMITS.boardPostsEditPageSize,
});

/** One change applied to every selected post: pin, approve (`published`) or hide. */
export const BoardPostChangeSchema = Type.Object(
  {
    pinned: Type.Optional(Type.Boolean()),
    status: Type.Optional(stringEnum(['published', 'hidden'] as const)),
  },
  { ...closed, minProperties: 1 },
);
export type BoardPostChange = Static<typeof BoardPostChangeSchema>;

export const updateBoardPosts = ownerCallable(
  'updateBoardPosts',
  { boardId: BoardIdSchema, postIds: PostIdsSchema, change: BoardPostChangeSchema },
  { posts: Type.Array(BoardPostSchema) },
);

export const deleteBoardPosts = ownerCallable(
  'deleteBoardPosts',
  { boardId: BoardIdSchema, postIds: PostIdsSchema },
  { deleted: Type.Integer({ minimum: 0 }) },
);

/**
 * Blocks the sender of a post in the whole space (the same list letters use), as `blockSender`
 * does for a message: their later posts, letters and fan messages answer as if accepted and are
 * dropped.
 */
export const blockBoardSender = ownerCallable(
  'blockBoardSender',
  { boardId: BoardIdSchema, postId: PostIdSchema },
  { blocked: BlockedSenderSchema },
);

/**
 * Where a visitor's post went: published now (an `open` board, no NG word), waiting for the owner,
 * or held for review.
 */
const PostOutcomeSchema = stringEnum(['published', 'pending', 'held'] as const);

/** A visitor's post; `website` is the abuse gate's honeypot, as in the letter forms. */
export const boardPostForm = defineSendForm(
  'boardPost',
  Type.Object(
    {
      slug: SlugSchema,
      boardSlug: BoardSlugSchema,
      body: Text({ minLength: 1, maxLength: LIMITS.boardPostMaxLength, multiline: true }),
      name: Type.Optional(Text({ maxLength: LIMITS.senderNameMaxLength })),
      website: Type.Optional(Type.String({ maxLength: LIMITS.honeypotMaxLength })),
    },
    closed,
  ),
  Type.Object(
    {
      status: PostOutcomeSchema,
    },
    closed,
  ),
);

/**
 * A visitor's image post, step one: the post's words and the image's declared type and size go
 * through the abuse gate, and the answer is a single-use grant to upload exactly that image to
 * `path` before `expiresAt`. The post appears (or waits for the owner) once the image pipeline
 * has processed the upload.
 */
export const requestBoardImageUpload = defineCallable(
  'requestBoardImageUpload',
  'visitor',
  Type.Object(
    {
      slug: SlugSchema,
      boardSlug: BoardSlugSchema,
      /** Words with the image are optional. */
      body: Text({ maxLength: LIMITS.boardPostMaxLength, multiline: true }),
      name: Type.Optional(Text({ maxLength: LIMITS.senderNameMaxLength })),
      contentType: stringEnum(BOARD_IMAGE_LIMITS.contentTypes),
      size: Type.Integer({ minimum: 1, maximum: BOARD_IMAGE_LIMITS.uploadMaxBytes }),
      website: Type.Optional(Type.String({ maxLength: LIMITS.honeypotMaxLength })),
    },
    closed,
  ),
  Type.Object(
    {
      grantId: Type.String(),
      /** The Storage object to create, with exactly the declared type and size. */
      path: Type.String(),
      expiresAt: IsoTime,
      /** Where the post will go once processed. */
      status: PostOutcomeSchema,
    },
    closed,
  ),
);

/** A public board past its first page (which the public board document carries). */
export const listPublicBoardPosts = defineCallable(
  'listPublicBoardPosts',
  'visitor',
  Type.Object({ slug: SlugSchema, boardSlug: BoardSlugSchema, cursor: CursorSchema }, closed),
  Type.Object({ posts: Type.Array(PublicPostSchema), next: Type.Optional(CursorSchema) }, closed),
);

export type SendBoardPostRequest = Static<typeof boardPostForm.request>;
export type SendBoardPostResponse = Static<typeof boardPostForm.response>;
export type RequestBoardImageUploadRequest = Static<typeof requestBoardImageUpload.request>;
export type RequestBoardImageUploadResponse = Static<typeof requestBoardImageUpload.response>;
export type ListBoardPostsResponse = Static<typeof listBoardPosts.response>;
