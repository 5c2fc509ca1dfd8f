import { EMBED_POSTER_LIMITS } from '@spaces/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FetchRefused } from '../platform/safeFetch';
import { claimPosters, fetchPosters, type PosterLedger } from './posters';

const NOW = Date.UTC(2026, 10, 27, 9, 30);
const HOUR = Date.UTC(2026, 10, 27, 9);
const A = { itemId: 'a', url: 'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg' };
const B = { itemId: 'b', url: 'https://i.ytimg.com/vi/bbbbbbbbbbb/hqdefault.jpg' };
const minutes = (n: number) => n * 60_000;

const ledger = (items: PosterLedger['items'], count = 1): PosterLedger => ({
  windowStart: HOUR,
  count,
  items,
});

describe('claimPosters', () => {
  it('claims what nobody asked for yet and counts it in the hour', () => {
    expect(claimPosters(undefined, [A, B], NOW)).toEqual({
      claimed: [A, B],
      ledger: ledger(
        {
          a: { url: A.url, attempts: 1, lastAt: NOW },
          b: { url: B.url, attempts: 1, lastAt: NOW },
        },
        2,
      ),
    });
  });

  it('waits while an attempt may still be running, then tries again', () => {
    const running = ledger({ a: { url: A.url, attempts: 1, lastAt: NOW - minutes(1) } });
    expect(claimPosters(running, [A], NOW)).toEqual({ claimed: [], ledger: running });
    const done = ledger({ a: { url: A.url, attempts: 1, lastAt: NOW - minutes(3) } });
    expect(claimPosters(done, [A], NOW).ledger.items.a).toEqual({
      url: A.url,
      attempts: 2,
      lastAt: NOW,
    });
  });

  it('stops after the attempts an embed gets, until they are forgotten', () => {
    const spent = ledger({
      a: { url: A.url, attempts: EMBED_POSTER_LIMITS.attemptsPerEmbed, lastAt: NOW - minutes(30) },
    });
    expect(claimPosters(spent, [A], NOW).claimed).toEqual([]);
    const dayLater = NOW + EMBED_POSTER_LIMITS.rememberedSeconds * 1000;
    expect(claimPosters(spent, [A], dayLater).ledger.items.a?.attempts).toBe(1);
  });

  it('starts again when the embed points at something else', () => {
    const other = ledger({ a: { url: B.url, attempts: 3, lastAt: NOW - minutes(1) } });
    expect(claimPosters(other, [A], NOW).claimed).toEqual([A]);
  });

  it("never goes past the space's fetches for the hour; a new hour counts afresh", () => {
    const full = ledger({}, EMBED_POSTER_LIMITS.perSpaceHour);
    expect(claimPosters(full, [A], NOW)).toEqual({ claimed: [], ledger: full });
    const lastHour = { ...full, windowStart: HOUR - 3_600_000 };
    expect(claimPosters(lastHour, [A], NOW).ledger.count).toBe(1);
    const almost = ledger({}, EMBED_POSTER_LIMITS.perSpaceHour - 1);
    expect(claimPosters(almost, [A, B], NOW).claimed).toEqual([A]);
  });

  it('forgets embeds that no longer want a poster, and takes each embed once', () => {
    const before = ledger({ gone: { url: B.url, attempts: 1, lastAt: NOW - minutes(1) } });
    const { claimed, ledger: after } = claimPosters(before, [A, A], NOW);
    expect(claimed).toEqual([A]);
    expect(Object.keys(after.items)).toEqual(['a']);
  });
});

describe('fetchPosters', () => {
  it('logs each failure by its reason and never throws', async () => {
    const failed = vi.fn();
    const fetched = await fetchPosters(
      [A, B],
      (poster) =>
        poster === A
          ? Promise.reject(new FetchRefused('unresolvable', 'i.ytimg.com'))
          : Promise.resolve('upload'),
      failed,
    );
    expect(fetched).toBe(1);
    expect(failed.mock.calls).toEqual([[A, 'unresolvable']]);
    await fetchPosters([B], () => Promise.reject(new Error('bucket down')), failed);
    expect(failed.mock.calls.at(-1)).toEqual([B, 'error']);
  });
});
