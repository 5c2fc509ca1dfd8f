// The previews feature's one Firestore touch: its per-account counter in `rateLimits/`.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { collections, db } from '../platform/firestore';

/** Previews and image imports per account and hour: each is a fetch our servers make for them. */
const PREVIEW_RATE_LIMIT = { limit: 60, windowSeconds: 3_600 } as const;

/** `rateLimits/preview-hour_{uid}` (docs/data-model.md), shaped as the other counters. */
interface PreviewCounterDoc {
  scope: 'preview-hour';
  windowStart: Timestamp;
  count: number;
  expiresAt: Timestamp;
}

/**
 * Counts one fetch for `uid`; answers undefined when it fits the hour's window, otherwise the
 * seconds until the window ends (and counts nothing).
 */
export async function countPreview(uid: string, nowMs = Date.now()): Promise<number | undefined> {
  const length = PREVIEW_RATE_LIMIT.windowSeconds * 1000;
  const start = Math.floor(nowMs / length) * length;
  const ref = counterOf(uid);
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const count = stored && stored.windowStart.toMillis() === start ? stored.count : 0;
    if (count >= PREVIEW_RATE_LIMIT.limit)
      return Math.max(1, Math.ceil((start + length - nowMs) / 1000));
    tx.set(ref, {
      scope: 'preview-hour',
      windowStart: Timestamp.fromMillis(start),
      count: count + 1,
      expiresAt: Timestamp.fromMillis(start + length),
    });
    return undefined;
  });
}

/** The counter's id carries the uid: it goes with the account, not up to a day later with TTL. */
export async function deletePreviewCounterOf(uid: string): Promise<number> {
  const ref = counterOf(uid);
  const existed = (await ref.get()).exists;
  await ref.delete();
  return existed ? 1 : 0;
}

function counterOf(uid: string): DocumentReference<PreviewCounterDoc> {
  return collections
    .rateLimits()
    .doc(`preview-hour_${uid}`) as DocumentReference<PreviewCounterDoc>;
}
