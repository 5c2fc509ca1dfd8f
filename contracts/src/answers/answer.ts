// Public answers: a letter or fan message the owner published with an answer, on an answers board
// at `/{slug}/{boardSlug}/{postId}`. One document per answer, so the answer page and its share card
// each render from one read. It holds only the published text: never the sender's address, token,
// id or anything else the message carries.
import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_LANGUAGES } from '../account/account';
import { graphemePrefix } from '../platform/graphemes';
import { closed, stringEnum } from '../platform/schema';

/** A stored time: a Firestore Timestamp as either SDK reads it back. */
export interface StoredTime {
  toMillis(): number;
  toDate(): Date;
}
const StoredTimeSchema = Type.Unsafe<StoredTime>({ description: 'Firestore Timestamp' });

/**
 * `publicAnswers/{postId}`: written by `publishAnswer` only, deleted by `unpublishAnswer` (the
 * page and the card then answer 404); marked `removed` by the operator. Keyed by the post, which
 * no rename changes: the page finds it from any address the answer ever had and sends old ones to
 * the current one.
 */
export const PublicAnswerSchema = Type.Object(
  {
    /** The space and the answers board it is on: the page checks them as they are now. */
    spaceId: Type.String(),
    boardId: Type.String(),
    /** The slugs when last published; the page's address uses the current ones. */
    spaceSlug: Type.String(),
    boardSlug: Type.String(),
    postId: Type.String(),
    /** The message's body as the sender wrote it. */
    question: Type.String(),
    answer: Type.String(),
    /** Present only when the sender signed the message and the owner chose to show the name. */
    name: Type.Optional(Type.String()),
    /** The owner's language when published: the page's and the card's labels follow it. */
    lang: stringEnum(ACCOUNT_LANGUAGES),
    publishedAt: StoredTimeSchema,
    /** The last publish or edit: share cards use it to bust caches. */
    updatedAt: StoredTimeSchema,
    /**
     * The operator hid the answer (decision 071): its page answers "removed" (410) and it has no
     * card, until the operator shows it again.
     */
    removed: Type.Optional(Type.Literal(true)),
  },
  closed,
);
export type PublicAnswer = Static<typeof PublicAnswerSchema>;

export const PUBLIC_ANSWERS_COLLECTION = 'publicAnswers';

export function publicAnswerPath(postId: string): string {
  return `${PUBLIC_ANSWERS_COLLECTION}/${postId}`;
}

/**
 * Whether an answer is shown, from its board and its post as they are now: a hidden board or a
 * post that is no longer published takes the page and the card down at once (decision 067). Takes
 * the documents as read, unknown fields and all.
 */
export function answerShown(
  board: { visible?: unknown } | undefined,
  post: { status?: unknown } | undefined,
): boolean {
  return board?.visible === true && post?.status === 'published';
}

/**
 * Graphemes of the answer a share on X or LINE carries before the page's link: within X's 280
 * (a Japanese character counts two, the link 23), with room for the ellipsis.
 */
export const ANSWER_SHARE_GRAPHEMES = 100;

/**
 * What a share of a public answer says: the creator's answer, on one line, cut at a grapheme with
 * an ellipsis when longer (the page's link follows it).
 */
export function answerShareText(answer: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim();
  const cut = graphemePrefix(flat, ANSWER_SHARE_GRAPHEMES);
  return cut === flat ? flat : `${cut.trimEnd()}…`;
}
