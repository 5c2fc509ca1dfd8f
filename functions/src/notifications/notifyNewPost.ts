// A visitor's new board post: its owner's choice decides whether its window's mail is queued. The
// owner's own posts and held ones (an NG word matched) are not news to the owner.
import type { PostParams } from '../platform/documents';
import type { DocumentWrite } from '../platform/triggers';

export async function notifyNewPost({
  params: { spaceId },
  after: data,
}: DocumentWrite<PostParams>): Promise<void> {
  const { notifyNewItem } = await import('./notify');
  const { createdAtOf } = await import('./store');
  if (!data || data.byOwner === true || data.status === 'held') return;
  const createdAt = createdAtOf(data);
  if (!createdAt) return;
  await notifyNewItem(spaceId, 'boardPosts', createdAt);
}
