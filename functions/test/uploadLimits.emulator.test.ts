// Uploads per account on the stack: an account past its hourly upload limit has its next upload
// refused as `rate-limited` before a byte is decoded, while another account's upload goes through.
import { UPLOAD_RATE_LIMITS, createSpace, getImageUpload } from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, warmUp } from './support/call';
import { db } from './support/firestore';
import { objectExists, processed, stage } from './support/images';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

let heavy: TestUser;
let other: TestUser;
let heavySpace: string;
let otherSpace: string;

beforeAll(async () => {
  [heavy, other] = await Promise.all([newUser(), newUser()]);
  await warmUp([createSpace, getImageUpload]);
  const spaceOf = async (user: TestUser) =>
    (await call(createSpace, user, { slug: `lim-${unique()}`, displayName: 'Mika' })).space.spaceId;
  [heavySpace, otherSpace] = await Promise.all([spaceOf(heavy), spaceOf(other)]);
}, WARM_UP_TIMEOUT_MS);

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .png()
    .toBuffer();

/**
 * Fills the account's hourly counter up to one below the limit, as that many uploads this hour
 * would have: counting them one by one would only make the test slow.
 */
async function uploadedThisHour(uid: string, count: number): Promise<void> {
  const length = UPLOAD_RATE_LIMITS.perHour.windowSeconds * 1000;
  const start = Math.floor(Date.now() / length) * length;
  await db()
    .collection('rateLimits')
    .doc(`upload-hour_${uid}`)
    .set({
      scope: 'upload-hour',
      windowStart: Timestamp.fromMillis(start),
      count,
      expiresAt: Timestamp.fromMillis(start + length),
    });
}

describe('upload limits per account', () => {
  it('refuses the upload past the hourly limit, and not another account’s', async () => {
    const { limit } = UPLOAD_RATE_LIMITS.perHour;
    // So close to the end of an hour the counter could roll over mid-test: wait for the next one.
    const intoHour = Date.now() % 3_600_000;
    if (intoHour > 3_600_000 - 60_000)
      await new Promise((r) => setTimeout(r, 3_600_000 - intoHour));
    await uploadedThisHour(heavy.uid, limit - 1);

    const last = await stage(heavy.uid, await png(), { slot: 'space-avatar', spaceId: heavySpace });
    expect(await processed(last.uploadId)).toMatchObject({ status: 'ready' });

    const over = await stage(heavy.uid, await png(), { slot: 'space-avatar', spaceId: heavySpace });
    expect(await processed(over.uploadId)).toMatchObject({
      status: 'failed',
      reason: 'rate-limited',
    });
    const answer = await call(getImageUpload, heavy, { uploadId: over.uploadId });
    expect(answer).toMatchObject({ status: 'failed', reason: 'rate-limited' });
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.retryAfterSeconds).toBeLessThanOrEqual(3_600);
    await vi.waitFor(async () => expect(await objectExists(over.name)).toBe(false), {
      timeout: 10_000,
    });
    const counter = await db().collection('rateLimits').doc(`upload-hour_${heavy.uid}`).get();
    expect(counter.get('count')).toBe(limit);

    const theirs = await stage(other.uid, await png(), {
      slot: 'space-avatar',
      spaceId: otherSpace,
    });
    expect(await processed(theirs.uploadId)).toMatchObject({ status: 'ready' });
  });
});
