// Public answers, pure: the answers board a space gets on its first answer, the board post and the
// public document an answer becomes, and who may be named on it. The public document holds the
// published text only; nothing that identifies the sender (keys, address, token) ever reaches it.
import type { AccountLanguage, BoardInput } from '@spaces/contracts';
import { ValidationError } from '../platform/errors';
import type { StoredMessage } from '../messages/message';

/** The slug the answers board is created with; the owner may rename it later. */
export const ANSWERS_BOARD_SLUG = 'answers';

const BOARD_WORDING: Record<AccountLanguage, { title: string; description: string }> = {
  ja: { title: '回答', description: 'いただいたメッセージに、ここでお答えしています。' },
  en: { title: 'Answers', description: 'Messages I received, with my answers.' },
};

/** The answers board as first created, titled in the owner's language. */
export function answersBoardInput(lang: AccountLanguage): BoardInput {
  return {
    ...BOARD_WORDING[lang],
    slug: ANSWERS_BOARD_SLUG,
    visible: true,
    mode: 'owner',
  };
}

/**
 * The name the answer shows: the sender's, only when they signed it and the owner chose to show
 * it. An anonymous message stays anonymous whatever the owner asks.
 */
export function shownName(message: Pick<StoredMessage, 'name'>, showName: boolean): string {
  const name = message.name.trim();
  return showName && name !== '' ? name : '';
}

/** A held message has not reached the inbox yet: it cannot be answered in public. */
export function assertAnswerable(message: Pick<StoredMessage, 'held'>): void {
  if (message.held) throw new ValidationError([{ field: 'messageId', rule: 'enum' }]);
}

export interface PublicAnswerSource {
  spaceId: string;
  boardId: string;
  spaceSlug: string;
  boardSlug: string;
  postId: string;
  message: Pick<StoredMessage, 'body' | 'name'>;
  answer: string;
  showName: boolean;
  lang: AccountLanguage;
  publishedAt: Date;
  now: Date;
}

/** The `publicAnswers` document, field by field (times are stored as Firestore timestamps). */
export function publicAnswerOf(source: PublicAnswerSource) {
  const name = shownName(source.message, source.showName);
  return {
    spaceId: source.spaceId,
    boardId: source.boardId,
    spaceSlug: source.spaceSlug,
    boardSlug: source.boardSlug,
    postId: source.postId,
    question: source.message.body,
    answer: source.answer,
    ...(name !== '' && { name }),
    lang: source.lang,
    publishedAt: source.publishedAt,
    updatedAt: source.now,
  };
}

/**
 * The board post of a deleted message's public answer, read defensively from its last data
 * (anything but two id strings: none).
 */
export function answeredPost(data: unknown): { boardId: string; postId: string } | undefined {
  const answer = (data as { answer?: { boardId?: unknown; postId?: unknown } } | undefined)?.answer;
  const { boardId, postId } = answer ?? {};
  return typeof boardId === 'string' &&
    boardId !== '' &&
    typeof postId === 'string' &&
    postId !== ''
    ? { boardId, postId }
    : undefined;
}
