// The messages callables and send forms: fans send through the send form (`/_send`), owners work
// the inbox (owner). Types derive from the schemas.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { defineCallable, defineSendForm } from '../platform/contract';
import { ownerCallable } from '../spaces/ownerCallable';
import { SlugSchema } from '../spaces/space';
import {
  InboxMessageSchema,
  MessageIdSchema,
  MessageKindSchema,
  BlockIdSchema,
  ReplySchema,
  WallMessageSchema,
} from './message';
import { DELETE_MESSAGE_FORM_KIND, RECEIPT_TOKEN_PATTERN } from './receipt';
import { ThanksSchema } from './settings';
import { Text } from '../platform/text';
import { closed, IsoTime, stringEnum } from '../platform/schema';

const CursorSchema = Type.String({ minLength: 1, maxLength: 512 });

/**
 * What a fan sends. `website` is the abuse gate's honeypot: a field people never see (hidden from
 * them and from assistive technology), which only bots fill in. Lengths are bounded here by the
 * largest any owner may allow; the owner's own limit is checked by the server.
 */
const sendRequest = (maxLength: number) =>
  Type.Object(
    {
      slug: SlugSchema,
      body: Text({ minLength: 1, maxLength, multiline: true }),
      name: Type.Optional(Text({ maxLength: LIMITS.senderNameMaxLength })),
      website: Type.Optional(Type.String({ maxLength: LIMITS.honeypotMaxLength })),
    },
    closed,
  );

const SendResponse = Type.Object(
  {
    /** The message matched an NG word: it reaches the owner after review. */
    held: Type.Boolean(),
    thanks: ThanksSchema,
    /** The sender's receipt page, `/{slug}/r/{token}`: shown once, kept by nobody else. */
    receipt: Type.String({ pattern: '^/' }),
  },
  closed,
);

export const letterForm = defineSendForm(
  'letter',
  sendRequest(LIMITS.letterMaxLength),
  SendResponse,
);

export const fanMessageForm = defineSendForm(
  'fanMessage',
  sendRequest(LIMITS.fanMessageMaxLength),
  SendResponse,
);

/** The approved wall past its first page (which the public document carries). */
export const listWallMessages = defineCallable(
  'listWallMessages',
  'visitor',
  Type.Object({ slug: SlugSchema, cursor: CursorSchema }, closed),
  Type.Object(
    { messages: Type.Array(WallMessageSchema), next: Type.Optional(CursorSchema) },
    closed,
  ),
);

