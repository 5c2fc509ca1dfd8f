import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { translator } from '../i18n/translate';
import { PendingAttempts, pendingWordsKey, phaseAfter, type PendingState } from './pending';

describe('phaseAfter', () => {
  it('is quiet for 3 s, then says what it does, and offers a retry from 15 s', () => {
    expect(phaseAfter(0)).toBe('working');
    expect(phaseAfter(2_999)).toBe('working');
    expect(phaseAfter(3_000)).toBe('slow');
    expect(phaseAfter(14_999)).toBe('slow');
    expect(phaseAfter(15_000)).toBe('stalled');
  });
});

describe('the words of each phase', () => {
  it('says nothing before 3 s, names the action when it has a name, in both languages', () => {
    expect(pendingWordsKey('idle', true)).toBeNull();
    expect(pendingWordsKey('working', true)).toBeNull();
    for (const lang of ['ja', 'en'] as const) {
      const ui = translator(lang, 'ui');
      const slow = ui(pendingWordsKey('slow', true)!, { action: '公開する' });
      const stalled = ui(pendingWordsKey('stalled', true)!, { action: '公開する' });
      expect(slow).toContain('公開する');
      expect(stalled).toContain('公開する');
      expect(stalled).not.toBe(slow);
      // Unnamed, the words stand on their own, with no placeholder left.
      expect(ui(pendingWordsKey('slow', false)!, { action: '' })).not.toMatch(/[{}「」“”]/);
      expect(ui(pendingWordsKey('stalled', false)!, { action: '' })).not.toMatch(/[{}「」“”]/);
    }
    expect(Object.keys(catalogues.ui.ja)).toEqual(Object.keys(catalogues.ui.en));
  });
});

describe('PendingAttempts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A promise and the functions that settle it. */
  function deferred() {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  }

  /** The phase once `ms` more have passed. */
  function phaseIn(attempts: PendingAttempts, ms: number) {
    vi.advanceTimersByTime(ms);
    return attempts.getSnapshot().phase;
  }

  function watched(attempts: PendingAttempts) {
    const seen: PendingState[] = [];
    attempts.subscribe(() => seen.push(attempts.getSnapshot()));
    return seen;
  }

  it('is quiet for a click that returns no promise', () => {
    const attempts = new PendingAttempts();
    const seen = watched(attempts);
    void attempts.track(undefined, () => undefined, 'Copy');
    expect(attempts.getSnapshot().phase).toBe('idle');
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([]);
  });

  it('works, then is slow at 3 s under the action’s name, stalled at 15 s, idle when done', async () => {
    const attempts = new PendingAttempts();
    const call = deferred();
    void attempts.track(call.promise, () => call.promise, '  Publish\n ');
    expect(attempts.getSnapshot()).toEqual({
      phase: 'working',
      action: 'Publish',
      retryable: true,
    });
    expect(phaseIn(attempts, 2_999)).toBe('working');
    vi.advanceTimersByTime(1);
    expect(attempts.getSnapshot()).toEqual({ phase: 'slow', action: 'Publish', retryable: true });
    expect(phaseIn(attempts, 12_000)).toBe('stalled');
    call.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts.getSnapshot().phase).toBe('idle');
    // No timer of the finished attempt is left to wake it.
    expect(phaseIn(attempts, 60_000)).toBe('idle');
  });

  it('runs the action again on retry, starts the clock over, and ends with the newest attempt', async () => {
    const attempts = new PendingAttempts();
    const first = deferred();
    const second = deferred();
    const again = vi.fn(() => second.promise);
    void attempts.track(first.promise, again, 'Save');
    expect(phaseIn(attempts, 15_000)).toBe('stalled');

    attempts.retry();
    expect(again).toHaveBeenCalledTimes(1);
    expect(attempts.getSnapshot().phase).toBe('working');
    expect(phaseIn(attempts, 3_000)).toBe('slow');

    // The first attempt finishing late ends nothing: the retry is what is awaited now.
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts.getSnapshot().phase).toBe('slow');
    second.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts.getSnapshot().phase).toBe('idle');
  });

  it('offers no retry for an action it cannot run again', () => {
    const attempts = new PendingAttempts();
    void attempts.track(deferred().promise, null, '');
    vi.advanceTimersByTime(15_000);
    expect(attempts.getSnapshot()).toEqual({ phase: 'stalled', action: '', retryable: false });
    attempts.retry();
    expect(attempts.getSnapshot().phase).toBe('stalled');
  });

  it('follows a loading its owner holds, and retries through the owner’s way', () => {
    const attempts = new PendingAttempts();
    const resubmit = vi.fn(() => undefined);
    // The click on a plain form's submit button: no promise of its own.
    void attempts.track(undefined, resubmit, 'Add');
    attempts.hold(true);
    expect(attempts.getSnapshot().phase).toBe('working');
    vi.advanceTimersByTime(15_000);
    expect(attempts.getSnapshot()).toEqual({ phase: 'stalled', action: 'Add', retryable: true });
    attempts.retry();
    expect(resubmit).toHaveBeenCalledTimes(1);
    expect(attempts.getSnapshot().phase).toBe('working');
    attempts.hold(false);
    expect(attempts.getSnapshot().phase).toBe('idle');
    expect(phaseIn(attempts, 60_000)).toBe('idle');
  });

  it('stands the clock still while a dialog waits for the person, and starts it over after', () => {
    const attempts = new PendingAttempts();
    void attempts.track(deferred().promise, null, 'Delete');
    attempts.pause(true);
    expect(phaseIn(attempts, 60_000)).toBe('working');
    attempts.pause(false);
    expect(phaseIn(attempts, 2_999)).toBe('working');
    expect(phaseIn(attempts, 1)).toBe('slow');
  });

  it('passes on what an attempt rejects with, and is idle after it', async () => {
    const attempts = new PendingAttempts();
    const call = deferred();
    const attempt = attempts.track(call.promise, null, 'Save');
    call.reject(new Error('refused'));
    await expect(attempt).rejects.toThrow('refused');
    expect(attempts.getSnapshot().phase).toBe('idle');
  });
});
