// The owner's inbox as pure decisions: which documents a filter means, what a change does to a
// message, how much each change moves the counter shards, and the wall's first page after a
// change. The store reads and writes; everything it decides comes from here.
import {
  graphemePrefix,
  japanDatesEnding,
  japanDayStart,
  LIMITS,
  type HeldAction,
  type InboxFilter,
  type MessageChange,
  type MessageKind,
  type WallMessage,
} from '@spaces/contracts';
import { ValidationError } from '../platform/errors';
import { encodeCursor } from './cursor';
import { toWallMessage, type MessageCounterShard, type StoredMessage } from './message';

/** An equality condition on a stored message field. */
export type Condition = readonly [field: keyof StoredMessage, value: boolean | string];

/**
 * The equality conditions of an inbox list, in the order firestore.indexes.json declares them
 * (then `createdAt` and the document id, both descending). `all` and `unread` leave out archived
 * and held messages; only the `held` filter shows held ones.
 */
export function inboxConditions(filter: InboxFilter, kind?: MessageKind): Condition[] {
  const byFilter: Record<InboxFilter, Condition[]> = {
    all: [
      ['archived', false],
      ['held', false],
    ],
    unread: [
      ['archived', false],
      ['held', false],
      ['read', false],
    ],
    starred: [
      ['held', false],
      ['starred', true],
    ],
    archived: [
      ['archived', true],
      ['held', false],
    ],
    held: [['held', true]],
  };
  return [...(kind ? [['kind', kind] as const] : []), ...byFilter[filter]];
}

/** What one message adds to the space's counts: unread when delivered (not held) and unread. */
export function countOf(m: StoredMessage | undefined): MessageCounterShard {
  return { unread: m && !m.held && !m.read ? 1 : 0, held: m?.held ? 1 : 0 };
}

/** How a change of one message (or its deletion, `after` undefined) moves the space's counts. */
export function counterDelta(
  before: StoredMessage,
  after: StoredMessage | undefined,
): MessageCounterShard {
  const [b, a] = [countOf(before), countOf(after)];
  return { unread: a.unread - b.unread, held: a.held - b.held };
}

export function sumDeltas(deltas: readonly MessageCounterShard[]): MessageCounterShard {
  return deltas.reduce((sum, d) => ({ unread: sum.unread + d.unread, held: sum.held + d.held }), {
    unread: 0,
    held: 0,
  });
}

/** The space's counts: the sums over its shards (missing shards count zero). */
export function sumShards(shards: readonly (Partial<MessageCounterShard> | undefined)[]) {
  return sumDeltas(shards.map((s) => ({ unread: s?.unread ?? 0, held: s?.held ?? 0 })));
}

const sameState = (a: StoredMessage, b: StoredMessage) =>
  a.read === b.read &&
  a.starred === b.starred &&
  a.archived === b.archived &&
  a.held === b.held &&
  a.wall === b.wall;

/**
 * One message after `change`; the same object when nothing changes, so that a repeated action
 * writes nothing. The wall is for fan messages only, and a message still held cannot go on it
 * (release it first, or in the same change): both are refused as invalid input naming the
 * message's place in the selection.
 */
export function applyChange(
  message: StoredMessage,
  change: MessageChange,
  field: string,
): StoredMessage {
  const held = change.release ? false : message.held;
  if (change.wall !== undefined && change.wall !== message.wall) {
    if (message.kind !== 'fanMessage' || (change.wall === 'approved' && held))
      throw new ValidationError([{ field, rule: 'notApplicable' }]);
  }
  const next: StoredMessage = {
    ...message,
    read: change.read ?? message.read,
    starred: change.starred ?? message.starred,
    archived: change.archived ?? message.archived,
    held,
    wall: change.wall ?? message.wall,
  };
  return sameState(message, next) ? message : next;
}

/**
 * A message of a flood's start (decision 066): held as an NG word holds one, off the inbox and the
 * wall until the owner releases it; one held already stays as it is.
 */
export function holdInRaid(message: StoredMessage): StoredMessage {
  return message.held ? message : { ...message, held: true };
}

/**
 * One message under "release all held" or "delete all held": a held message is released (as the
 * inbox's own Release does) or deleted (undefined); one that is no longer held (the owner
 * released it meanwhile, in another tab) is left as it is.
 */
export function settleHeld(message: StoredMessage, action: HeldAction): StoredMessage | undefined {
  if (!message.held) return message;
  return action === 'delete' ? undefined : applyChange(message, { release: true }, 'held');
}

/** Whether a message belongs on the public wall. */
export const isOnWall = (m: StoredMessage) =>
  m.kind === 'fanMessage' && m.wall === 'approved' && !m.held;

/**
 * How many approved messages the store must read to know the new first page for sure: one page
 * and one more (to know whether there is a next page), plus one for each message the change may
 * take off the wall.
 */
export const wallQueryLimit = (changed: number) => LIMITS.wallFirstPage + 1 + changed;

export interface WallPage {
  wall: WallMessage[];
  wallNext?: string;
}

const newestFirst = (
  [a, x]: readonly [string, StoredMessage],
  [b, y]: readonly [string, StoredMessage],
) => y.createdAt.getTime() - x.createdAt.getTime() || (a < b ? 1 : a > b ? -1 : 0);

/**
 * The wall's first page after a change: `approved` is what the wall query returned before the
 * change (newest first, at most `wallQueryLimit(changed.size)`), `changed` the selected messages
 * after it (undefined when deleted). A changed message replaces its old self in the list.
 */
export function wallPage(
  approved: readonly (readonly [string, StoredMessage])[],
  changed: ReadonlyMap<string, StoredMessage | undefined>,
): WallPage {
  const kept = approved.filter(([id]) => !changed.has(id));
  const added = [...changed].flatMap(([id, m]) => (m && isOnWall(m) ? [[id, m] as const] : []));
  const all = [...kept, ...added].sort(newestFirst);
  const page = all.slice(0, LIMITS.wallFirstPage);
  const last = page.at(-1);
  return {
    wall: page.map(([id, m]) => toWallMessage(id, m)),
    ...(all.length > page.length &&
      last && { wallNext: encodeCursor({ createdAt: last[1].createdAt, messageId: last[0] }) }),
  };
}

/** Whether a wall page differs from what the space carries (so that an unchanged wall is not rewritten). */
export function wallChanged(
  space: { wall?: WallMessage[]; wallNext?: string },
  page: WallPage,
): boolean {
  return (
    JSON.stringify(space.wall ?? []) !== JSON.stringify(page.wall) ||
    space.wallNext !== page.wallNext
  );
}

/** The first characters of a message, stored with a block so the owner recognises the sender. */
export function blockSample(body: string): string {
  // At most 4 code points a grapheme: combining marks cannot stretch the sample.
  return graphemePrefix(body, 40, 160);
}

/**
 * The window of `lettersThisWeek`: the same seven Japan dates, today included, as the insights'
 * 7-day period, so the overview's two cards count one week.
 */
export function weekAgo(now: Date): Date {
  return japanDayStart(japanDatesEnding(now, 7)[0]!);
}
