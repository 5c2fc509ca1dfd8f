import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallableData } from './use-callable-data';

/** A call's answer and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets the promises that are settled run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('CallableData', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is pending from the first frame, then holds the answer and waits no more', async () => {
    const loads = new CallableData<string>();
    expect(loads.getSnapshot()).toMatchObject({ data: undefined, error: null });
    expect(loads.getSnapshot().pending.phase).toBe('working');
    const answer = deferred<string>();
    loads.start(() => answer.promise);
    await settle();
    expect(loads.getSnapshot().pending.phase).toBe('working');
    answer.resolve('boards');
    await settle();
    expect(loads.getSnapshot()).toMatchObject({ data: 'boards', error: null });
    expect(loads.getSnapshot().pending.phase).toBe('idle');
  });

  it('says it is slow after 3 s and offers to retry from 15 s, in the kit’s phases', async () => {
    const loads = new CallableData<string>();
    const run = vi.fn(() => deferred<string>().promise);
    loads.start(run);
    await settle();
    vi.advanceTimersByTime(2_999);
    expect(loads.getSnapshot().pending.phase).toBe('working');
    vi.advanceTimersByTime(1);
    expect(loads.getSnapshot().pending.phase).toBe('slow');
    vi.advanceTimersByTime(12_000);
    expect(loads.getSnapshot().pending).toMatchObject({ phase: 'stalled', retryable: true });
    loads.retry();
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    // The clock starts over with the new call.
    expect(loads.getSnapshot().pending.phase).toBe('working');
  });

  it('keeps why a call failed until a retry, and the retry’s answer replaces it', async () => {
    const loads = new CallableData<number>();
    const failure = new Error('unavailable');
    let calls = 0;
    loads.start(() => (++calls === 1 ? Promise.reject(failure) : Promise.resolve(7)));
    await settle();
    expect(loads.getSnapshot()).toMatchObject({ data: undefined, error: failure });
    expect(loads.getSnapshot().pending.phase).toBe('idle');
    loads.retry();
    expect(loads.getSnapshot().error).toBeNull();
    await settle();
    expect(loads.getSnapshot()).toMatchObject({ data: 7, error: null });
  });

  it('fails, not throws, when the call throws before it awaits', async () => {
    const loads = new CallableData<number>();
    const failure = new Error('no functions');
    loads.start(() => {
      throw failure;
    });
    await settle();
    expect(loads.getSnapshot().error).toBe(failure);
  });

  it('drops a late answer of an older call, and what was shown stays until the new one', async () => {
    const loads = new CallableData<string>();
    const older = deferred<string>();
    const newer = deferred<string>();
    loads.start(() => Promise.resolve('first page'));
    await settle();
    loads.start(() => older.promise);
    loads.start(() => newer.promise);
    await settle();
    expect(loads.getSnapshot().data).toBe('first page');
    newer.resolve('queue');
    await settle();
    older.resolve('all posts');
    await settle();
    expect(loads.getSnapshot()).toMatchObject({ data: 'queue', error: null });
  });

  it('ignores what a stopped call answers', async () => {
    const loads = new CallableData<string>();
    const answer = deferred<string>();
    loads.start(() => answer.promise);
    await settle();
    loads.stop();
    answer.reject(new Error('late'));
    await settle();
    expect(loads.getSnapshot()).toMatchObject({ data: undefined, error: null });
  });

  it('shows data the view set itself and tells its listeners', () => {
    const loads = new CallableData<string[]>();
    const listener = vi.fn();
    loads.subscribe(listener);
    loads.set(['a board']);
    expect(loads.getSnapshot().data).toEqual(['a board']);
    expect(listener).toHaveBeenCalled();
    loads.set((current) => [...(current ?? []), 'another']);
    expect(loads.getSnapshot().data).toEqual(['a board', 'another']);
  });
});
