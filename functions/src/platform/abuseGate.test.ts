import { RATE_LIMITS } from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_KEY_LENGTH,
  addressKeyOf,
  allSpacesKeyOf,
  clientKeyOf,
  senderKeyOf,
  countIn,
  decide,
  place,
  screen,
  secondsUntil,
  shardLimit,
  sharedLimit,
  slowModeLastSend,
  type WindowView,
  slowModeTokenKeyOf,
  slowModeWait,
  windowAt,
} from './abuseGate';
import { reasonOf } from './errors.fixtures';

describe('screening', () => {
  it('refuses a call without App Check only while enforcement is on', () => {
    expect(reasonOf(() => screen({ appVerified: false }, undefined, true))).toBe(
      'app-check-failed',
    );
    expect(reasonOf(() => screen({ appVerified: true }, undefined, true))).toBeUndefined();
    expect(reasonOf(() => screen({ appVerified: false }, undefined, false))).toBeUndefined();
  });

  it('refuses a filled-in honeypot, and lets an empty or missing one through', () => {
    expect(reasonOf(() => screen({ appVerified: true }, 'http://spam', false))).toBe(
      'spam-suspected',
    );
    expect(reasonOf(() => screen({ appVerified: true }, ' ', false))).toBe('spam-suspected');
    expect(reasonOf(() => screen({ appVerified: true }, '', false))).toBeUndefined();
    expect(reasonOf(() => screen({ appVerified: true }, undefined, false))).toBeUndefined();
  });
});

