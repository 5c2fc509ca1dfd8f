// Every write of a board document: the one trigger of `spaces/{spaceId}/boards/{boardId}`
// (decision 062), whose one handler keeps the board's public documents.
import { documentTrigger } from '../platform/documentTrigger';
import { BOARD_DOCUMENT_PATH, type BoardParams } from '../platform/documents';
import { EVERY_WRITE, lazyHandler, type WriteHandler } from '../platform/triggers';

export const BOARD_HANDLERS: readonly WriteHandler<BoardParams>[] = [
  lazyHandler('syncPublicBoard', EVERY_WRITE, () => import('../boards/syncPublicBoard')),
];

export const onBoardWritten = documentTrigger(
  'onBoardWritten',
  BOARD_DOCUMENT_PATH,
  BOARD_HANDLERS,
);
