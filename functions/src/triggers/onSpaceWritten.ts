// Every write of a space document: the one trigger of `spaces/{spaceId}`, which hands the write to
// each feature's handler that takes it (decision 062). Each handler is idempotent and has its own
// test; one's failure stops none of the others, and the event is delivered again.
import { documentTrigger } from '../platform/documentTrigger';
import { SPACE_DOCUMENT_PATH, type SpaceParams } from '../platform/documents';
import { EVERY_WRITE, lazyHandler, type WriteHandler } from '../platform/triggers';

export const SPACE_HANDLERS: readonly WriteHandler<SpaceParams>[] = [
  lazyHandler('syncPublicSpace', EVERY_WRITE, () => import('../spaces/syncPublicSpace')),
  lazyHandler('syncSpaceBoards', EVERY_WRITE, () => import('../boards/syncSpaceBoards')),
  lazyHandler('deleteRemovedImages', ['updated'], () => import('../images/deleteRemovedImages')),
  lazyHandler('notifyRaidMode', ['updated'], () => import('../notifications/notifyRaidMode')),
  lazyHandler('deleteSpaceImages', ['deleted'], () => import('../images/deleteSpaceImages')),
  lazyHandler('deleteSpaceMessages', ['deleted'], () => import('../messages/deleteSpaceMessages')),
  lazyHandler('deleteSpaceInsights', ['deleted'], () => import('../insights/deleteSpaceInsights')),
  lazyHandler('deleteSpaceReports', ['deleted'], () => import('../reports/deleteSpaceReports')),
];

export const onSpaceWritten = documentTrigger(
  'onSpaceWritten',
  SPACE_DOCUMENT_PATH,
  SPACE_HANDLERS,
);
