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
  slowModeKeyOf,
  slowModeWait,
  windowAt,
} from './abuseGate';
import { DomainError } from './errors';

const reasonOf = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.reason;
    throw error;
  }
  return undefined;
};

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

  it('counts a browser with a token by the token, apart from its stored sender key', () => {
    const token = 'A'.repeat(22);
    const key = slowModeKeyOf('s', 'space1', '203.0.113.9', token);
    expect(slowModeKeyOf('s', 'space1', '198.51.100.1', token)).toBe(key);
    expect(key).not.toBe(senderKeyOf('s', 'space1', token));
    expect(slowModeKeyOf('s', 'space2', '203.0.113.9', token)).not.toBe(key);
  });

  it('counts a browser without a token by its client key', () => {
    expect(slowModeKeyOf('s', 'space1', '203.0.113.9', undefined)).toBe(
      clientKeyOf('s', 'space1', '203.0.113.9'),
    );
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
  const { limit, shards, newClientShare } = RATE_LIMITS.spacePerMinute;
  const shard = { limit: shardLimit(limit, shards), shared: sharedLimit(60, newClientShare) };

  it('lets no client take more than a small share of the space’s minute', () => {
    expect(RATE_LIMITS.clientPerMinute.limit / limit).toBeLessThanOrEqual(0.01);
  });

  it('keeps part of every shard for new clients, at least one', () => {
    expect(sharedLimit(60, 0.2)).toBe(48);
    expect(sharedLimit(3, 0.2)).toBe(2);
    expect(sharedLimit(1, 0.2)).toBe(0);
  });

  it('delivers and counts while the shard has room', () => {
    expect(place(false, 0, shard, false)).toEqual({
      held: false,
      counted: true,
      entersRaid: false,
    });
    expect(place(false, 47, shard, false)).toEqual({
      held: false,
      counted: true,
      entersRaid: false,
    });
  });

  it('holds a returning client past the shared part, while a new client still gets through', () => {
    expect(place(false, 48, shard, false)).toEqual({
      held: true,
      counted: false,
      entersRaid: false,
    });
    expect(place(false, 59, shard, true)).toEqual({
      held: false,
      counted: true,
      entersRaid: false,
    });
  });

  it('holds everyone and enters raid mode when the shard overflows, never refusing', () => {
    for (const newClient of [true, false])
      expect(place(false, 60, shard, newClient)).toEqual({
        held: true,
        counted: false,
        entersRaid: true,
      });
  });

  it('holds everything in raid mode without counting, and enters it only once', () => {
    for (const count of [0, 30, 60])
      expect(place(true, count, shard, true)).toEqual({
        held: true,
        counted: false,
        entersRaid: false,
      });
  });
});
