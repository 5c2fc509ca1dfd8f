// Every write of a board post: the one trigger of `…/boards/{boardId}/posts/{postId}` (decision
// 062), which hands the write to each feature's handler that takes it.
import { documentTrigger } from '../platform/documentTrigger';
import { POST_DOCUMENT_PATH, type PostParams } from '../platform/documents';
import { EVERY_WRITE, type WriteHandler } from '../platform/triggers';

export const POST_HANDLERS: readonly WriteHandler<PostParams>[] = [
  {
    name: 'syncBoardPosts',
    on: EVERY_WRITE,
    load: async () => (await import('../boards/syncBoardPosts')).syncBoardPosts,
  },
  {
    name: 'notifyNewPost',
    on: ['created'],
    load: async () => (await import('../notifications/notifyNewPost')).notifyNewPost,
  },
  {
    name: 'deleteAnswerOfPost',
    on: ['deleted'],
    load: async () => (await import('../answers/deleteOrphanAnswers')).deleteAnswerOfPost,
  },
];

export const onPostWritten = documentTrigger('onPostWritten', POST_DOCUMENT_PATH, POST_HANDLERS);
