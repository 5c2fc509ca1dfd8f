// A visitor's new board post: its owner's choice decides whether its window's mail is queued. The
// owner's own posts and held ones (an NG word matched) are not news to the owner.
import type { PostParams } from '../platform/documents';
import type { DocumentWrite } from '../platform/triggers';

export async function notifyNewPost({
  params: { spaceId },
  after: data,
}: DocumentWrite<PostParams>): Promise<void> {
  const { notifyNewDocument } = await import('./notify');
  if (!data || data.byOwner === true || data.status === 'held') return;
  await notifyNewDocument(spaceId, 'boardPosts', data);
}
