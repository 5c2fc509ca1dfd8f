// Every write of a space document: the one trigger of `spaces/{spaceId}`, which hands the write to
// each feature's handler that takes it (decision 062). Each handler is idempotent and has its own
// test; one's failure stops none of the others, and the event is delivered again.
import { documentTrigger } from '../platform/documentTrigger';
import { SPACE_DOCUMENT_PATH, type SpaceParams } from '../platform/documents';
import { EVERY_WRITE, type WriteHandler } from '../platform/triggers';

export const SPACE_HANDLERS: readonly WriteHandler<SpaceParams>[] = [
  {
    name: 'syncPublicSpace',
    on: EVERY_WRITE,
    load: async () => (await import('../spaces/syncPublicSpace')).syncPublicSpace,
  },
  {
    name: 'syncSpaceBoards',
    on: EVERY_WRITE,
    load: async () => (await import('../boards/syncSpaceBoards')).syncSpaceBoards,
  },
  {
    name: 'deleteRemovedImages',
    on: ['updated'],
    load: async () => (await import('../images/deleteRemovedImages')).deleteRemovedImages,
  },
  {
    name: 'notifyRaidMode',
    on: ['updated'],
    load: async () => (await import('../notifications/notifyRaidMode')).notifyRaidMode,
  },
  {
    name: 'deleteSpaceImages',
    on: ['deleted'],
    load: async () => (await import('../images/deleteSpaceImages')).deleteSpaceImages,
  },
  {
    name: 'deleteSpaceMessages',
    on: ['deleted'],
    load: async () => (await import('../messages/deleteSpaceMessages')).deleteSpaceMessages,
  },
  {
    name: 'deleteSpaceInsights',
    on: ['deleted'],
    load: async () => (await import('../insights/deleteSpaceInsights')).deleteSpaceInsights,
  },
  {
    name: 'deleteSpaceReports',
    on: ['deleted'],
    load: async () => (await import('../reports/deleteSpaceReports')).deleteSpaceReports,
  },
];

export const onSpaceWritten = documentTrigger(
  'onSpaceWritten',
  SPACE_DOCUMENT_PATH,
  SPACE_HANDLERS,
);
