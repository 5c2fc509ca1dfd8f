// A space went into raid mode (the send that saw a flood set `moderation.raidSince`): its owner
// is mailed once, in their language, with the way to the editor (decision 045), after the flood's
// first sends are held too (decision 066). Every other change of a space returns at once.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function notifyRaidMode({
  params: { spaceId },
  before,
  after,
}: DocumentWrite<SpaceParams>): Promise<void> {
  const { raidBegan } = await import('./raidMail');
  const since = raidBegan(before, after);
  if (!since) return;
  // The flood's first sends, delivered before raid mode began, are held too (decision 066).
  const { holdFloodStart } = await import('../sends/raid');
  await holdFloodStart(spaceId, since);
  const { raidSpaceOf } = await import('./store');
  const space = raidSpaceOf(after);
  if (!space) {
    logs.notificationSkipped('space-gone', { spaceId, kind: 'raid' });
    return;
  }
  const { sendRaidMail } = await import('./notify');
  await sendRaidMail(spaceId, space, since);
}
