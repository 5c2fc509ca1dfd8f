import { describe, expect, it } from 'vitest';
import { uploadStatusFor } from './uploadStatus';

const image = { path: 'images/u1/abc', width: 96, height: 96, widths: [96], color: '#000000' };

describe('uploadStatusFor', () => {
  it('answers processing while there is no record yet', () => {
    expect(uploadStatusFor('u1', undefined)).toEqual({ status: 'processing' });
  });

  it("never reveals another user's upload", () => {
    expect(uploadStatusFor('u2', { uid: 'u1', status: 'ready', image })).toEqual({
      status: 'processing',
    });
  });

  it("reports the caller's own outcome", () => {
    expect(uploadStatusFor('u1', { uid: 'u1', status: 'processing' })).toEqual({
      status: 'processing',
    });
    expect(uploadStatusFor('u1', { uid: 'u1', status: 'ready', image })).toEqual({
      status: 'ready',
      image,
    });
    expect(uploadStatusFor('u1', { uid: 'u1', status: 'failed', reason: 'not-an-image' })).toEqual({
      status: 'failed',
      reason: 'not-an-image',
    });
  });

  it('says how long a rate-limited upload must wait, counted from now', () => {
    const retryAt = new Date(1_000_000);
    const doc = { uid: 'u1', status: 'failed', reason: 'rate-limited', retryAt } as const;
    expect(uploadStatusFor('u1', doc, 1_000_000 - 90_500)).toEqual({
      status: 'failed',
      reason: 'rate-limited',
      retryAfterSeconds: 91,
    });
    expect(uploadStatusFor('u1', doc, 1_000_000 + 5_000)).toMatchObject({ retryAfterSeconds: 1 });
  });
});
