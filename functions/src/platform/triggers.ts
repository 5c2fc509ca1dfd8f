// The one way a Firestore or Storage trigger is defined here: deployed with retry on, so a
// transient failure (a lost transaction race, a timeout, an instance refused under load) is
// delivered again instead of dropped, and with a bounded number of attempts: Google redelivers a
// failing event for up to 7 days, so an attempt that fails on an event older than
// MAX_EVENT_AGE_MS logs `trigger gave up` and returns instead of throwing again.
// Every handler must be idempotent: it may see the same event more than once, in any order. A
// document path has one trigger, which dispatches each write to the handlers that take it
// (decision 062).
import type { DocumentData } from 'firebase-admin/firestore';
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

/** What a write did to its document. */
export type WriteKind = 'created' | 'updated' | 'deleted';

export const EVERY_WRITE: readonly WriteKind[] = ['created', 'updated', 'deleted'];

/**
 * One write of a document as a handler reads it: its path's parameters, and its data before and
 * after the write (undefined where there was no document).
 */
export interface DocumentWrite<P> {
  params: P;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
}

/** Whether the write created, changed or deleted its document; undefined when neither side has one. */
export function kindOf(
  write: Pick<DocumentWrite<unknown>, 'before' | 'after'>,
): WriteKind | undefined {
  if (write.before === undefined) return write.after === undefined ? undefined : 'created';
  return write.after === undefined ? 'deleted' : 'updated';
}

/**
 * One of the handlers a document path's trigger dispatches to: its name (in the logs), the writes
 * it takes, and its code, imported on the first write it takes, so that declaring the trigger
 * loads none of the features' code (decision 038).
 */
export interface WriteHandler<P> {
  name: string;
  on: readonly WriteKind[];
  load: () => Promise<(write: DocumentWrite<P>) => Promise<void>>;
}

/**
 * The handler that is the export named `name` of a feature's module, which `importModule` imports
 * on the first write it takes: a trigger's table names each handler once.
 */
export function lazyHandler<P, N extends string>(
  name: N,
  on: readonly WriteKind[],
  importModule: () => Promise<Record<N, (write: DocumentWrite<NoInfer<P>>) => Promise<void>>>,
): WriteHandler<P> {
  return { name, on, load: async () => (await importModule())[name] };
}

/**
 * Runs every handler that takes `write`, side by side: one's failure stops none of the others.
 * When any failed, throws once all have run, naming them, so that the event is delivered again
 * and every handler runs again; each is idempotent, so those that succeeded change nothing the
 * second time (decision 062).
 */
export async function dispatch<P>(
  trigger: string,
  handlers: readonly WriteHandler<P>[],
  write: DocumentWrite<P>,
): Promise<void> {
  const kind = kindOf(write);
  if (kind === undefined) return;
  const chosen = handlers.filter((handler) => handler.on.includes(kind));
  const outcomes = await Promise.allSettled(
    chosen.map(async (handler) => (await handler.load())(write)),
  );
  const failed = chosen.flatMap((handler, i) => {
    const outcome = outcomes[i]!;
    if (outcome.status === 'fulfilled') return [];
    logs.triggerHandlerFailed(trigger, handler.name, outcome.reason);
    return [{ name: handler.name, error: outcome.reason as unknown }];
  });
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((f) => f.error),
      `${trigger}: ${failed.map((f) => f.name).join(', ')} failed`,
    );
}
