// The task that deletes an account's everything (queued by `deleteAccount`). A run that fails is
// retried by Cloud Tasks with backoff, and picks up where the last one stopped.
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';
import type { SweepPayload } from './deletion';
import { SWEEP_TIMEOUT_SECONDS } from './sweepTimeout';

/** Auth uids: what Firebase Auth issues and the Admin SDK accepts (1–128 characters). */
const isUid = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/');

export const sweepAccount = onTaskDispatched<SweepPayload>(
  {
    // About two hours of attempts, backing off from half a minute to ten.
    retryConfig: {
      maxAttempts: 20,
      minBackoffSeconds: 30,
      maxBackoffSeconds: 600,
      maxDoublings: 5,
    },
    rateLimits: { maxConcurrentDispatches: SCALING.accountSweep.maxInstances },
    timeoutSeconds: SWEEP_TIMEOUT_SECONDS,
    ...SCALING.accountSweep,
  },
  async (request) => {
    const { sweepAccount: sweep } = await import('./deletion');
    const { uid } = (request.data ?? {}) as { uid?: unknown };
    // Only this codebase enqueues it; a payload without an account is dropped, not retried.
    if (!isUid(uid)) {
      logs.accountSweepRefused('payload names no account');
      return;
    }
    await sweep(uid);
  },
);
