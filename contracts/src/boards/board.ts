// Boards: public topic pages inside a space at `/{slug}/{boardSlug}` (docs/product.md, Boards). The
// board as the owner edits it, its posts, the link the space page shows, and the public board
// document a board page renders from with one read. Types derive from the schemas.
import { Type, type Static } from '@sinclair/typebox';
import { ImageRefSchema } from '../images/image';
import { BackgroundSchema, ThemeSchema } from '../spaces/look';
import { LIMITS } from '../limits';
import { SLUG_PATTERN, slugProblem, type SlugRule } from '../spaces/slug';
import { Text } from '../platform/text';
import { DocumentId, PROTOTYPE_NAMES } from '../platform/ids';
import { closed, IsoTime, stringEnum } from '../platform/schema';

/** `owner`: only the owner posts (news); `approval`: visitors post, the owner approves; `open`. */
export const BOARD_MODES = ['owner', 'approval', 'open'] as const;
export type BoardMode = (typeof BOARD_MODES)[number];
export const BoardModeSchema = stringEnum(BOARD_MODES);

/**
 * Whether visitors may attach one image to a post (fan art): `off` (absent means off); `review`:
 * every image post waits for the owner whatever the mode; `publish`: an image post goes where the
 * board's mode sends a text post, once the image pipeline has processed it.
 */
export const BOARD_IMAGE_POLICIES = ['off', 'review', 'publish'] as const;
export type BoardImagePolicy = (typeof BOARD_IMAGE_POLICIES)[number];
export const BoardImagePolicySchema = stringEnum(BOARD_IMAGE_POLICIES);

/**
 * Every second path segment a space's routes use (`/{slug}/…` and `/s/{slug}/…`), now or soon:
 * a board slug is never one of them, so a board can never shadow a section or a page.
 */
export const SPACE_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'letter',
  // a sender's receipt, /{slug}/r/{token}
  'r',
  'messages',
  'top',
  'sns',
  'button',
  'buttons',
  'card',
  'cards',
  'text',
  'texts',
  'embed',
  'embeds',
  'bg',
  'background',
  'theme',
  'fan-message',
  'fan-messages',
  'thanks-message',
  'insights',
  'settings',
  'new',
  'edit',
  'preview',
  'boards',
  'board',
  'posts',
  'images',
  'export',
  'qr',
  'read',
  // the stream view's stage, /s/{slug}/stage
  'stage',
  'share',
  'order',
  'delete',
]);

/**
 * The first rule a (normalised) board slug breaks: the space slug's length and characters, then
 * the space's route names. The site-wide reserved words guard first path segments only, so a
 * board may be called `news` or `help`.
 */
export function boardSlugProblem(slug: string): SlugRule | null {
  const problem = slugProblem(slug);
  if (problem !== null && problem !== 'reserved') return problem;
  return SPACE_ROUTE_NAMES.has(slug) || PROTOTYPE_NAMES.has(slug) ? 'reserved' : null;
}

export const BoardIdSchema = DocumentId(128);
export const PostIdSchema = DocumentId(128);

/** A board slug as stored and as it appears in URLs. */
export const BoardSlugSchema = Type.String({
  minLength: LIMITS.slugMinLength,
  maxLength: LIMITS.slugMaxLength,
  pattern: SLUG_PATTERN,
});

/** What the owner edits; the slug may be typed with capitals (stored lower-case). */
export const BoardInputSchema = Type.Object(
  {
    title: Text({ minLength: 1, maxLength: LIMITS.boardTitleMaxLength }),
    slug: Type.String({
      minLength: LIMITS.slugMinLength,
      maxLength: LIMITS.slugMaxLength,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
    }),
    description: Text({ maxLength: LIMITS.boardDescriptionMaxLength, multiline: true }),
    visible: Type.Boolean(),
    mode: BoardModeSchema,
    images: Type.Optional(BoardImagePolicySchema),
  },
  closed,
);
export type BoardInput = Static<typeof BoardInputSchema>;

/** A board as the owner's editor sees it. */
export const BoardSchema = Type.Object(
  {
    boardId: BoardIdSchema,
    title: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    visible: Type.Boolean(),
    mode: BoardModeSchema,
    images: Type.Optional(BoardImagePolicySchema),
    cover: Type.Optional(ImageRefSchema),
    /** Published posts (what visitors see). */
    postCount: Type.Integer({ minimum: 0 }),
    createdAt: IsoTime,
    updatedAt: IsoTime,
  },
  closed,
);
export type Board = Static<typeof BoardSchema>;

