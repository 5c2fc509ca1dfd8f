// Every backend log line, named, in one place so that what we log about people can be reviewed
// here: function names, uids and ids only, never payloads or personal data.
import { logger } from 'firebase-functions/logger';

/** An error as a log line carries it: its stack where it has one. */
const errorText = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

export function callableSucceeded(name: string, uid: string | undefined, ms: number): void {
  logger.info('callable succeeded', { fn: name, uid, ms });
}

export function callableRejected(
  name: string,
  uid: string | undefined,
  code: string,
  reason: string,
): void {
  logger.info('callable rejected', { fn: name, uid, code, reason });
}

/** An unexpected fault: the message and stack help, and carry no payload. */
export function callableFailed(name: string, uid: string | undefined, error: unknown): void {
  logger.error('callable failed', {
    fn: name,
    uid,
    error: errorText(error),
  });
}

/** `written` is the slug whose public document was (re)written, if any. */
export function publicSpaceSynced(
  spaceId: string,
  written: string | undefined,
  removed: readonly string[],
): void {
  logger.info('public space synced', { spaceId, written, removed });
}

/** The trigger met data it will not publish; it returns instead of retrying forever. */
export function publicSpaceSkipped(
  spaceId: string,
  reason: 'slug-held-by-other-space' | 'invalid-document',
): void {
  logger.warn('public space skipped', { spaceId, reason });
}

/** A deleted space's messages and counters were removed (`documents` counted this delivery). */
export function spaceMessagesDeleted(spaceId: string, documents: number): void {
  logger.info('space messages deleted', { spaceId, documents });
}

/** A board's public documents were brought in line (`writes` documents written or deleted). */
export function publicBoardSynced(spaceId: string, boardId: string, writes: number): void {
  logger.info('public board synced', { spaceId, boardId, writes });
}

/** A deleted space's boards, posts and public board documents were removed. */
export function spaceBoardsDeleted(spaceId: string, documents: number): void {
  logger.info('space boards deleted', { spaceId, documents });
}

/** An object under `uploads/` whose name the rules would never allow: left alone. */
export function imageUploadIgnored(name: string): void {
  logger.warn('image upload ignored', { name });
}

/** The pipeline refused an upload (`detail` is the decoder's or the check's own words). */
export function imageUploadRefused(
  uploadId: string,
  uid: string,
  slot: string | undefined,
  reason: string,
  detail: string,
): void {
  logger.info('image upload refused', { uploadId, uid, slot, reason, detail });
}

export function imageUploadProcessed(
  uploadId: string,
  uid: string,
  slot: string,
  widths: readonly number[],
  ms: number,
): void {
  logger.info('image upload processed', { uploadId, uid, slot, widths, ms });
}

/** A repeated delivery of an upload already finished: nothing was processed again. */
export function imageUploadRepeated(uploadId: string, uid: string, status: string): void {
  logger.info('image upload repeated', { uploadId, uid, status });
}

/** Images deleted with what held them (a space, a slot, the account's icon). */
/** The page documents of a public answer whose post or message was deleted. */
export function publicAnswersDeleted(spaceId: string, postId: string, documents: number): void {
  logger.info('public answers deleted', { spaceId, postId, documents });
}

export function imagesDeleted(scope: string, id: string, images: number): void {
  logger.info('images deleted', { scope, id, images });
}

/** A task named for its cause was queued already (a repeated trigger): nothing queued again. */
export function taskAlreadyQueued(functionName: string, id: string): void {
  logger.info('task already queued', { fn: functionName, id });
}

/** A mail document was written (or, `repeated`, existed already under its cause's id). */
export function mailQueued(mailId: string, uid: string | undefined, repeated: boolean): void {
  logger.info('mail queued', { mailId, uid, repeated });
}

/** A new item queued (or, `repeated`, found already queued) its window's notification task. */
export function notificationQueued(
  uid: string,
  kind: string,
  window: string,
  repeated: boolean,
): void {
  logger.info('notification queued', { uid, kind, window, repeated });
}

/** Raid mode began and reached back: the flood's first sends it held, and the clients it forgot. */
export function floodStartHeld(
  spaceId: string,
  counts: { messages: number; posts: number; clients: number },
): void {
  logger.info('flood start held', { spaceId, ...counts });
}