export const INBOX_FILTERS = ['all', 'unread', 'starred', 'archived', 'held'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The inbox, newest first: `all` and `unread` leave out archived and held messages. */
export const listMessages = ownerCallable(
  'listMessages',
  {
    filter: stringEnum(INBOX_FILTERS),
    kind: Type.Optional(MessageKindSchema),
    cursor: Type.Optional(CursorSchema),
  },
  {
    messages: Type.Array(InboxMessageSchema),
    next: Type.Optional(CursorSchema),
    unread: Type.Integer({ minimum: 0 }),
  },
);

/** One message, for the read-aloud view. */
export const getMessage = ownerCallable(
  'getMessage',
  { messageId: MessageIdSchema },
  { message: InboxMessageSchema },
);

/** Counts for the editor navigation and the overview. */
export const getInboxSummary = ownerCallable(
  'getInboxSummary',
  {},
  {
    unread: Type.Integer({ minimum: 0 }),
    held: Type.Integer({ minimum: 0 }),
    lettersThisWeek: Type.Integer({ minimum: 0 }),
  },
);

const MessageIdsSchema = Type.Array(MessageIdSchema, {
  minItems: 1,
  maxItems: LIMITS.bulkActionMaxItems,
});

/** One change applied to every selected message (a bulk action is the same call). */
export const MessageChangeSchema = Type.Object(
  {
    read: Type.Optional(Type.Boolean()),
    starred: Type.Optional(Type.Boolean()),
    archived: Type.Optional(Type.Boolean()),
    /** Fan messages only: put on or take off the public wall. */
    wall: Type.Optional(stringEnum(['approved', 'hidden'] as const)),
    /** Held messages only: deliver to the inbox after review. */
    release: Type.Optional(Type.Literal(true)),
  },
  { ...closed, minProperties: 1 },
);
export type MessageChange = Static<typeof MessageChangeSchema>;

export const updateMessages = ownerCallable(
  'updateMessages',
  { messageIds: MessageIdsSchema, change: MessageChangeSchema },
  { messages: Type.Array(InboxMessageSchema), unread: Type.Integer({ minimum: 0 }) },
);

export const deleteMessages = ownerCallable(
  'deleteMessages',
  { messageIds: MessageIdsSchema },
  { deleted: Type.Integer({ minimum: 0 }), unread: Type.Integer({ minimum: 0 }) },
);

export const HELD_ACTIONS = ['release', 'delete'] as const;
export type HeldAction = (typeof HELD_ACTIONS)[number];

/**
 * Every held letter and fan message of the space at once, released to the inbox or deleted: a
 * flood held in raid mode can be thousands, past what one `updateMessages` selection takes. Only
 * messages held when the call began are touched, so a flood still arriving cannot keep it
 * running; `more` says the time ran out first and the same call finishes the rest.
 */
export const settleHeldMessages = ownerCallable(
  'settleHeldMessages',
  { action: stringEnum(HELD_ACTIONS) },
  {
    settled: Type.Integer({ minimum: 0 }),
    more: Type.Boolean(),
    unread: Type.Integer({ minimum: 0 }),
    held: Type.Integer({ minimum: 0 }),
  },
);

/**
 * A block as the owner sees it: named by the message (or board post) it was made from, never by
 * anything that ties it to the sender's other messages.
 */
export const BlockedSenderSchema = Type.Object(
  {
    blockId: BlockIdSchema,
    blockedAt: IsoTime,
    /** The start of the message the owner blocked from, to recognise the block later. */
    excerpt: Type.String(),
    /** When that message was sent. */
    sentAt: IsoTime,
    /** Sends the block has stopped since it was made. */
    stopped: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type BlockedSender = Static<typeof BlockedSenderSchema>;

/**
 * Blocks the sender of one message. Their later sends answer as if accepted and are dropped; for
 * a day, sends from the same address but another browser are held for review (decision 040).
 * Blocking from the same message again answers the same block.
 */
export const blockSender = ownerCallable(
  'blockSender',
  { messageId: MessageIdSchema },
  { blocked: BlockedSenderSchema },
);

export const unblockSender = ownerCallable(
  'unblockSender',
  { blockId: BlockIdSchema },
  { unblocked: Type.Literal(true) },
);

export const listBlockedSenders = ownerCallable(
  'listBlockedSenders',
  {},
  { senders: Type.Array(BlockedSenderSchema) },
);

/**
 * The owner's private reply to one message, shown only on that message's receipt. A non-empty
 * body writes or edits it; an empty body removes it.
 */
export const replyToMessage = ownerCallable(
  'replyToMessage',
  { messageId: MessageIdSchema, body: Text({ maxLength: LIMITS.replyMaxLength, multiline: true }) },
  { reply: Type.Optional(ReplySchema) },
);

/**
 * A sender deletes their own message through its receipt while the owner has not read it. The
 * token is the only credential; a wrong one answers as an absent one.
 */
export const deleteMessageForm = defineSendForm(
  DELETE_MESSAGE_FORM_KIND,
  Type.Object({ slug: SlugSchema, token: Type.String({ pattern: RECEIPT_TOKEN_PATTERN }) }, closed),
  Type.Object({ deleted: Type.Literal(true) }, closed),
);

export type SendLetterRequest = Static<typeof letterForm.request>;
export type SendFanMessageRequest = Static<typeof fanMessageForm.request>;
export type SendResponse = Static<typeof letterForm.response>;
export type DeleteMessageRequest = Static<typeof deleteMessageForm.request>;
export type DeleteMessageResponse = Static<typeof deleteMessageForm.response>;
export type ListMessagesRequest = Static<typeof listMessages.request>;
export type ListMessagesResponse = Static<typeof listMessages.response>;

/**
 * The stream view's stage (decision 069): the messages that may step onto it, from the inbox
 * (newest first, a page at a time) or from the queue the owner prepared (in its order). Held
 * messages, messages of blocked senders and messages that match the space's NG words are left
 * out by the server, so that the stage never receives them.
 */
export const listStage = ownerCallable(
  'listStage',
  {
    source: Type.Union([Type.Literal('inbox'), Type.Literal('queue')]),
    kind: Type.Optional(MessageKindSchema),
    cursor: Type.Optional(CursorSchema),
  },
  { messages: Type.Array(InboxMessageSchema), next: Type.Optional(CursorSchema) },
);

/** Sets the stream's queue: the messages to read aloud, in order, prepared before going live. */
export const updateStageQueue = ownerCallable(
  'updateStageQueue',
  { messageIds: Type.Array(MessageIdSchema, { maxItems: LIMITS.stageQueueMaxItems }) },
  { messageIds: Type.Array(MessageIdSchema) },
);

export type StageSource = Static<typeof listStage.request>['source'];
