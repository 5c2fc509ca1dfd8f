// Boards made through the real createBoard callable, for the suites that need one on a space.
import { createBoard, type BoardInput } from '@spaces/contracts';
import type { TestUser } from './auth';
import { call } from './call';
import { unique } from './stack';

/** An open, visible board called Fan art at a fresh slug, with `over` on top. */
export const boardInput = (over: Partial<BoardInput> = {}): BoardInput => ({
  title: 'Fan art',
  slug: `b-${unique()}`,
  description: '',
  visible: true,
  mode: 'open',
  ...over,
});

/** Creates `boardInput(over)` on the owner's space and answers the board as the editor has it. */
export async function addBoard(owner: TestUser, spaceId: string, over: Partial<BoardInput> = {}) {
  const { board } = await call(createBoard, owner, { spaceId, board: boardInput(over) });
  return board;
}
