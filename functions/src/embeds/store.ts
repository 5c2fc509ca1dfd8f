// The embeds feature's one Firestore touch: the space's poster ledger in `rateLimits/`
// (`embed-poster_{spaceId}`), read and written in one transaction so that saves at once agree on
// which of them fetches.
import { EMBED_POSTER_LIMITS } from '@spaces/contracts';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { collections, db } from '../platform/firestore';
import { claimPosters, type PosterLedger, type WantedPoster } from './posters';

/** `rateLimits/embed-poster_{spaceId}` (docs/data-model.md). */
interface PosterLedgerDoc {
  scope: 'embed-poster';
  /** So that deleting the space finds it with the space's other counters. */
  spaceId: string;
  windowStart: Timestamp;
  count: number;
  items: Record<string, { url: string; attempts: number; lastAt: Timestamp }>;
  expiresAt: Timestamp;
}

const ledgerOf = (doc: PosterLedgerDoc | undefined): PosterLedger | undefined =>
  doc && {
    windowStart: doc.windowStart.toMillis(),
    count: doc.count,
    items: Object.fromEntries(
      Object.entries(doc.items).map(([id, item]) => [
        id,
        { url: item.url, attempts: item.attempts, lastAt: item.lastAt.toMillis() },
      ]),
    ),
  };

/** Records and answers the posters of `wanted` this save may fetch (none may be all). */
export async function claimPosterFetches(
  spaceId: string,
  wanted: readonly WantedPoster[],
  now = Date.now(),
): Promise<WantedPoster[]> {
  if (wanted.length === 0) return [];
  const ref = collections
    .rateLimits()
    .doc(`embed-poster_${spaceId}`) as DocumentReference<PosterLedgerDoc>;
  return db().runTransaction(async (tx) => {
    const { claimed, ledger } = claimPosters(ledgerOf((await tx.get(ref)).data()), wanted, now);
    if (claimed.length === 0) return [];
    tx.set(ref, {
      scope: 'embed-poster',
      spaceId,
      windowStart: Timestamp.fromMillis(ledger.windowStart),
      count: ledger.count,
      items: Object.fromEntries(
        Object.entries(ledger.items).map(([id, item]) => [
          id,
          { url: item.url, attempts: item.attempts, lastAt: Timestamp.fromMillis(item.lastAt) },
        ]),
      ),
      expiresAt: Timestamp.fromMillis(now + EMBED_POSTER_LIMITS.rememberedSeconds * 1000),
    });
    return claimed;
  });
}
