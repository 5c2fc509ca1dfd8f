// Every hour: exports older than a day are deleted, so an owner's data does not linger in Storage
// after they took it. Idempotent (an object already gone counts as deleted), so retries are safe.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';

export const deleteExpiredExports = onSchedule(
  { schedule: 'every 60 minutes', retryCount: 3, timeoutSeconds: 540, ...SCALING.schedule },
  async (event) => {
    const { deleteExpiredExports: deleteExpired } = await import('./store');
    const deleted = await deleteExpired(new Date(event.scheduleTime));
    logs.exportsExpired(deleted);
  },
);
