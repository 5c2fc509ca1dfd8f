// Every write of a board post: the one trigger of `…/boards/{boardId}/posts/{postId}` (decision
// 062), which hands the write to each feature's handler that takes it.
import { documentTrigger } from '../platform/documentTrigger';
import { POST_DOCUMENT_PATH, type PostParams } from '../platform/documents';
import { EVERY_WRITE, lazyHandler, type WriteHandler } from '../platform/triggers';

export const POST_HANDLERS: readonly WriteHandler<PostParams>[] = [
  lazyHandler('syncBoardPosts', EVERY_WRITE, () => import('../boards/syncBoardPosts')),
  lazyHandler('notifyNewPost', ['created'], () => import('../notifications/notifyNewPost')),
  lazyHandler('deleteAnswerOfPost', ['deleted'], () => import('../answers/deleteOrphanAnswers')),
];

export const onPostWritten = documentTrigger('onPostWritten', POST_DOCUMENT_PATH, POST_HANDLERS);