describe('client keys', () => {
  it('are stable for one client in one space', () => {
    expect(clientKeyOf('s', 'space1', '203.0.113.9')).toBe(
      clientKeyOf('s', 'space1', '203.0.113.9'),
    );
  });

  it('differ between clients, between spaces and between secrets', () => {
    const key = clientKeyOf('s', 'space1', '203.0.113.9');
    expect(clientKeyOf('s', 'space1', '203.0.113.10')).not.toBe(key);
    expect(clientKeyOf('s', 'space2', '203.0.113.9')).not.toBe(key);
    expect(clientKeyOf('t', 'space1', '203.0.113.9')).not.toBe(key);
  });

  it('cannot be confused by moving the separator between the parts', () => {
    expect(senderKeyOf('s', 'a', 'b\nc')).not.toBe(senderKeyOf('s', 'a\nb', 'c'));
  });

  it('key an IPv6 client by its /64, whichever address in it they use', () => {
    const key = clientKeyOf('s', 'space1', '2001:db8:1:2::1');
    expect(clientKeyOf('s', 'space1', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('s', 'space1', '2001:db8:1:3::1')).not.toBe(key);
  });

  it('are short base64url strings that never contain the address', () => {
    const key = clientKeyOf('s', 'space1', '203.0.113.9');
    expect(key).toMatch(new RegExp(`^[A-Za-z0-9_-]{${CLIENT_KEY_LENGTH}}$`));
    expect(key).not.toContain('203');
  });

  it('give clients without a known address one shared key per space', () => {
    expect(clientKeyOf('s', 'space1', undefined)).toBe(clientKeyOf('s', 'space1', undefined));
  });
});

describe('sender and address keys', () => {
  it('key a sender by their browser’s token, whatever their address', () => {
    const key = senderKeyOf('s', 'space1', 'A'.repeat(22));
    expect(senderKeyOf('s', 'space1', 'A'.repeat(22))).toBe(key);
    expect(senderKeyOf('s', 'space1', 'B'.repeat(22))).not.toBe(key);
    expect(senderKeyOf('s', 'space2', 'A'.repeat(22))).not.toBe(key);
    expect(key).toMatch(new RegExp(`^[A-Za-z0-9_-]{${CLIENT_KEY_LENGTH}}$`));
  });

  it('never repeat for sends without a token', () => {
    const keys = new Set(Array.from({ length: 50 }, () => senderKeyOf('s', 'space1', undefined)));
    expect(keys.size).toBe(50);
  });

  it('key the address apart from the rate limits’ client key', () => {
    const address = addressKeyOf('s', 'space1', '203.0.113.9');
    expect(addressKeyOf('s', 'space1', '203.0.113.9')).toBe(address);
    expect(address).not.toBe(clientKeyOf('s', 'space1', '203.0.113.9'));
    expect(addressKeyOf('s', 'space1', '203.0.113.10')).not.toBe(address);
    expect(addressKeyOf('s', 'space1', '2001:db8::1')).toBe(
      addressKeyOf('s', 'space1', '2001:db8::2'),
    );
  });
});

describe('windows', () => {
  const t = Date.UTC(2026, 10, 23, 13, 24, 30, 250);

  it('are aligned to their length', () => {
    expect(windowAt(t, 60)).toEqual({
      start: Date.UTC(2026, 10, 23, 13, 24),
      end: Date.UTC(2026, 10, 23, 13, 25),
    });
    expect(windowAt(t, 86_400)).toEqual({
      start: Date.UTC(2026, 10, 23),
      end: Date.UTC(2026, 10, 24),
    });
  });

  it('start exactly at a boundary', () => {
    const boundary = Date.UTC(2026, 10, 23, 13, 25);
    expect(windowAt(boundary, 60).start).toBe(boundary);
  });

  it('say how many seconds remain, rounded up and never zero', () => {
    expect(secondsUntil(windowAt(t, 60), t)).toBe(30);
    expect(secondsUntil({ start: 0, end: 1000 }, 999)).toBe(1);
    expect(secondsUntil({ start: 0, end: 1000 }, 1000)).toBe(1);
  });
});

describe('counting', () => {
  const now = Date.UTC(2026, 10, 23, 13, 24, 30);
  const window = windowAt(now, 60);
  const stored = (start: number, count: number, expires = start + 60_000) => ({
    windowStart: Timestamp.fromMillis(start),
    count,
    expiresAt: Timestamp.fromMillis(expires),
  });

  it('counts a counter of the current window', () => {
    expect(countIn(stored(window.start, 4), window, now)).toBe(4);
  });

  it('counts nothing without a counter, or for one of an earlier window TTL has not deleted yet', () => {
    expect(countIn(undefined, window, now)).toBe(0);
    expect(countIn(stored(window.start - 60_000, 5), window, now)).toBe(0);
  });

  it('counts nothing once the counter has expired', () => {
    expect(countIn(stored(window.start, 5, now), window, now)).toBe(0);
  });
});

describe('decisions', () => {
  const now = 10_000;
  const rule = (count: number, limit: number, end: number) => ({
    count,
    limit,
    window: { start: 0, end },
  });

  it('admit while every rule has room', () => {
    expect(decide([rule(4, 5, 60_000), rule(29, 30, 86_400_000)], now)).toBeUndefined();
  });

  it('refuse at the limit, with the time until that window ends', () => {
    expect(decide([rule(5, 5, 60_000), rule(5, 30, 86_400_000)], now)).toEqual({
      retryAfterSeconds: 50,
    });
  });

  it('wait for the latest full window when several are full', () => {
    expect(decide([rule(5, 5, 60_000), rule(30, 30, 86_400_000)], now)).toEqual({
      retryAfterSeconds: 86_390,
    });
  });

  it('spread the space limit evenly over the shards, never below one', () => {
    expect(shardLimit(600, 10)).toBe(60);
    expect(shardLimit(5, 10)).toBe(1);
    const { limit, shards } = RATE_LIMITS.spacePerMinute;
    expect(shardLimit(limit, shards) * shards).toBe(limit);
  });
});

describe('the key across every space', () => {
  const hour = Date.UTC(2026, 10, 23, 13);

  it('is the same for one client in every space within the hour, and keys IPv6 by its /64', () => {
    const key = allSpacesKeyOf('s', '203.0.113.9', hour);
    expect(allSpacesKeyOf('s', '203.0.113.9', hour)).toBe(key);
    expect(allSpacesKeyOf('s', '2001:db8:1:2::1', hour)).toBe(
      allSpacesKeyOf('s', '2001:db8:1:2::ffff', hour),
    );
  });

  it('links nothing: another hour, another client or another secret is another key', () => {
    const key = allSpacesKeyOf('s', '203.0.113.9', hour);
    expect(allSpacesKeyOf('s', '203.0.113.9', hour + 3_600_000)).not.toBe(key);
    expect(allSpacesKeyOf('s', '203.0.113.10', hour)).not.toBe(key);
    expect(allSpacesKeyOf('t', '203.0.113.9', hour)).not.toBe(key);
  });

  it('is none of the keys made within a space', () => {
    const key = allSpacesKeyOf('s', '203.0.113.9', hour);
    for (const spaceKey of [
      clientKeyOf('s', 'space1', '203.0.113.9'),
      addressKeyOf('s', 'space1', '203.0.113.9'),
    ])
      expect(spaceKey).not.toBe(key);
    expect(key).toMatch(new RegExp(`^[A-Za-z0-9_-]{${CLIENT_KEY_LENGTH}}$`));
    expect(key).not.toContain('203');
  });
});

describe('slow mode', () => {
  const now = Date.UTC(2026, 10, 23, 13, 24, 30);

  it('remembers a token by a key of its own, apart from its stored sender key', () => {
    const token = 'A'.repeat(22);
    const key = slowModeTokenKeyOf('s', 'space1', token);
    expect(key).not.toBe(senderKeyOf('s', 'space1', token));
    expect(key).not.toBe(clientKeyOf('s', 'space1', '203.0.113.9'));
    expect(slowModeTokenKeyOf('s', 'space2', token)).not.toBe(key);
  });

  it('counts a token the space remembers by the token, any other send by its address', () => {
    // A fan behind a shared address, whose browser sent here an hour ago: their own wait.
    expect(slowModeLastSend({ client: now - 1_000, token: now - 3_600_000 })).toBe(now - 3_600_000);
    // No token, a token minted by this request, or one the space never saw: the address's.
    expect(slowModeLastSend({ client: now - 1_000, token: undefined })).toBe(now - 1_000);
    expect(slowModeLastSend({ client: undefined, token: undefined })).toBeUndefined();
  });

  it('makes a sender wait out the minutes since their last send, rounded up', () => {
    expect(slowModeWait(5, now - 60_000, now)).toBe(240);
    expect(slowModeWait(1, now - 59_500, now)).toBe(1);
    expect(slowModeWait(60, now, now)).toBe(3_600);
  });

  it('lets a sender through when slow mode is off, they never sent, or waited long enough', () => {
    expect(slowModeWait(0, now - 1_000, now)).toBeUndefined();
    expect(slowModeWait(5, undefined, now)).toBeUndefined();
    expect(slowModeWait(5, now - 300_000, now)).toBeUndefined();
  });
});

describe('the space’s fair window', () => {
  const { limit, shards, firstSeenShare } = RATE_LIMITS.spacePerMinute;
  const shard = { limit: shardLimit(limit, shards), shared: sharedLimit(60, firstSeenShare) };
  const firstSeenLimit = shardLimit(RATE_LIMITS.firstSeenPerMinute.limit, shards);
  /** A write in the window: a regular's by default, at `count` of the shard, out of raid mode. */
  const view = (over: Partial<WindowView> & { count?: number; firstSeenCount?: number } = {}) => {
    const { count = 0, firstSeenCount = 0, ...rest } = over;
    return {
      inRaid: false,
      shard: { ...shard, count },
      firstSeen: false,
      firstOfMinute: true,
      firstSeenShard: { count: firstSeenCount, limit: firstSeenLimit },
      ...rest,
    };
  };
  const delivered = { held: false, counted: true, countedFirstSeen: false, entersRaid: false };

  it('lets no client take more than a small share of the space’s minute', () => {
    expect(RATE_LIMITS.clientPerMinute.limit / limit).toBeLessThanOrEqual(0.01);
  });

  it('keeps part of every shard for first-seen clients, at least one', () => {
    expect(sharedLimit(60, 0.2)).toBe(48);
    expect(sharedLimit(3, 0.2)).toBe(2);
    expect(sharedLimit(1, 0.2)).toBe(0);
  });

  it('delivers and counts while the shard has room', () => {
    expect(place(view())).toEqual(delivered);
    expect(place(view({ count: 47 }))).toEqual(delivered);
  });

  it('counts a first-seen client’s first send of the minute among the minute’s newcomers', () => {
    expect(place(view({ firstSeen: true }))).toEqual({ ...delivered, countedFirstSeen: true });
    expect(place(view({ firstSeen: true, firstOfMinute: false }))).toEqual(delivered);
  });

  it('holds a regular past the shared part, while a first-seen client still gets through', () => {
    expect(place(view({ count: 48 }))).toEqual({ ...delivered, held: true, counted: false });
    expect(place(view({ count: 59, firstSeen: true }))).toEqual({
      ...delivered,
      countedFirstSeen: true,
    });
  });

  it('holds everyone and enters raid mode when the shard overflows, never refusing', () => {
    for (const firstSeen of [true, false])
      expect(place(view({ count: 60, firstSeen }))).toEqual({
        held: true,
        counted: false,
        countedFirstSeen: firstSeen,
        entersRaid: true,
      });
  });

  it('enters raid mode on the rate of first-seen clients, far below a full window', () => {
    expect(firstSeenLimit * shards).toBeLessThan(limit / 2);
    expect(place(view({ firstSeen: true, firstSeenCount: firstSeenLimit - 1 }))).toEqual({
      ...delivered,
      countedFirstSeen: true,
    });
    expect(place(view({ firstSeen: true, firstSeenCount: firstSeenLimit }))).toEqual({
      held: true,
      counted: false,
      countedFirstSeen: true,
      entersRaid: true,
    });
    // A regular writing in the same minute neither waits for it nor starts it.
    expect(place(view({ firstSeenCount: firstSeenLimit }))).toEqual(delivered);
  });

  it('holds first-seen clients in raid mode without counting, and enters it only once', () => {
    for (const count of [0, 30, 60])
      expect(place(view({ inRaid: true, count, firstSeen: true }))).toEqual({
        held: true,
        counted: false,
        countedFirstSeen: false,
        entersRaid: false,
      });
  });

  it('delivers a regular in raid mode, counted in the window, which still holds past its part', () => {
    expect(place(view({ inRaid: true }))).toEqual(delivered);
    expect(place(view({ inRaid: true, count: 48 }))).toEqual({
      ...delivered,
      held: true,
      counted: false,
    });
    expect(place(view({ inRaid: true, count: 60 }))).toEqual({
      ...delivered,
      held: true,
      counted: false,
    });
  });
});
