// A new letter or fan message: its owner's choice decides whether its window's mail is queued.
// Held messages (an NG word matched) are not news until the owner releases them.
import type { MessageParams } from '../platform/documents';
import type { DocumentWrite } from '../platform/triggers';

export async function notifyNewMessage({
  params: { spaceId },
  after: data,
}: DocumentWrite<MessageParams>): Promise<void> {
  const { notifyNewItem } = await import('./notify');
  const { createdAtOf } = await import('./store');
  if (!data || data.held === true) return;
  const kind =
    data.kind === 'letter' ? 'letters' : data.kind === 'fanMessage' ? 'fanMessages' : undefined;
  const createdAt = createdAtOf(data);
  if (!kind || !createdAt) return;
  await notifyNewItem(spaceId, kind, createdAt);
}
