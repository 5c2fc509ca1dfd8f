// A public answer's page never outlives what it came from. Its document goes when its board post
// goes (unpublished, deleted from the board, or with its board or space) and when the message it
// answers is deleted (the post goes with it, which brings the first case). Delivery is at least
// once, in any order; deleting what is already gone is a no-op.
import type { MessageParams, PostParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function deleteAnswerOfPost({
  params: { spaceId, postId },
}: DocumentWrite<PostParams>): Promise<void> {
  const store = await import('./store');
  logs.publicAnswersDeleted(spaceId, postId, await store.deletePublicAnswersOf(postId));
}

export async function deleteAnswerOfMessage({
  params: { spaceId },
  before,
}: DocumentWrite<MessageParams>): Promise<void> {
  const { answeredPost } = await import('./answer');
  const post = answeredPost(before);
  // Most messages were never answered publicly: nothing to read or write.
  if (!post) return;
  const store = await import('./store');
  await store.deleteAnswerPost(spaceId, post.boardId, post.postId);
  logs.publicAnswersDeleted(spaceId, post.postId, await store.deletePublicAnswersOf(post.postId));
}
