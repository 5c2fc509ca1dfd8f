// The demo space's public document (/demo), built in memory the way scripts/seed.ts and the sync
// trigger build it: the seeded space, its approved fan messages as the wall's first page, its
// boards in the board index, then the same buildPublicSpace the sync writes. No emulator: the
// seeded pictures (avatar, header, cards) exist only in Storage, so the page shows none.
import type { PublicSpace } from '@spaces/contracts';
import { indexEntryOf, withEntry } from '../../functions/src/boards/board';
import type { BoardIndexEntry } from '../../functions/src/spaces/boardIndex';
import { wallPage } from '../../functions/src/messages/inbox';
import { buildPublicSpace } from '../../functions/src/spaces/publicSpace';
import { demoBoards } from '../seed-boards';
import { DEMO } from '../../fixtures/demo';
import { demoSpace } from '../../fixtures/demo-space';
import { demoMessages } from '../seed';

export function demoPublicSpace(now = new Date()): PublicSpace {
  const approved = demoMessages(now).filter(
    ([, m]) => m.kind === 'fanMessage' && m.wall === 'approved',
  );
  const { wall, wallNext } = wallPage(approved, new Map());
  let boardIndex: BoardIndexEntry[] = [];
  for (const { boardId, board } of demoBoards(now))
    boardIndex = withEntry(boardIndex, indexEntryOf(boardId, board));
  const space = { ...demoSpace(), wall, ...(wallNext !== undefined && { wallNext }), boardIndex };
  return buildPublicSpace(DEMO.spaceId, space, now.toISOString());
}
