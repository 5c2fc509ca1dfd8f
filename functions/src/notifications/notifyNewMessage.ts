// A new letter or fan message: its owner's choice decides whether its window's mail is queued.
// Held messages (an NG word matched) are not news until the owner releases them.
import type { MessageParams } from '../platform/documents';
import type { DocumentWrite } from '../platform/triggers';

export async function notifyNewMessage({
  params: { spaceId },
  after: data,
}: DocumentWrite<MessageParams>): Promise<void> {
  const { notifyNewDocument } = await import('./notify');
  if (!data || data.held === true) return;
  const kind =
    data.kind === 'letter' ? 'letters' : data.kind === 'fanMessage' ? 'fanMessages' : undefined;
  if (kind) await notifyNewDocument(spaceId, kind, data);
}
