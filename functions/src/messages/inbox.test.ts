import { LIMITS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import { decodeCursor } from './cursor';
import {
  applyChange,
  blockSample,
  counterDelta,
  holdInRaid,
  inboxConditions,
  isOnWall,
  settleHeld,
  sumShards,
  wallChanged,
  wallPage,
  wallQueryLimit,
  weekAgo,
} from './inbox';
import type { StoredMessage } from './message';
import { storedMessage } from './message.fixtures';

const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const message = (over: Partial<StoredMessage> = {}) =>
  storedMessage({ kind: 'fanMessage', createdAt: t(0), ...over });

describe('inboxConditions', () => {
  it('leaves archived and held messages out of all and unread', () => {
    expect(inboxConditions('all')).toEqual([
      ['archived', false],
      ['held', false],
    ]);
    expect(inboxConditions('unread')).toEqual([
      ['archived', false],
      ['held', false],
      ['read', false],
    ]);
  });

  it('shows held messages only under held, and narrows by kind first', () => {
    expect(inboxConditions('held', 'letter')).toEqual([
      ['kind', 'letter'],
      ['held', true],
    ]);
    expect(inboxConditions('starred', 'fanMessage')).toEqual([
      ['kind', 'fanMessage'],
      ['held', false],
      ['starred', true],
    ]);
    expect(inboxConditions('archived')).toEqual([
      ['archived', true],
      ['held', false],
    ]);
  });
});

describe('counterDelta', () => {
  it('counts reading, unreading, holding, releasing and deleting exactly once', () => {
    expect(counterDelta(message(), message({ read: true }))).toEqual({ unread: -1, held: 0 });
    expect(counterDelta(message({ read: true }), message())).toEqual({ unread: 1, held: 0 });
    expect(counterDelta(message({ held: true }), message())).toEqual({ unread: 1, held: -1 });
    expect(counterDelta(message({ held: true }), undefined)).toEqual({ unread: 0, held: -1 });
    expect(counterDelta(message(), undefined)).toEqual({ unread: -1, held: 0 });
  });

  it('moves nothing when the counted state stays', () => {
    expect(counterDelta(message({ read: true }), message({ read: true, starred: true }))).toEqual({
      unread: 0,
      held: 0,
    });
    expect(counterDelta(message({ held: true }), message({ held: true, read: true }))).toEqual({
      unread: 0,
      held: 0,
    });
  });

  it('sums shards, missing ones as zero', () => {
    expect(sumShards([{ unread: 2, held: 1 }, undefined, { unread: -1, held: 0 }, {}])).toEqual({
      unread: 1,
      held: 1,
    });
  });
});

describe('applyChange', () => {
  it('applies every given flag and keeps the rest', () => {
    const before = message({ starred: true });
    expect(applyChange(before, { read: true, archived: true }, 'messageIds.0')).toEqual({
      ...before,
      read: true,
      archived: true,
    });
  });

  it('returns the same message when nothing changes', () => {
    const read = message({ read: true, wall: 'approved' });
    expect(applyChange(read, { read: true, wall: 'approved' }, 'messageIds.0')).toBe(read);
    expect(applyChange(read, { release: true }, 'messageIds.0')).toBe(read);
  });

  it('releases a held message, and may approve it in the same change', () => {
    expect(applyChange(message({ held: true }), { release: true }, 'm').held).toBe(false);
    expect(
      applyChange(message({ held: true }), { release: true, wall: 'approved' }, 'm'),
    ).toMatchObject({ held: false, wall: 'approved' });
  });

  it('refuses the wall for letters and for messages still held', () => {
    for (const [m, wall] of [
      [message({ kind: 'letter' }), 'approved'],
      [message({ kind: 'letter' }), 'hidden'],
      [message({ held: true }), 'approved'],
    ] as const) {
      let caught: unknown;
      try {
        applyChange(m, { wall }, 'messageIds.3');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).issues).toEqual([
        { field: 'messageIds.3', rule: 'notApplicable' },
      ]);
    }
  });
});

describe('settleHeld', () => {
  it('releases a held message into the unread inbox, counted as a release', () => {
    const held = message({ held: true, kind: 'letter' });
    const released = settleHeld(held, 'release');
    expect(released).toEqual({ ...held, held: false });
    expect(counterDelta(held, released)).toEqual({ unread: 1, held: -1 });
  });

  it('deletes a held message, counted off the held count', () => {
    const held = message({ held: true });
    expect(settleHeld(held, 'delete')).toBeUndefined();
    expect(counterDelta(held, undefined)).toEqual({ unread: 0, held: -1 });
  });

  it('leaves a message released meanwhile as it is, whatever the action', () => {
    const delivered = message({ read: true, wall: 'approved' });
    expect(settleHeld(delivered, 'delete')).toBe(delivered);
    expect(settleHeld(delivered, 'release')).toBe(delivered);
  });
});

