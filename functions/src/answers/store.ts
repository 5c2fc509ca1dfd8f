// Firestore glue for public answers. An answer is three writes in one transaction: the post on the
// answers board (`spaces/{spaceId}/boards/{boardId}/posts/{postId}`, which the boards' triggers put
// on the board page), the answer page's document (`publicAnswers/{postId}`)
// and the message's `answer` field. Unpublishing removes all three.
import {
  DEFAULT_ACCOUNT_LANGUAGE,
  graphemePrefix,
  PUBLIC_ANSWERS_COLLECTION,
  publicAnswerPath,
  type AccountLanguage,
  type PublishAnswerResponse,
} from '@spaces/contracts';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import * as boardDomain from '../boards/board';
import type { StoredBoard, StoredPost } from '../boards/board';
import type { StoredMessage } from '../messages/message';
import type { OwnerCredential } from '../platform/credential';
import { DomainError, MessageNotFoundError } from '../platform/errors';
import { collections, converter, db, deleteAll, TRANSACTION_OPTIONS } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import type { Space } from '../spaces/space';
import * as domain from './answer';

const spaceRef = (spaceId: string) =>
  collections.spaces().withConverter(converter<Space & DocumentData>()).doc(spaceId);
const boardsOf = (spaceId: string) =>
  collections.boards(spaceId).withConverter(converter<StoredBoard & DocumentData>());
const postsOf = (spaceId: string, boardId: string) =>
  collections.posts(spaceId, boardId).withConverter(converter<StoredPost & DocumentData>());
/** The answers board, made as the board editor makes one (same checks, same index entry). */
async function createAnswersBoard(owner: OwnerCredential, lang: AccountLanguage): Promise<string> {
  const input = boardDomain.checkBoardInput(domain.answersBoardInput(lang));
  const ref = boardsOf(owner.spaceId).doc();
  return db().runTransaction(async (tx) => {
    const index = (await ownedSpace<Space>(owner, tx)).boardIndex ?? [];
    // Two first answers at once: the second finds the board the first made.
    const made = boardDomain.findBySlug(index, input.slug);
    if (made) return made.entry.boardId;
    boardDomain.assertBelowLimit(index);
    const board = boardDomain.newBoard(input, new Date());
    tx.create(ref, board);
    tx.update(spaceRef(owner.spaceId), {
      boardIndex: boardDomain.withEntry(index, boardDomain.indexEntryOf(ref.id, board)),
    });
    return ref.id;
  }, TRANSACTION_OPTIONS);
}

const messagesOf = (spaceId: string) =>
  collections.messages(spaceId).withConverter(converter<StoredMessage & DocumentData>());

/** What the board list shows of the question; the answer page shows all of it. */
const QUESTION_EXCERPT = 280;

export interface PublishRequest {
  messageId: string;
  answer: string;
  boardSlug?: string | undefined;
  showName?: boolean | undefined;
}

/**
 * The board the answer goes on: the message's current one when editing, the named one, or the
 * space's answers board, created on first use.
 */
async function boardIdFor(
  owner: OwnerCredential,
  message: StoredMessage,
  request: PublishRequest,
  lang: AccountLanguage,
): Promise<string> {
  if (message.answer) return message.answer.boardId;
  const space = (await spaceRef(owner.spaceId).get()).data();
  const slug = request.boardSlug ?? domain.ANSWERS_BOARD_SLUG;
  const found = boardDomain.findBySlug(space?.boardIndex ?? [], slug);
  if (found) return found.entry.boardId;
  if (request.boardSlug !== undefined) throw new boardDomain.BoardNotFoundError();
  return createAnswersBoard(owner, lang);
}

