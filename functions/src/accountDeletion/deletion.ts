// Deleting an account, in two parts. The request (the `deleteAccount` callable): a recent
// sign-in, a mark on the account, the sweep queued, the Auth user locked out. The sweep (the
// `sweepAccount` task): every step idempotent and in an order that keeps what the next step
// needs, so a run that dies part-way leaves a state the next run finishes.
// docs/decisions/025-resumable-account-deletion.md gives the reasons.
import { RECENT_SIGN_IN_SECONDS } from '@spaces/contracts';
import { getAuth } from 'firebase-admin/auth';
import { createHash } from 'node:crypto';
import { deleteAccountDocument, recordSweptSpaces } from '../account/deletionRecord';
import { purgeSpaceBoards } from '../boards/purgeSpaceBoards';
import { deleteUploadRecords, deleteUserObjects } from '../images/deleteUserFiles';
import { purgeSpaceInsights } from '../insights/purgeSpaceInsights';
import { purgeSpaceMessages } from '../messages/purgeSpaceMessages';
import type { Credential } from '../platform/credential';
import * as logs from '../platform/logs';
import { deleteMailOf } from '../platform/mail';
import { enqueueOnce } from '../platform/tasks';
import { deleteUserPreviews } from '../previews/deleteUserPreviews';
import { purgeAccountReports, purgeSpaceReports } from '../reports/purge';
import { deleteOwnedSpace, releaseSlugsOf, spaceIdsOwnedBy } from '../spaces/accountSpaces';
import { SWEEP_TIMEOUT_SECONDS } from './sweepTimeout';

/** The task function that sweeps an account (functions/src/accountDeletion/sweepAccount.ts). */
const SWEEP_FUNCTION = 'sweepAccount';

export interface SweepPayload {
  uid: string;
}

/**
 * The second pass runs once every ID token issued before the lock-out has expired (they live an
 * hour, and callables and Storage accept them until then): whatever such a token still wrote
 * goes too.
 */
const LATE_SWEEP_DELAY_SECONDS = 65 * 60;

/**
 * The task name of a sweep pass: derived from the uid (hashed, as task names allow only
 * `[A-Za-z0-9_-]`), so that a repeated request queues nothing new.
 */
export function sweepTaskId(uid: string, pass: 'now' | 'late'): string {
  const digest = createHash('sha256').update(uid).digest('hex').slice(0, 40);
  return `account-${pass}-${digest}`;
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'auth/user-not-found';

/** Runs an Auth call for a user that may be gone already (a previous run deleted it). */
async function ifUserExists(action: () => Promise<unknown>): Promise<number> {
  try {
    await action();
    return 1;
  } catch (error) {
    if (isUserNotFound(error)) return 0;
    throw error;
  }
}

/**
 * No new session for the account: the Auth user is disabled (sign-in and token refresh are
 * refused) and its refresh tokens revoked (the server's session guards refuse it at once).
 */
async function lockOut(uid: string): Promise<number> {
  return ifUserExists(async () => {
    await getAuth().updateUser(uid, { disabled: true });
    await getAuth().revokeRefreshTokens(uid);
  });
}

/**
 * The `deleteAccount` callable's work. The sweep is queued before the lock-out, so that a failure
 * in between never leaves an account locked out with nothing queued to delete it (the sweep locks
 * out again first). Answers whether this call queued the sweep (false: it was queued already).
 */
export async function requestDeletion(caller: Credential, nowMs = Date.now()): Promise<boolean> {
  caller.assertRecentSignIn(nowMs, RECENT_SIGN_IN_SECONDS);
  const { uid } = caller;
  const payload: SweepPayload = { uid };
  const deadlineSeconds = SWEEP_TIMEOUT_SECONDS;
  const queued = await enqueueOnce(SWEEP_FUNCTION, payload, {
    id: sweepTaskId(uid, 'now'),
    deadlineSeconds,
  });
  await enqueueOnce(SWEEP_FUNCTION, payload, {
    id: sweepTaskId(uid, 'late'),
    delaySeconds: LATE_SWEEP_DELAY_SECONDS,
    deadlineSeconds,
  });
  await lockOut(uid);
  logs.accountDeletionRequested(uid, queued);
  return queued;
}

/** The sweep's steps, in the order they run. */
export const SWEEP_STEPS = [
  'lock-out',
  'spaces',
  'slugs',
  'upload-records',
  'objects',
  'mail',
  'reports',
  'account',
  'auth-user',
] as const;
export type SweepStep = (typeof SWEEP_STEPS)[number];

/**
 * Every space the account owns or owned: the ones it owns now, and the ones an earlier run found
 * (kept on the account), each deleted with its slugs, then purged of its messages, counters,
 * blocked senders, rate-limit counters, boards, posts and public documents. A space is deleted
 * before it is purged, so nothing new can arrive in it while it is.
 */
async function sweepSpaces(uid: string): Promise<number> {
  const spaceIds = await recordSweptSpaces(uid, await spaceIdsOwnedBy(uid));
  let count = 0;
  for (const spaceId of spaceIds) {
    if (await deleteOwnedSpace(uid, spaceId)) count++;
    count += await purgeSpaceMessages(spaceId);
    count += await purgeSpaceBoards(spaceId);
    count += await purgeSpaceInsights(spaceId);
    count += await purgeSpaceReports(spaceId);
  }
  return count;
}

/**
 * What each step deletes. `account` goes after every step that needs the list of spaces it keeps;
 * the Auth user goes last, so that until everything else is gone the account still exists
 * (locked out) and a failed sweep can be seen and run again.
 */
const STEPS: Record<SweepStep, (uid: string) => Promise<number>> = {
  'lock-out': lockOut,
  spaces: sweepSpaces,
  slugs: releaseSlugsOf,
  // What the account's uploads and link previews left: records and their per-account counters.
  'upload-records': async (uid) =>
    (await deleteUploadRecords(uid)) + (await deleteUserPreviews(uid)),
  objects: deleteUserObjects,
  mail: deleteMailOf,
  // Reports about the account and the notices it got; the decision log stays (decision 071).
  reports: purgeAccountReports,
  account: async (uid) => ((await deleteAccountDocument(uid)) ? 1 : 0),
  'auth-user': (uid) => ifUserExists(() => getAuth().deleteUser(uid)),
};

export interface SweepOptions {
  /** Runs before each step; a test throws here to stop a run part-way. */
  beforeStep?: (step: SweepStep) => void | Promise<void>;
}

/**
 * Deletes everything the account owns, step by step. Safe to run any number of times, also
 * concurrently and after a run that died at any point: every step deletes what is there, and
 * deleting what is gone is a no-op.
 */
export async function sweepAccount(uid: string, options: SweepOptions = {}): Promise<void> {
  const started = Date.now();
  for (const step of SWEEP_STEPS) {
    await options.beforeStep?.(step);
    logs.accountSweepStep(uid, step, await STEPS[step](uid));
  }
  logs.accountSwept(uid, Date.now() - started);
}
