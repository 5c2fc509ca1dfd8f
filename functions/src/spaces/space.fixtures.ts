// What the pure tests of a space's changes share: fixed times, a fresh space, the rows and images
// they change it with, and the issues a refused change names.
import type { ButtonInput, CardInput, ImageRef } from '@spaces/contracts';
import type { BoardIndexEntry } from './boardIndex';
import { newSpace, type NewId, type Space } from './space';

export const t0 = new Date('2026-01-01T00:00:00Z');
export const t1 = new Date('2026-01-02T00:00:00Z');

/** New rows' ids, id1, id2, … as the store would hand them out. */
export const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

/** A space as created at `t0`, with `over` on top. */
export const space = (over: Partial<Space> = {}): Space => ({
  ...newSpace('owner', 'my-space', 'Mika', t0),
  ...over,
});

export const button = (over: Partial<ButtonInput> = {}): ButtonInput => ({
  label: 'Shop',
  url: 'https://shop.example.com/',
  color: 'primary',
  variant: 'solid',
  visible: true,
  ...over,
});

export const card = (over: Partial<CardInput> = {}): CardInput => ({
  title: 'Zine',
  text: 'Issue 3',
  visible: true,
  ...over,
});

/** An image of the owner's, stored under `name`. */
export const image = (name: string): ImageRef => ({
  path: `images/owner/${name}`,
  width: 640,
  height: 480,
  widths: [320, 640],
  color: '#888888',
});

/** A visible, empty board of the space's index, its id and title its slug unless `over` says. */
export const boardEntry = (slug: string, over: Partial<BoardIndexEntry> = {}): BoardIndexEntry => ({
  boardId: slug,
  slug,
  formerSlugs: [],
  title: slug,
  visible: true,
  postCount: 0,
  ...over,
});

import { issuesOf } from '../platform/errors.fixtures';

export { issuesOf };

/** The issues a change of a fresh space's list to `rows` is refused with, as issuesOf reads them. */
export function rowIssues<R>(
  change: (space: Space, rows: readonly R[], now: Date, newId: NewId) => Space,
  rows: readonly R[],
) {
  return issuesOf(() => change(space(), rows, t1, ids()));
}
