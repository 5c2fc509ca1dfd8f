// The one way a Firestore or Storage trigger is defined here: deployed with retry on, so a
// transient failure (a lost transaction race, a timeout, an instance refused under load) is
// delivered again instead of dropped, and with a bounded number of attempts: Google redelivers a
// failing event for up to 7 days, so an attempt that fails on an event older than
// MAX_EVENT_AGE_MS logs `trigger gave up` and returns instead of throwing again.
// Every handler must be idempotent: it may see the same event more than once, in any order.
import * as logs from './logs';

/** How long a failing event is retried (backing off from about 10 s to 10 min between tries). */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

/** What the helper reads of a CloudEvent: its id and when it happened (RFC 3339). */
export interface EventLike {
  id: string;
  time: string;
}

/** The options every trigger carries, with its own ones (document or bucket, scaling). */
export function retrying<O extends object>(options: O): O & { retry: true } {
  return { ...options, retry: true };
}

/**
 * The handler, bounded: an attempt that fails is thrown (and retried) while the event is younger
 * than `maxAgeMs`, and logged and dropped once it is older. Transient faults clear within
 * minutes; an event that still fails after an hour would fail for the remaining days too.
 */
export function bounded<E extends EventLike>(
  name: string,
  handler: (event: E) => Promise<void>,
  { maxAgeMs = MAX_EVENT_AGE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): (event: E) => Promise<void> {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      const happened = Date.parse(event.time);
      const age = Number.isNaN(happened) ? 0 : now() - happened;
      if (age < maxAgeMs) throw error;
      logs.triggerGaveUp(name, event.id, age, error);
    }
  };
}
