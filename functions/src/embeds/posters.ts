// Which provider posters a save may fetch, and what a failed fetch leaves behind (decision 067).
// A space keeps a small ledger of its poster fetches: how many this hour, and per embed the
// address asked for, how many times, and when last. A poster is asked for when its embed has
// none, no earlier attempt may still be running, the embed has attempts left and the space has
// fetches left this hour. Pure: the store reads and writes the ledger in one transaction.
import { EMBED_POSTER_LIMITS } from '@spaces/contracts';
import { FetchRefused } from '../platform/safeFetch';

/** An embed without a poster whose provider serves a thumbnail at `url`. */
export interface WantedPoster {
  itemId: string;
  url: string;
}

export interface PosterAttempts {
  url: string;
  attempts: number;
  /** Ms since the epoch. */
  lastAt: number;
}

export interface PosterLedger {
  /** The hour counted (ms since the epoch). */
  windowStart: number;
  count: number;
  items: Record<string, PosterAttempts>;
}

const HOUR_MS = 3_600_000;

/**
 * The posters to fetch now, and the ledger that records them; `claimed` empty means the ledger
 * need not be written.
 */
export function claimPosters(
  before: PosterLedger | undefined,
  wanted: readonly WantedPoster[],
  now: number,
): { claimed: WantedPoster[]; ledger: PosterLedger } {
  const windowStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  let count = before?.windowStart === windowStart ? before.count : 0;
  const items: Record<string, PosterAttempts> = {};
  const claimed: WantedPoster[] = [];
  for (const poster of wanted) {
    if (poster.itemId in items) continue;
    const known = before?.items[poster.itemId];
    // Another address, or attempts long forgotten, start again.
    const last =
      known?.url === poster.url && now - known.lastAt < EMBED_POSTER_LIMITS.rememberedSeconds * 1000
        ? known
        : undefined;
    const waiting =
      last !== undefined &&
      (now - last.lastAt < EMBED_POSTER_LIMITS.inFlightSeconds * 1000 ||
        last.attempts >= EMBED_POSTER_LIMITS.attemptsPerEmbed);
    if (waiting || count >= EMBED_POSTER_LIMITS.perSpaceHour) {
      if (last) items[poster.itemId] = last;
      continue;
    }
    items[poster.itemId] = { url: poster.url, attempts: (last?.attempts ?? 0) + 1, lastAt: now };
    count += 1;
    claimed.push(poster);
  }
  return { claimed, ledger: { windowStart, count, items } };
}

/** Why a poster fetch failed, in the log's words (a refusal's reason, or that it threw). */
function posterFailure(error: unknown): string {
  return error instanceof FetchRefused ? error.reason : 'error';
}

/**
 * Fetches every claimed poster side by side; a failure is logged through `failed` and never
 * fails the save. Answers how many were staged for the pipeline.
 */
export async function fetchPosters(
  claimed: readonly WantedPoster[],
  fetchOne: (poster: WantedPoster) => Promise<unknown>,
  failed: (poster: WantedPoster, reason: string) => void,
): Promise<number> {
  const results = await Promise.all(
    claimed.map((poster) =>
      fetchOne(poster).then(
        () => true,
        (error: unknown) => {
          failed(poster, posterFailure(error));
          return false;
        },
      ),
    ),
  );
  return results.filter(Boolean).length;
}
