// The task of one window (queued by the new-item triggers, due when the window closes): one mail
// about everything of a kind that arrived in it. Retried on failure; the mail's id makes a
// retried or repeated task write it once.
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';

export const sendNotificationMail = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 10 },
    ...SCALING.notificationMail,
  },
  async (request) => {
    const { isNotificationTask, sendWindowMail } = await import('./notify');
    if (!isNotificationTask(request.data)) {
      logs.notificationSkipped('invalid-task', {});
      return;
    }
    await sendWindowMail(request.data);
  },
);
