// A letter or fan message was answered — a private reply, or an answer in public — for the first
// time: the fan who asked for a notice on its receipt, and confirmed the address, is told once
// (decision 068). Retried like every trigger; the mail's id is the notice's, so a repeat sends
// nothing twice, and the notice (with its address) is deleted once the mail is written.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { MESSAGE_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import { bounded, retrying } from '../platform/triggers';

const answered = (data: Record<string, unknown> | undefined): boolean =>
  data?.reply !== undefined || data?.answer !== undefined;

export const notifyReplyNotice = onDocumentUpdated(
  retrying({ document: MESSAGE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('notifyReplyNotice', async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!answered(after) || answered(before)) return;
    const { noticeAnswered } = await import('./replyNotices');
    await noticeAnswered(event.params.spaceId, event.params.messageId);
  }),
);
