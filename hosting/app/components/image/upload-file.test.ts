import { IMAGE_LIMITS, UPLOAD_ID_PATTERN, type ImageUploadStatus } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  newUploadId,
  pollDelay,
  uploadMetadata,
  waitForPipeline,
  type WaitOptions,
} from './upload-file';

describe('checkFile', () => {
  it('accepts the image types up to the size cap', () => {
    for (const type of IMAGE_LIMITS.uploadContentTypes) {
      expect(checkFile({ type, size: IMAGE_LIMITS.uploadMaxBytes })).toBeNull();
    }
  });
  it('refuses other types, empty and oversized files', () => {
    expect(checkFile({ type: 'text/plain', size: 10 })).toBe('type');
    expect(checkFile({ type: '', size: 10 })).toBe('type');
    expect(checkFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkFile({ type: 'image/png', size: 0 })).toBe('empty');
    expect(checkFile({ type: 'image/png', size: IMAGE_LIMITS.uploadMaxBytes + 1 })).toBe('size');
  });
});

describe('newUploadId', () => {
  it('is 20 letters and digits', () => {
    for (let i = 0; i < 50; i += 1) expect(newUploadId()).toMatch(new RegExp(UPLOAD_ID_PATTERN));
  });
  it('skips bytes that would favour some characters', () => {
    // 248 and above are rejected (248 = 4 × 62); 0 is 'A', 61 is '9'.
    const bytes = [255, 248, 0, 61, ...Array<number>(28).fill(1)];
    const id = newUploadId((buffer) => {
      buffer.set(bytes);
      return buffer;
    });
    expect(id).toBe(`A9${'B'.repeat(18)}`);
  });
});

describe('uploadMetadata', () => {
  it('names the slot and its target', () => {
    expect(uploadMetadata({ slot: 'card', spaceId: 's1', itemId: 'c1' })).toEqual({
      slot: 'card',
      spaceId: 's1',
      itemId: 'c1',
    });
  });
  it('sends a crop for square slots only', () => {
    expect(uploadMetadata({ slot: 'space-avatar', spaceId: 's1' }, '0,0,1,1')).toEqual({
      slot: 'space-avatar',
      spaceId: 's1',
      crop: '0,0,1,1',
    });
    expect(uploadMetadata({ slot: 'space-header', spaceId: 's1' }, '0,0,1,1')).toEqual({
      slot: 'space-header',
      spaceId: 's1',
    });
  });
});

describe('pollDelay', () => {
  it('grows and is capped at 4 s', () => {
    expect(pollDelay(0)).toBe(500);
    expect(pollDelay(1)).toBe(750);
    expect(pollDelay(2)).toBeGreaterThan(pollDelay(1));
    expect(pollDelay(20)).toBe(4000);
  });
});

describe('waitForPipeline', () => {
  /** A fake clock: sleeping moves it on. */
  function harness(answers: Array<ImageUploadStatus | Error>, deadlineMs = 60_000) {
    let clock = 0;
    let calls = 0;
    const sleeps: number[] = [];
    let stop = false;
    const options: WaitOptions = {
      status: () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      sleep: (ms) => {
        sleeps.push(ms);
        clock += ms;
        return Promise.resolve();
      },
      now: () => clock,
      stopped: () => stop,
      deadlineMs,
    };
    return {
      options,
      sleeps,
      calls: () => calls,
      stop: () => {
        stop = true;
      },
    };
  }
  const image = {
    path: 'images/u/i',
    width: 10,
    height: 10,
    widths: [10],
    color: '#000000',
  };

  it('asks with backoff until ready', async () => {
    const h = harness([
      { status: 'processing' },
      { status: 'processing' },
      { status: 'ready', image },
    ]);
    await expect(waitForPipeline(h.options)).resolves.toEqual({ status: 'ready', image });
    expect(h.sleeps).toEqual([500, 750, 1125]);
  });

  it('passes the refusal on', async () => {
    const h = harness([{ status: 'failed', reason: 'not-an-image' }]);
    await expect(waitForPipeline(h.options)).resolves.toEqual({
      status: 'failed',
      reason: 'not-an-image',
    });
  });

  it('passes on when a rate-limited account may upload again', async () => {
    const h = harness([{ status: 'failed', reason: 'rate-limited', retryAfterSeconds: 120 }]);
    await expect(waitForPipeline(h.options)).resolves.toEqual({
      status: 'failed',
      reason: 'rate-limited',
      retryAfterSeconds: 120,
    });
  });

  it('gives up at the deadline', async () => {
    const h = harness([{ status: 'processing' }], 10_000);
    await expect(waitForPipeline(h.options)).resolves.toEqual({ status: 'timeout' });
    expect(h.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
  });

  it('tolerates a failed call, not three in a row', async () => {
    const once = harness([new Error('offline'), { status: 'ready', image }]);
    await expect(waitForPipeline(once.options)).resolves.toEqual({ status: 'ready', image });
    const thrice = harness([new Error('offline')]);
    await expect(waitForPipeline(thrice.options)).resolves.toEqual({ status: 'unreachable' });
    expect(thrice.calls()).toBe(3);
  });

  it('stops when told to', async () => {
    const h = harness([{ status: 'processing' }]);
    h.stop();
    await expect(waitForPipeline(h.options)).resolves.toEqual({ status: 'stopped' });
    expect(h.calls()).toBe(0);
  });
});