/** One row of the space page's board list. */
export const BoardLinkSchema = Type.Object(
  {
    title: Type.String(),
    slug: Type.String(),
    cover: Type.Optional(ImageRefSchema),
    postCount: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type BoardLink = Static<typeof BoardLinkSchema>;

/**
 * Where a post stands: `published` (visitors see it), `pending` (an approval board's post awaits
 * the owner), `held` (matched an NG word: waits for review on any board), `hidden` (the owner
 * took it down).
 */
export const POST_STATUSES = ['published', 'pending', 'held', 'hidden'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const PostStatusSchema = stringEnum(POST_STATUSES);

/** A post as visitors see it. `byOwner` posts show the space's display name. */
export const PublicPostSchema = Type.Object(
  {
    postId: PostIdSchema,
    body: Type.String(),
    /** Empty when the visitor stayed anonymous (and for the owner's own posts). */
    name: Type.String(),
    byOwner: Type.Boolean(),
    pinned: Type.Boolean(),
    /**
     * A public answer's post: the start of the message it answers (its page has all of it); `body`
     * is the answer and `name` the sender's, when shown.
     */
    question: Type.Optional(Type.String()),
    /** A visitor's image (fan art), processed by the image pipeline. */
    image: Type.Optional(ImageRefSchema),
    createdAt: IsoTime,
  },
  closed,
);
export type PublicPost = Static<typeof PublicPostSchema>;

/** A post as the owner's board editor sees it. */
export const BoardPostSchema = Type.Object(
  {
    ...PublicPostSchema.properties,
    status: PostStatusSchema,
    /**
     * The operator hid the post (decision 071): it stays hidden whatever the owner does, until the
     * operator shows it again; the owner's notice says why.
     */
    removedByOperator: Type.Optional(Type.Literal(true)),
  },
  closed,
);
export type BoardPost = Static<typeof BoardPostSchema>;

/**
 * `publicBoards/{spaceSlug}:{boardSlug}`: what a board page renders from with one read; it exists
 * only while the space is published and the board visible. A renamed board's former slugs hold
 * only `redirectTo`, so old links answer with a permanent redirect. Written by the trigger only.
 */
export const PublicBoardSchema = Type.Object(
  {
    spaceId: Type.String(),
    boardId: BoardIdSchema,
    spaceSlug: Type.String(),
    /** Set on a former slug's document: the board's current slug. */
    redirectTo: Type.Optional(Type.String()),
    space: Type.Optional(
      Type.Object(
        {
          displayName: Type.String(),
          avatar: Type.Optional(ImageRefSchema),
          /** The owner's share image and description, for the board page's link preview. */
          shareImage: Type.Optional(ImageRefSchema),
          shareDescription: Type.Optional(Type.String()),
          // The space's look, so a board page wears the same theme as the space's page. Optional:
          // documents written before it carry none until the space's next sync.
          background: Type.Optional(BackgroundSchema),
          theme: Type.Optional(ThemeSchema),
        },
        closed,
      ),
    ),
    board: Type.Optional(
      Type.Object(
        {
          slug: Type.String(),
          title: Type.String(),
          description: Type.String(),
          mode: BoardModeSchema,
          images: Type.Optional(BoardImagePolicySchema),
          cover: Type.Optional(ImageRefSchema),
          postCount: Type.Integer({ minimum: 0 }),
        },
        closed,
      ),
    ),
    /** The first page: pinned posts first, then newest first. */
    posts: Type.Optional(Type.Array(PublicPostSchema, { maxItems: LIMITS.boardPostsPageSize })),
    /** The cursor for the next page, when there are more posts. */
    next: Type.Optional(Type.String()),
  },
  closed,
);
export type PublicBoard = Static<typeof PublicBoardSchema>;

export const PUBLIC_BOARDS_COLLECTION = 'publicBoards';

/** Document id of a board's public document: slugs never contain `:`. */
export function publicBoardId(spaceSlug: string, boardSlug: string): string {
  return `${spaceSlug}:${boardSlug}`;
}

export function publicBoardPath(spaceSlug: string, boardSlug: string): string {
  return `${PUBLIC_BOARDS_COLLECTION}/${publicBoardId(spaceSlug, boardSlug)}`;
}

// ---------------------------------------------------------------------------------------------
// Visitors' images (fan art): a grant, then one upload into `board-uploads/{grantId}`
// ---------------------------------------------------------------------------------------------

/** Grant documents (`boardImageGrants/{grantId}`): the server writes them, Storage rules read them. */
export const BOARD_IMAGE_GRANTS_COLLECTION = 'boardImageGrants';

/** 20 letters and digits, the same shape as an owner's upload id. */
export const GRANT_ID_PATTERN = '^[A-Za-z0-9]{20}$';

/** Where the visitor's browser uploads the granted image; nothing else may write there. */
export function boardUploadPath(grantId: string): string {
  return `board-uploads/${grantId}`;
}
