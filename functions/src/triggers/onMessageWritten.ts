// Every write of a letter or fan message: the one trigger of `spaces/{spaceId}/messages/{messageId}`
// (decision 062), which hands the write to each feature's handler that takes it.
import { documentTrigger } from '../platform/documentTrigger';
import { MESSAGE_DOCUMENT_PATH, type MessageParams } from '../platform/documents';
import type { WriteHandler } from '../platform/triggers';

export const MESSAGE_HANDLERS: readonly WriteHandler<MessageParams>[] = [
  {
    name: 'notifyNewMessage',
    on: ['created'],
    load: async () => (await import('../notifications/notifyNewMessage')).notifyNewMessage,
  },
  {
    name: 'notifyReplyNotice',
    on: ['updated'],
    load: async () => (await import('../notifications/notifyReplyNotice')).notifyReplyNotice,
  },
  {
    name: 'deleteAnswerOfMessage',
    on: ['deleted'],
    load: async () => (await import('../answers/deleteOrphanAnswers')).deleteAnswerOfMessage,
  },
];

export const onMessageWritten = documentTrigger(
  'onMessageWritten',
  MESSAGE_DOCUMENT_PATH,
  MESSAGE_HANDLERS,
);
