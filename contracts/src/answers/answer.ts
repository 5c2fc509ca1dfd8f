// Public answers: a letter or fan message the owner published with an answer, on an answers board
// at `/{slug}/{boardSlug}/{postId}`. One document per answer, so the answer page and its share card
// each render from one read. It holds only the published text: never the sender's address, token,
// id or anything else the message carries.
import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_LANGUAGES, type AccountLanguage } from '../account/account';

const closed = { additionalProperties: false } as const;

/** A stored time: a Firestore Timestamp as either SDK reads it back. */
export interface StoredTime {
  toMillis(): number;
  toDate(): Date;
}
const StoredTimeSchema = Type.Unsafe<StoredTime>({ description: 'Firestore Timestamp' });

/**
 * `publicAnswers/{spaceSlug}:{boardSlug}:{postId}`: written by `publishAnswer` only, deleted by
 * `unpublishAnswer` (the page and the card then answer 404); marked `removed` by the operator.
 */
export const PublicAnswerSchema = Type.Object(
  {
    spaceSlug: Type.String(),
    boardSlug: Type.String(),
    postId: Type.String(),
    /** The message's body as the sender wrote it. */
    question: Type.String(),
    answer: Type.String(),
    /** Present only when the sender signed the message and the owner chose to show the name. */
    name: Type.Optional(Type.String()),
    /** The owner's language when published: the page's and the card's labels follow it. */
    lang: Type.Unsafe<AccountLanguage>({ type: 'string', enum: [...ACCOUNT_LANGUAGES] }),
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

/** Document id of a public answer: slugs and post ids never contain `:`. */
export function publicAnswerId(spaceSlug: string, boardSlug: string, postId: string): string {
  return `${spaceSlug}:${boardSlug}:${postId}`;
}

export function publicAnswerPath(spaceSlug: string, boardSlug: string, postId: string): string {
  return `${PUBLIC_ANSWERS_COLLECTION}/${publicAnswerId(spaceSlug, boardSlug, postId)}`;
}