export async function publishAnswer(
  owner: OwnerCredential,
  request: PublishRequest,
): Promise<PublishAnswerResponse> {
  const messageRef = messagesOf(owner.spaceId).doc(request.messageId);
  const [first, account] = await Promise.all([
    messageRef.get(),
    collections.users().doc(owner.uid).get(),
  ]);
  const lang = (account.get('language') as AccountLanguage | undefined) ?? DEFAULT_ACCOUNT_LANGUAGE;
  const before = first.data();
  if (!before) throw new MessageNotFoundError();
  domain.assertAnswerable(before);
  const boardId = await boardIdFor(owner, before, request, lang);
  return db().runTransaction(async (tx) => {
    const [space, boardSnap, snap] = await Promise.all([
      ownedSpace<Space>(owner, tx),
      tx.get(boardsOf(owner.spaceId).doc(boardId)),
      tx.get(messageRef),
    ]);
    const board = boardSnap.data();
    if (!board) throw new boardDomain.BoardNotFoundError();
    const message = snap.data();
    if (!message) throw new MessageNotFoundError();
    domain.assertAnswerable(message);
    const previous = message.answer;
    const postRef =
      previous?.boardId === boardId
        ? postsOf(owner.spaceId, boardId).doc(previous.postId)
        : postsOf(owner.spaceId, boardId).doc();
    const [beforePost, stale] = await Promise.all([
      previous ? tx.get(postRef).then((snap) => snap.data()) : undefined,
      tx.get(answerDocsOf(postRef.id)),
    ]);
    // The operator hid it (decision 071): the owner may unpublish it, not edit it back into view.
    if (beforePost?.removal)
      throw new DomainError('removed-by-operator', 'the operator hid this answer');
    const now = new Date();
    const showName = domain.shownName(message, request.showName ?? false) !== '';
    const publishedAt = previous?.publishedAt ?? now;
    const post: StoredPost = {
      body: request.answer,
      name: domain.shownName(message, showName),
      byOwner: true,
      status: 'published',
      queued: false,
      pinned: beforePost?.pinned ?? false,
      question: graphemePrefix(message.body, QUESTION_EXCERPT),
      createdAt: beforePost?.createdAt ?? publishedAt,
      updatedAt: now,
    };
    tx.set(postRef, post);
    // A page document of the post under an older key (before answers were keyed by post) goes.
    for (const doc of stale.docs) if (doc.id !== postRef.id) tx.delete(doc.ref);
    tx.set(
      db().doc(publicAnswerPath(postRef.id)),
      domain.publicAnswerOf({
        spaceId: owner.spaceId,
        boardId,
        spaceSlug: space.slug,
        boardSlug: board.slug,
        postId: postRef.id,
        message,
        answer: request.answer,
        showName,
        lang,
        publishedAt,
        now,
      }),
    );
    tx.update(messageRef, {
      answer: {
        boardId,
        boardSlug: board.slug,
        postId: postRef.id,
        text: request.answer,
        showName,
        publishedAt,
      },
    });
    return {
      boardSlug: board.slug,
      postId: postRef.id,
      path: `/${space.slug}/${board.slug}/${postRef.id}`,
      publishedAt: publishedAt.toISOString(),
    };
  }, TRANSACTION_OPTIONS);
}

export async function unpublishAnswer(owner: OwnerCredential, messageId: string): Promise<boolean> {
  const messageRef = messagesOf(owner.spaceId).doc(messageId);
  return db().runTransaction(async (tx) => {
    const [space, snap] = await Promise.all([tx.get(spaceRef(owner.spaceId)), tx.get(messageRef)]);
    const message = snap.data();
    if (!message) throw new MessageNotFoundError();
    const answer = message.answer;
    if (!answer || !space.exists) return false;
    const pages = await tx.get(answerDocsOf(answer.postId));
    tx.delete(postsOf(owner.spaceId, answer.boardId).doc(answer.postId));
    for (const doc of pages.docs) tx.delete(doc.ref);
    tx.update(messageRef, { answer: FieldValue.delete() });
    return true;
  }, TRANSACTION_OPTIONS);
}

export async function markReadAloud(
  owner: OwnerCredential,
  messageId: string,
  readAloud: boolean,
): Promise<Date | undefined> {
  const messageRef = messagesOf(owner.spaceId).doc(messageId);
  return db().runTransaction(async (tx) => {
    const message = (await tx.get(messageRef)).data();
    if (!message) throw new MessageNotFoundError();
    const at = readAloud ? (message.readAloudAt ?? new Date()) : undefined;
    tx.update(messageRef, { readAloudAt: at ?? FieldValue.delete() });
    return at;
  });
}

/**
 * Every page document of the answer on post `postId`: its own (`publicAnswers/{postId}`) and any
 * written under an older key, which held the slugs (post ids are unique, slugs change).
 */
const answerDocsOf = (postId: string) =>
  db().collection(PUBLIC_ANSWERS_COLLECTION).where('postId', '==', postId);

/** Deletes every page document of the answer on post `postId`; answers how many there were. */
export async function deletePublicAnswersOf(postId: string): Promise<number> {
  return deleteAll(answerDocsOf(postId));
}

/** Deletes the answers board's post of a deleted message (already gone: nothing happens). */
export async function deleteAnswerPost(
  spaceId: string,
  boardId: string,
  postId: string,
): Promise<void> {
  await postsOf(spaceId, boardId).doc(postId).delete();
}
