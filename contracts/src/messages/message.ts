// Letters and fan messages as the inbox and the public wall see them, and the public parts of the
// owner's settings that the public document carries.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { NAME_MODES, ThanksSchema } from './settings';
import { DocumentId } from '../platform/ids';
import { SPACES_COLLECTION } from '../spaces/paths';
import { closed, IsoTime, stringEnum } from '../platform/schema';

/** Under `spaces/{spaceId}`: its letters and fan messages. */
export const MESSAGES_COLLECTION = 'messages';

/** `spaces/{spaceId}/messages/{messageId}`: one letter or fan message. */
export function messagePath(spaceId: string, messageId: string): string {
  return `${SPACES_COLLECTION}/${spaceId}/${MESSAGES_COLLECTION}/${messageId}`;
}

export const MESSAGE_KINDS = ['letter', 'fanMessage'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MessageKindSchema = stringEnum(MESSAGE_KINDS);

/** Whether a fan message is on the public wall; letters are always `none`. */
export const WALL_STATES = ['none', 'approved', 'hidden'] as const;
export type WallState = (typeof WALL_STATES)[number];
export const WallStateSchema = stringEnum(WALL_STATES);

export const MessageIdSchema = DocumentId(128);

/**
 * A block's id. A block is named by the one message or post it was made from; nothing the owner
 * sees of a message (its id included) tells which other messages came from the same sender.
 */
export const BlockIdSchema = DocumentId(64, 8);

/** A message in the owner's inbox. */
/** The owner's private reply to a message: only its sender's receipt shows it. */
export const ReplySchema = Type.Object(
  { body: Type.String(), at: IsoTime, editedAt: Type.Optional(IsoTime) },
  closed,
);
export type Reply = Static<typeof ReplySchema>;

export const InboxMessageSchema = Type.Object(
  {
    messageId: MessageIdSchema,
    kind: MessageKindSchema,
    body: Type.String(),
    /** Empty when the sender stayed anonymous. */
    name: Type.String(),
    createdAt: IsoTime,
    read: Type.Boolean(),
    starred: Type.Boolean(),
    archived: Type.Boolean(),
    /** Matched an NG word: waits for the owner to release or delete it. */
    held: Type.Boolean(),
    wall: WallStateSchema,
    /** Published with an answer: where the answer page is, and what it says. */
    answer: Type.Optional(
      Type.Object(
        {
          boardSlug: Type.String(),
          postId: Type.String(),
          text: Type.String(),
          /** The sender's name is on the page (possible only when they signed). */
          showName: Type.Boolean(),
          publishedAt: IsoTime,
        },
        closed,
      ),
    ),
    /** When the owner marked it read aloud (the stream view). */
    readAloudAt: Type.Optional(IsoTime),
    /** The owner's private reply, which only the sender's receipt shows. */
    reply: Type.Optional(ReplySchema),
  },
  closed,
);
export type InboxMessage = Static<typeof InboxMessageSchema>;

/** An approved fan message as visitors see it on the wall. */
export const WallMessageSchema = Type.Object(
  {
    messageId: MessageIdSchema,
    body: Type.String(),
    name: Type.String(),
    createdAt: IsoTime,
  },
  closed,
);
export type WallMessage = Static<typeof WallMessageSchema>;

/** What the public page needs of either box: its limit, whether it is paused, and its thanks. */
const publicBoxFields = {
  maxLength: Type.Integer(),
  paused: Type.Boolean(),
  pauseNote: Type.String(),
  thanks: ThanksSchema,
};

/** The letter box as the public page needs it; present only while the box is on. */
export const PublicLetterBoxSchema = Type.Object(
  {
    intro: Type.String(),
    nameMode: stringEnum(NAME_MODES),
    ...publicBoxFields,
  },
  closed,
);
export type PublicLetterBox = Static<typeof PublicLetterBoxSchema>;

/** The fan-message box as the public page needs it; present only while the box is on. */
export const PublicFanMessageBoxSchema = Type.Object(
  {
    prompt: Type.String(),
    quickPhrases: Type.Array(Type.String()),
    ...publicBoxFields,
    /** The first page of the approved wall (newest first), when the owner shows it. */
    wall: Type.Optional(Type.Array(WallMessageSchema, { maxItems: LIMITS.wallFirstPage })),
    /** The cursor for the next wall page, when there are more approved messages. */
    wallNext: Type.Optional(Type.String()),
  },
  closed,
);
export type PublicFanMessageBox = Static<typeof PublicFanMessageBoxSchema>;
