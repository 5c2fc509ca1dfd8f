// The space's fair window and raid mode (decisions 044 and 066): the space's per-minute limit spread
// over shards, the part kept for first-seen clients, and where one write lands in it. Pure.

/** The limit of one shard: the space's limit spread evenly, never below one. */
export function shardLimit(limit: number, shards: number): number {
  return Math.max(1, Math.floor(limit / shards));
}

/**
 * The part of a shard any client may use; the rest (`firstSeenShare`, at least one) is kept for
 * first-seen clients, so that people writing for the first time still get through while regulars
 * have filled the window.
 */
export function sharedLimit(shard: number, firstSeenShare: number): number {
  return Math.max(0, shard - Math.max(1, Math.ceil(shard * firstSeenShare)));
}

/** What the space's window does to one admitted write (decisions 044 and 066). */
export interface Placement {
  /** Stored held for review, answered as accepted. */
  held: boolean;
  /** Counted in the space's window (only writes delivered within it are). */
  counted: boolean;
  /** Counted among the minute's first-seen clients (their first send of the minute). */
  countedFirstSeen: boolean;
  /** The space enters raid mode with this write. */
  entersRaid: boolean;
}

/** One write as the space's window sees it. */
export interface WindowView {
  inRaid: boolean;
  /** This shard's count in the minute, its limit, and the part anyone may use. */
  shard: { count: number; limit: number; shared: number };
  /** No send of this client was delivered in the space before (neither address nor token). */
  firstSeen: boolean;
  /** This client's first send of the minute in the space. */
  firstOfMinute: boolean;
  /** The first-seen clients this shard counted in the minute, and how many it takes. */
  firstSeenShard: { count: number; limit: number };
}

/**
 * Places one write in the space's window (decision 066). A first-seen client is held in raid mode;
 * more first-seen clients in a minute than any audience brings start raid mode, as a full window
 * does; a regular is never held for being in raid mode, only by the window itself, which counts
 * regulars in raid mode too (so that regulars made ahead of a flood cannot pour through it). Past
 * the shared part of the window a regular is held, a first-seen client may use the kept part.
 */
export function place(view: WindowView): Placement {
  const { inRaid, shard, firstSeen } = view;
  const countedFirstSeen = firstSeen && view.firstOfMinute && !inRaid;
  const held = (entersRaid = false) => ({
    held: true,
    counted: false,
    countedFirstSeen,
    entersRaid,
  });
  if (firstSeen && inRaid) return held();
  if (firstSeen && view.firstSeenShard.count >= view.firstSeenShard.limit) return held(!inRaid);
  if (shard.count >= shard.limit) return held(!inRaid);
  if (!firstSeen && shard.count >= shard.shared) return held();
  return { held: false, counted: true, countedFirstSeen, entersRaid: false };
}
