// Every Tokyo morning: one digest mail per account that chose it, about the day before, grouped by
// space. Retried on failure; mail ids (account + day) keep a retry from sending twice.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCALING } from '../platform/globalOptions';
import { DIGEST_HOUR_TOKYO } from './window';

export const sendDailyDigest = onSchedule(
  {
    schedule: `0 ${DIGEST_HOUR_TOKYO} * * *`,
    timeZone: 'Asia/Tokyo',
    retryCount: 3,
    timeoutSeconds: 540,
    ...SCALING.schedule,
  },
  async (event) => {
    const { sendDigests } = await import('./notify');
    await sendDigests(new Date(event.scheduleTime));
  },
);
