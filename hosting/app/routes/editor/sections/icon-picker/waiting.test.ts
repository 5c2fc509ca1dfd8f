// The picker's wait as the owner is told it: our endpoint's drawings tracked by the kit's pending
// attempts (lib/pending.ts), as picker.tsx tracks them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingAttempts } from '../../../../lib/pending';
import { IconDrawings } from '../../../../lib/icon-fetch';
import { fakeFetch, onlyOurs } from '../../../../lib/icon-fetch.fake';

const WANTED = new Map([
  ['lucide', ['music', 'heart']],
  ['simple-icons', ['youtube']],
]);

describe('the icon picker waiting for our endpoint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is reported slow after 3 s and stalled at 15 s while our endpoint holds back, drawn once it answers', async () => {
    const { fetcher, urls, release } = fakeFetch(() => 'held');
    const drawings = new IconDrawings(WANTED, fetcher);
    const attempts = new PendingAttempts();
    const fill = () => drawings.fill();
    void attempts.track(fill(), fill, 'Loading the icons');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(attempts.getSnapshot().phase).toBe('working');
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts.getSnapshot()).toEqual({
      phase: 'slow',
      action: 'Loading the icons',
      retryable: true,
    });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(attempts.getSnapshot().phase).toBe('stalled');
    // Retry asks our endpoint again, and nothing else; the clock starts over.
    attempts.retry();
    expect(attempts.getSnapshot().phase).toBe('working');
    expect(urls).toHaveLength(4);
    expect(onlyOurs(urls)).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts.getSnapshot().phase).toBe('idle');
    expect(drawings.complete).toBe(true);
    expect([...drawings.drawn.keys()].sort()).toEqual([
      'lucide:heart',
      'lucide:music',
      'simple-icons:youtube',
    ]);
    expect(drawings.drawn.get('lucide:music')).toEqual({
      body: '<path d="M5"/>',
      width: 24,
      height: 24,
    });
  });
});