/** A notification that was not sent, and why (a choice, a missing address, nothing new…). */
export function notificationSkipped(reason: string, ids: Record<string, string>): void {
  logger.info('notification skipped', { reason, ...ids });
}

/** The daily digest ran: `sent` mails written, `failed` accounts to retry. */
export function digestsSent(day: string, accounts: number, sent: number, failed: number): void {
  logger.info('digests sent', { day, accounts, sent, failed });
}

/** One account's digest failed; the run goes on with the others and is retried. */
export function digestFailed(uid: string, error: unknown): void {
  logger.error('digest failed', {
    uid,
    error: errorText(error),
  });
}

/** The account asked to be deleted; `queued` false when its sweep was queued already. */
export function accountDeletionRequested(uid: string, queued: boolean): void {
  logger.info('account deletion requested', { uid, queued });
}

/** One step of an account's sweep finished, having deleted `count` things (0 on a repeat). */
export function accountSweepStep(uid: string, step: string, count: number): void {
  logger.info('account sweep step', { uid, step, count });
}

/** Every step of the account's sweep finished: nothing of it is left. */
export function accountSwept(uid: string, ms: number): void {
  logger.info('account swept', { uid, ms });
}

/** A sweep task whose payload names no account: dropped, not retried. */
export function accountSweepRefused(issue: string): void {
  logger.warn('account sweep refused', { issue });
}

/**
 * A trigger's event failed again after its retries' time ran out (`ageMs` since it happened): it
 * is dropped, not retried for days. Search for this name to find work that was never done.
 */
export function triggerGaveUp(fn: string, eventId: string, ageMs: number, error: unknown): void {
  logger.error('trigger gave up', {
    fn,
    eventId,
    ageMs,
    error: errorText(error),
  });
}

/**
 * One handler of a document path's trigger failed on an event; the others ran, and the event is
 * delivered again.
 */
export function triggerHandlerFailed(trigger: string, handler: string, error: unknown): void {
  logger.error('trigger handler failed', {
    fn: trigger,
    handler,
    error: errorText(error),
  });
}

/** The hourly clean-up deleted this many expired exports. */
export function exportsExpired(deleted: number): void {
  logger.info('expired exports deleted', { deleted });
}

/** A hit that did not count (a bot, a prefetch, a forged or malformed address). */
export function hitSkipped(reason: string): void {
  logger.debug('hit not counted', { reason });
}

export function hitFailed(error: unknown): void {
  logger.warn('hit lost', { error: error instanceof Error ? error.message : String(error) });
}

/** The hourly roll-up recomputed this many days of spaces. */
export function insightsRolledUp(days: number): void {
  logger.info('insights rolled up', { days });
}

export function spaceInsightsDeleted(spaceId: string, documents: number): void {
  logger.info('space insights deleted', { spaceId, documents });
}

/** A visitor's report was stored (decision 070): the target and the report, by id only. */
export function reportReceived(targetKey: string, reportId: string, firstOfRound: boolean): void {
  logger.info('report received', { targetKey, reportId, firstOfRound });
}

/** The operator decided about a target (the decision log holds the rest). */
export function operatorDecided(
  operatorUid: string,
  targetKey: string,
  action: string,
  decisionId: string,
): void {
  logger.info('operator decided', { operatorUid, targetKey, action, decisionId });
}

/** An owner objected to a notice. */
export function noticeObjected(uid: string, noticeId: string): void {
  logger.info('notice objected', { uid, noticeId });
}

/** A deleted space's or account's reports, snapshots and notices went; the decision log stays. */
export function reportsPurged(scope: 'space' | 'account', id: string, documents: number): void {
  logger.info('reports purged', { scope, id, documents });
}

/**
 * An embed's poster could not be brought from its provider (`reason`: the safe fetch's refusal,
 * or `error`); the embed shows its placeholder until a later save or the owner's upload.
 */
export function embedPosterFailed(spaceId: string, itemId: string, reason: string): void {
  logger.warn('embed poster failed', { spaceId, itemId, reason });
}