describe('wallPage', () => {
  const approved = (n: number, minute = n) =>
    [
      `m${String(n).padStart(3, '0')}`,
      message({ wall: 'approved', createdAt: t(minute) }),
    ] as const;
  /** Approved messages m{from}…m{to}, newest (highest) first, as the wall query returns them. */
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => approved(to - i));

  it('adds a newly approved message in its place, newest first, ties by id', () => {
    const page = wallPage(range(1, 3), new Map([['m005', approved(5, 2)[1]]]));
    expect(page.wall.map((m) => m.messageId)).toEqual(['m003', 'm005', 'm002', 'm001']);
    expect(page.wallNext).toBeUndefined();
  });

  it('takes hidden and deleted messages off', () => {
    const page = wallPage(
      range(1, 3),
      new Map([
        ['m003', message({ wall: 'hidden', createdAt: t(3) })],
        ['m001', undefined],
      ]),
    );
    expect(page.wall.map((m) => m.messageId)).toEqual(['m002']);
  });

  it('keeps one page and points past it when more are approved', () => {
    const first = LIMITS.wallFirstPage;
    const page = wallPage(range(1, first + 1), new Map());
    expect(page.wall).toHaveLength(first);
    expect(page.wall[0]?.messageId).toBe(`m${String(first + 1).padStart(3, '0')}`);
    expect(decodeCursor(page.wallNext!)).toEqual({ createdAt: t(2), messageId: 'm002' });
  });

  it('fills the page from the extra messages read when the change removes some', () => {
    const first = LIMITS.wallFirstPage;
    const read = range(1, first + 30).slice(0, wallQueryLimit(2));
    const page = wallPage(
      read,
      new Map([
        [read[0]![0], undefined],
        [read[1]![0], message({ wall: 'hidden', createdAt: read[1]![1].createdAt })],
      ]),
    );
    expect(page.wall).toHaveLength(first);
    expect(page.wall[0]?.messageId).toBe(read[2]![0]);
    expect(page.wallNext).toBeDefined();
  });

  it('shows an approved message with its public fields only', () => {
    expect(wallPage([approved(1)], new Map()).wall).toEqual([
      {
        messageId: 'm001',
        body: 'いつも応援しています！',
        name: 'Aki',
        createdAt: t(1).toISOString(),
      },
    ]);
  });

  it('tells whether the stored wall differs', () => {
    const page = wallPage([approved(1)], new Map());
    expect(wallChanged({ wall: page.wall }, page)).toBe(false);
    expect(wallChanged({}, page)).toBe(true);
    expect(wallChanged({}, { wall: [] })).toBe(false);
  });
});

describe('blockSample', () => {
  it('keeps the first 40 characters, never splitting one', () => {
    const body = '🎉'.repeat(50);
    expect(blockSample(body)).toBe('🎉'.repeat(40));
    expect(blockSample('short')).toBe('short');
    // A flag is two code points: never half of one.
    expect(blockSample('🇯🇵'.repeat(41))).toBe('🇯🇵'.repeat(40));
  });
});

describe('the week of lettersThisWeek', () => {
  it('starts at midnight in Japan six dates before today, like the insights’ 7 days', () => {
    // 2026-11-25 11:00 in Japan: the week is 19–25 November, Japan time.
    expect(weekAgo(new Date('2026-11-25T02:00:00Z')).toISOString()).toBe(
      '2026-11-18T15:00:00.000Z',
    );
    // 23:30 on the 24th in Japan is still the 24th's week.
    expect(weekAgo(new Date('2026-11-24T14:30:00Z')).toISOString()).toBe(
      '2026-11-17T15:00:00.000Z',
    );
  });
});

describe('holdInRaid', () => {
  it('holds a delivered message off the inbox and the wall, counted as held', () => {
    const onWall = message({ wall: 'approved' });
    const held = holdInRaid(onWall);
    expect(held).toEqual({ ...onWall, held: true });
    expect(isOnWall(held)).toBe(false);
    expect(counterDelta(onWall, held)).toEqual({ unread: -1, held: 1 });
  });

  it('leaves a held message as it is', () => {
    const held = message({ held: true });
    expect(holdInRaid(held)).toBe(held);
  });
});
