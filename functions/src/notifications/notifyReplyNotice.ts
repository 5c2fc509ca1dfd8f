// A letter or fan message was answered — a private reply, or an answer in public — for the first
// time: the fan who asked for a notice on its receipt, and confirmed the address, is told once
// (decision 068). Retried like every handler of a trigger; the mail's id is the notice's, so a
// repeat sends nothing twice, and the notice (with its address) is deleted once the mail is
// written.
import type { MessageParams } from '../platform/documents';
import type { DocumentWrite } from '../platform/triggers';

const answered = (data: Record<string, unknown> | undefined): boolean =>
  data?.reply !== undefined || data?.answer !== undefined;

export async function notifyReplyNotice({
  params: { spaceId, messageId },
  before,
  after,
}: DocumentWrite<MessageParams>): Promise<void> {
  if (!answered(after) || answered(before)) return;
  const { noticeAnswered } = await import('./replyNotices');
  await noticeAnswered(spaceId, messageId);
}
