// The public answers callables: the owner publishes a letter or fan message with an answer, edits
// or takes it down, and marks messages read aloud from the stream view. Types derive from the schemas.
import { Type, type Static } from '@sinclair/typebox';
import { BoardSlugSchema, PostIdSchema } from '../boards/board';
import { LIMITS } from '../limits';
import { MessageIdSchema } from '../messages/message';
import { defineCallable } from '../platform/contract';
import { Text } from '../platform/text';
import { SlugSchema } from '../spaces/space';
import { closed, IsoTime } from '../platform/schema';

/**
 * Publishes (or, when already published, edits) the message with the answer. The first answer
 * creates the space's answers board unless `boardSlug` names another board; `showName` shows the
 * sender's name, and only when they signed the message.
 */
export const publishAnswer = defineCallable(
  'publishAnswer',
  'owner',
  Type.Object(
    {
      slug: SlugSchema,
      messageId: MessageIdSchema,
      answer: Text({ minLength: 1, maxLength: LIMITS.answerMaxLength, multiline: true }),
      boardSlug: Type.Optional(BoardSlugSchema),
      showName: Type.Optional(Type.Boolean()),
    },
    closed,
  ),
  Type.Object(
    {
      boardSlug: BoardSlugSchema,
      postId: PostIdSchema,
      /** The answer page, site-relative. */
      path: Type.String(),
      publishedAt: IsoTime,
    },
    closed,
  ),
);

/** Takes the answer page and its card down; the message stays in the inbox. */
export const unpublishAnswer = defineCallable(
  'unpublishAnswer',
  'owner',
  Type.Object({ slug: SlugSchema, messageId: MessageIdSchema }, closed),
  Type.Object({ unpublished: Type.Boolean() }, closed),
);

/** Marks a message read aloud (or not) from the stream view. */
export const markReadAloud = defineCallable(
  'markReadAloud',
  'owner',
  Type.Object({ slug: SlugSchema, messageId: MessageIdSchema, readAloud: Type.Boolean() }, closed),
  Type.Object({ readAloudAt: Type.Optional(IsoTime) }, closed),
);

export type PublishAnswerResponse = Static<typeof publishAnswer.response>;
