import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logs from './logs';
import {
  MAX_EVENT_AGE_MS,
  bounded,
  dispatch,
  kindOf,
  lazyHandler,
  retrying,
  type DocumentWrite,
  type WriteHandler,
} from './triggers';

vi.mock('./logs', () => ({ triggerGaveUp: vi.fn(), triggerHandlerFailed: vi.fn() }));

const now = Date.parse('2026-11-23T12:00:00Z');
const event = (ageMs: number, id = 'e1') => ({ id, time: new Date(now - ageMs).toISOString() });
const clock = { now: () => now };

beforeEach(() => {
  vi.mocked(logs.triggerGaveUp).mockClear();
  vi.mocked(logs.triggerHandlerFailed).mockClear();
});

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

describe('a document path’s trigger', () => {
  const params = { spaceId: 's1' };
  const created: DocumentWrite<typeof params> = { params, before: undefined, after: { a: 1 } };
  const updated: DocumentWrite<typeof params> = { params, before: { a: 1 }, after: { a: 2 } };
  const deleted: DocumentWrite<typeof params> = { params, before: { a: 2 }, after: undefined };

  /** A handler that records the writes it ran on, failing while `failures` lasts. */
  function handler(name: string, on: WriteHandler<typeof params>['on'], failures = 0) {
    const ran: DocumentWrite<typeof params>[] = [];
    let left = failures;
    const entry: WriteHandler<typeof params> = {
      name,
      on,
      load: () =>
        Promise.resolve(async (write: DocumentWrite<typeof params>) => {
          // Asynchronous, so that a failing neighbour could cut it short if dispatch let it.
          await new Promise((resolve) => setTimeout(resolve, 5));
          ran.push(write);
          if (left > 0) {
            left--;
            throw new Error(`${name} is down`);
          }
        }),
    };
    return { entry, ran };
  }

  it('loads a lazy handler as the export of its name, only when it runs', async () => {
    const run = vi.fn(() => Promise.resolve());
    const importModule = vi.fn(() => Promise.resolve({ notifyNewMessage: run, other: vi.fn() }));
    const entry = lazyHandler<typeof params, 'notifyNewMessage'>(
      'notifyNewMessage',
      ['created'],
      importModule,
    );
    expect(entry).toMatchObject({ name: 'notifyNewMessage', on: ['created'] });
    expect(importModule).not.toHaveBeenCalled();
    await dispatch('onTest', [entry], created);
    expect(importModule).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith(created);
  });

  it('tells a write’s kind from the data on each side', () => {
    expect(kindOf(created)).toBe('created');
    expect(kindOf(updated)).toBe('updated');
    expect(kindOf(deleted)).toBe('deleted');
    expect(kindOf({ before: undefined, after: undefined })).toBeUndefined();
  });

  it('runs each handler on the writes it takes, and only those', async () => {
    const always = handler('always', ['created', 'updated', 'deleted']);
    const onCreate = handler('onCreate', ['created']);
    const onDelete = handler('onDelete', ['deleted']);
    const handlers = [always.entry, onCreate.entry, onDelete.entry];
    for (const write of [created, updated, deleted]) await dispatch('onThing', handlers, write);
    expect(always.ran).toEqual([created, updated, deleted]);
    expect(onCreate.ran).toEqual([created]);
    expect(onDelete.ran).toEqual([deleted]);
    await dispatch('onThing', handlers, { params, before: undefined, after: undefined });
    expect(always.ran).toHaveLength(3);
  });

  it('runs the others when one fails, then throws so that the event comes again', async () => {
    const failing = handler('failing', ['updated'], 1);
    const first = handler('first', ['updated']);
    const last = handler('last', ['updated']);
    const handlers = [first.entry, failing.entry, last.entry];
    await expect(dispatch('onThing', handlers, updated)).rejects.toThrow('onThing: failing failed');
    expect(first.ran).toHaveLength(1);
    expect(last.ran).toHaveLength(1);
    expect(logs.triggerHandlerFailed).toHaveBeenCalledWith('onThing', 'failing', expect.any(Error));
    // The retry runs every handler again; the one that failed now succeeds.
    await expect(dispatch('onThing', handlers, updated)).resolves.toBeUndefined();
    expect(failing.ran).toHaveLength(2);
    expect(first.ran).toHaveLength(2);
  });

  it('names every handler that failed, and keeps each error', async () => {
    const a = handler('a', ['deleted'], 1);
    const b = handler('b', ['deleted'], 1);
    const error = await dispatch('onThing', [a.entry, b.entry], deleted).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).message).toBe('onThing: a, b failed');
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual([
      'a is down',
      'b is down',
    ]);
  });

  it('counts a handler whose code fails to load as failed, and still runs the others', async () => {
    const other = handler('other', ['created']);
    const broken: WriteHandler<typeof params> = {
      name: 'broken',
      on: ['created'],
      load: () => Promise.reject(new Error('no chunk')),
    };
    await expect(dispatch('onThing', [broken, other.entry], created)).rejects.toThrow(
      'broken failed',
    );
    expect(other.ran).toEqual([created]);
  });
});
