import { describe, expect, it } from 'vitest';
import {
  FRESH_GRACE_MS,
  functionOfWork,
  limitsFromEnv,
  nextRunnable,
  workersToReap,
  workerToTakeOver,
} from './workerPolicy';

describe('functionOfWork', () => {
  it.each([
    ['/demo-spaces/asia-northeast1/createSpace-2026-11-28T05:20:01.123Z', 'createSpace'],
    // Hosting's rewrites carry the page's path after the function's name.
    ['/demo-spaces/asia-northeast1/ssr/demo/letter-2026-11-28T05:20:01.123Z', 'ssr'],
    ['/demo-spaces/asia-northeast1/sendForm-2026-11-28T05:20:01Z', 'sendForm'],
    [
      '/functions/projects/demo-spaces/triggers/asia-northeast1-onSpaceWritten-0-2026-11-28T05:20:01.123Z',
      'asia-northeast1-onSpaceWritten-0',
    ],
    [
      'asia-northeast1-processImageUpload-2026-11-28T05:20:01.123Z',
      'asia-northeast1-processImageUpload',
    ],
  ])('%s is a call of %s', (label, fn) => {
    expect(functionOfWork(label)).toBe(fn);
  });
});

describe('nextRunnable', () => {
  it('takes the oldest waiting call whose function has room', () => {
    const running = new Map([['a', 2]]);
    expect(nextRunnable(['a', 'a', 'b', 'a'], running, 2)).toBe(2);
    expect(nextRunnable(['a', 'b'], running, 3)).toBe(0);
    expect(nextRunnable(['a', 'a'], running, 2)).toBe(-1);
    expect(nextRunnable([], running, 2)).toBe(-1);
  });
});

describe('workersToReap', () => {
  const now = 1_000_000;
  const worker = (name: string, state: string, lastUsed: number, served = true) => ({
    name,
    state,
    lastUsed,
    served,
  });

  it('shuts down the least recently used idle workers beyond the bound', () => {
    const workers = [
      worker('a', 'IDLE', now - 5_000),
      worker('b', 'BUSY', now - 9_000),
      worker('c', 'IDLE', now - 7_000),
      worker('d', 'IDLE', now - 1_000),
      worker('e', 'FINISHED', now - 10_000),
    ];
    expect(workersToReap(workers, 2, now).map((w) => w.name)).toEqual(['c', 'a']);
    expect(workersToReap(workers, 4, now)).toEqual([]);
  });

  it('never shuts down a busy worker, so a bound below the busy ones is only exceeded by them', () => {
    const workers = [worker('a', 'BUSY', 0), worker('b', 'BUSY', 0), worker('c', 'IDLE', 10)];
    expect(workersToReap(workers, 1, now).map((w) => w.name)).toEqual(['c']);
  });

  it('spares a fresh worker waiting for its first call, unless it waited too long', () => {
    const fresh = worker('fresh', 'IDLE', now - 100, false);
    const stale = worker('stale', 'IDLE', now - FRESH_GRACE_MS - 1, false);
    expect(workersToReap([fresh, worker('x', 'BUSY', 0)], 1, now)).toEqual([]);
    expect(workersToReap([stale, worker('x', 'BUSY', 0)], 1, now)).toEqual([stale]);
  });

  it('counts workers already shutting down as gone', () => {
    const workers = [worker('a', 'FINISHING', 0), worker('b', 'IDLE', 5), worker('c', 'IDLE', 6)];
    expect(workersToReap(workers, 2, now)).toEqual([]);
  });
});

describe('workerToTakeOver', () => {
  const worker = (name: string, state: string, lastUsed: number, served = true) => ({
    name,
    state,
    lastUsed,
    served,
  });
  const a = worker('a', 'IDLE', 500);
  const b = worker('b', 'IDLE', 300);
  const busy = worker('busy', 'BUSY', 100);
  const fresh = worker('fresh', 'IDLE', 100, false);
  const other = worker('other codebase', 'IDLE', 50);

  it("takes its codebase's least recently used idle worker once the bound is reached", () => {
    const everyWorker = [a, b, busy, fresh, other];
    expect(workerToTakeOver(everyWorker, [a, b, busy, fresh], 5, 'f')?.name).toBe('b');
    expect(workerToTakeOver(everyWorker, [a, b, busy, fresh], 3, 'f')?.name).toBe('b');
  });

  it('prefers a worker that has served the function, its code loaded', () => {
    const knows = { ...worker('knows', 'IDLE', 900), functions: new Set(['f', 'g']) };
    expect(workerToTakeOver([a, b, knows], [a, b, knows], 3, 'f')?.name).toBe('knows');
    expect(workerToTakeOver([a, b, knows], [a, b, knows], 3, 'h')?.name).toBe('b');
  });

  it('starts a worker while there is room, or when none of its codebase is idle', () => {
    expect(workerToTakeOver([a, b, other], [a, b], 4, 'f')).toBeUndefined();
    expect(workerToTakeOver([busy, fresh, other], [busy, fresh], 3, 'f')).toBeUndefined();
  });

  it('counts workers shutting down as gone', () => {
    const going = worker('going', 'FINISHING', 0);
    expect(workerToTakeOver([a, going], [a, going], 2, 'f')).toBeUndefined();
  });
});

describe('limitsFromEnv', () => {
  it('reads the bounds and refuses what is not a count', () => {
    expect(
      limitsFromEnv({ SPACES_FUNCTIONS_WORKERS: '8', SPACES_FUNCTIONS_PER_FUNCTION: '3' }),
    ).toEqual({ live: 8, perFunction: 3 });
    expect(() => limitsFromEnv({ SPACES_FUNCTIONS_WORKERS: '0' })).toThrow(/not a count/);
    expect(() => limitsFromEnv({ SPACES_FUNCTIONS_PER_FUNCTION: 'two' })).toThrow(/not a count/);
  });
});
