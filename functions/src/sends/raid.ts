// Raid mode reaches back (decision 066). The gate enters raid mode once a space sees more
// first-seen clients in a minute than an audience brings, and by then the flood's first sends were
// delivered. When raid mode begins, the sends of first-seen clients from the minute before are held
// too, with every send since from the same connections or browsers (a flooder's second send came
// after its first made it a regular), and those clients are forgotten as regulars: their first
// letters wait for the owner with the rest, and none of them is let through later as a regular.
// Regulars who took no part keep their sends delivered. Idempotent: a second run finds nothing
// more to hold.
import { holdPosts, postsSince } from '../boards/visitorWrites';
import { holdMessages, messagesSince } from '../messages/visitorWrites';
import { forgetRegulars } from '../platform/abuseGate';
import * as logs from '../platform/logs';

/** How far back the start of raid mode reaches: the minute whose first-seen clients started it. */
const RAID_REACH_MS = 60_000;

/** A send as the start of raid mode sees it: whether its client was first seen, and its keys. */
export interface SentSummary {
  firstSeen: boolean;
  addressKey?: string | undefined;
  senderKey?: string | undefined;
}

/**
 * The flood among `sends`: the keys of first-seen clients, and the sends that are theirs (first
 * seen, or sharing an address or sender key with one).
 */
export function floodOf<T extends SentSummary>(
  sends: readonly T[],
): { keys: string[]; sends: T[] } {
  const keys = new Set<string>();
  for (const send of sends) {
    if (!send.firstSeen) continue;
    if (send.addressKey) keys.add(send.addressKey);
    if (send.senderKey) keys.add(send.senderKey);
  }
  const isFlood = (send: T) =>
    send.firstSeen ||
    (send.addressKey !== undefined && keys.has(send.addressKey)) ||
    (send.senderKey !== undefined && keys.has(send.senderKey));
  return { keys: [...keys], sends: sends.filter(isFlood) };
}

/** Holds the start of a flood in a space whose raid mode began at `raidSince` (see above). */
export async function holdFloodStart(spaceId: string, raidSince: Date): Promise<void> {
  const from = new Date(raidSince.getTime() - RAID_REACH_MS);
  const [messages, posts] = await Promise.all([
    messagesSince(spaceId, from),
    postsSince(spaceId, from),
  ]);
  const flood = floodOf<SentSummary>([...messages, ...posts]);
  // Forgotten first, so that their next sends are held as first-seen ones.
  await forgetRegulars(flood.keys);
  const flooded = new Set(flood.sends);
  const isFlood = (send: SentSummary) => flooded.has(send);
  const heldMessages = await holdMessages(
    spaceId,
    messages.filter((m) => !m.held && isFlood(m)).map((m) => m.id),
  );
  const heldPosts = await holdPosts(spaceId, posts.filter(isFlood));
  logs.floodStartHeld(spaceId, {
    messages: heldMessages,
    posts: heldPosts,
    clients: flood.keys.length,
  });
}
