// Every write of a letter or fan message: the one trigger of `spaces/{spaceId}/messages/{messageId}`
// (decision 062), which hands the write to each feature's handler that takes it.
import { documentTrigger } from '../platform/documentTrigger';
import { MESSAGE_DOCUMENT_PATH, type MessageParams } from '../platform/documents';
import { lazyHandler, type WriteHandler } from '../platform/triggers';

export const MESSAGE_HANDLERS: readonly WriteHandler<MessageParams>[] = [
  lazyHandler('notifyNewMessage', ['created'], () => import('../notifications/notifyNewMessage')),
  lazyHandler('notifyReplyNotice', ['updated'], () => import('../notifications/notifyReplyNotice')),
  lazyHandler('deleteAnswerOfMessage', ['deleted'], () => import('../answers/deleteOrphanAnswers')),
];

export const onMessageWritten = documentTrigger(
  'onMessageWritten',
  MESSAGE_DOCUMENT_PATH,
  MESSAGE_HANDLERS,
);
