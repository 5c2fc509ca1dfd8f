import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logs from './logs';
import { MAX_EVENT_AGE_MS, bounded, retrying } from './triggers';

vi.mock('./logs', () => ({ triggerGaveUp: vi.fn() }));

const now = Date.parse('2026-11-23T12:00:00Z');
const event = (ageMs: number, id = 'e1') => ({ id, time: new Date(now - ageMs).toISOString() });
const clock = { now: () => now };

beforeEach(() => vi.mocked(logs.triggerGaveUp).mockClear());

describe('bounded triggers', () => {
  it('deploys with retry on', () => {
    expect(retrying({ document: 'spaces/{spaceId}' })).toEqual({
      document: 'spaces/{spaceId}',
      retry: true,
    });
  });

  it('throws a young event’s failure so that it is delivered again', async () => {
    const handler = bounded('fn', () => Promise.reject(new Error('aborted: contention')), clock);
    await expect(handler(event(5_000))).rejects.toThrow('contention');
    await expect(handler(event(MAX_EVENT_AGE_MS - 1))).rejects.toThrow('contention');
    expect(logs.triggerGaveUp).not.toHaveBeenCalled();
  });

  it('logs and returns when an event too old to retry fails again', async () => {
    const handler = bounded('syncPublicSpace', () => Promise.reject(new Error('down')), clock);
    await expect(handler(event(MAX_EVENT_AGE_MS + 1, 'old'))).resolves.toBeUndefined();
    expect(logs.triggerGaveUp).toHaveBeenCalledWith(
      'syncPublicSpace',
      'old',
      MAX_EVENT_AGE_MS + 1,
      expect.any(Error),
    );
  });

  it('still runs an old event, and stays quiet when it succeeds', async () => {
    const work = vi.fn(() => Promise.resolve());
    await bounded('fn', work, clock)(event(MAX_EVENT_AGE_MS * 24));
    expect(work).toHaveBeenCalledOnce();
    expect(logs.triggerGaveUp).not.toHaveBeenCalled();
  });

  it('treats an event without a readable time as young, never dropping it unseen', async () => {
    const handler = bounded('fn', () => Promise.reject(new Error('down')), clock);
    await expect(handler({ id: 'x', time: 'not a time' })).rejects.toThrow('down');
  });

  it('succeeds on the retry after a failed first attempt', async () => {
    let attempts = 0;
    const handler = bounded(
      'fn',
      () => (++attempts === 1 ? Promise.reject(new Error('transient')) : Promise.resolve()),
      clock,
    );
    await expect(handler(event(1_000))).rejects.toThrow('transient');
    await expect(handler(event(15_000))).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
