// Every hour: each space with hits today or yesterday (Japan time) has those days recomputed from
// their shards into one document per day. Recomputing, never adding, makes a retry or a second
// delivery harmless; yesterday is redone after midnight so its last hour is in.
import { japanDatesEnding } from '@spaces/contracts';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';

/** Spaces recomputed at once: each is a handful of reads and one write. */
const AT_ONCE = 20;

export const rollUpInsights = onSchedule(
  { schedule: 'every 60 minutes', retryCount: 3, timeoutSeconds: 540, ...SCALING.schedule },
  async (event) => {
    const { rollUpDay, spacesWithHits } = await import('./store');
    const pending = await spacesWithHits(japanDatesEnding(new Date(event.scheduleTime), 2));
    for (let i = 0; i < pending.length; i += AT_ONCE) {
      await Promise.all(pending.slice(i, i + AT_ONCE).map(([id, date]) => rollUpDay(id, date)));
    }
    logs.insightsRolledUp(pending.length);
  },
);
