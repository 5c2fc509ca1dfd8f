// Object events for the Functions emulator: finalized, deleted and metadata-updated objects go to
// every storage function whose bucket matches, v2 functions as CloudEvents and v1 functions as
// legacy events — the two payloads the official emulator multicasts.
// v2 triggers are discovered and called one by one (src/shared/functionsTriggers.ts). v1 triggers
// name their bucket only in a `resource` that discovery does not report, so their event goes to
// the Functions emulator's multicast route, which routes by event type and bucket itself.
import { randomUUID } from 'node:crypto';
import { FunctionsTriggers } from '../shared/functionsTriggers';
import type { ObjectMetadata } from './object';
import { toGcsResource } from './object';

export type ObjectEvent = 'finalize' | 'delete' | 'metadataUpdate';

const CLOUD_EVENT_TYPES: Record<ObjectEvent, string> = {
  finalize: 'google.cloud.storage.object.v1.finalized',
  delete: 'google.cloud.storage.object.v1.deleted',
  metadataUpdate: 'google.cloud.storage.object.v1.metadataUpdated',
};

/**
 * Deliveries in flight at once. The Functions emulator starts a new worker process for each
 * event that arrives while the others are busy, so an unbounded burst (a test suite's uploads)
 * spawns dozens of workers that then fail to start in time; a few at a time reuse warm workers.
 */
const MAX_IN_FLIGHT = 4;

export class EventDispatcher {
  private readonly triggers: FunctionsTriggers;
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly functionsOrigin: string | undefined,
    private readonly projectId: string,
    private readonly origin: () => string,
    onError: (error: unknown) => void,
  ) {
    this.triggers = new FunctionsTriggers({ origin: functionsOrigin, projectId, onError });
  }

  /** Fire-and-forget: a slow or absent Functions emulator never delays the Storage reply. */
  emit(event: ObjectEvent, metadata: ObjectMetadata): void {
    if (!this.triggers.enabled) return;
    // Snapshot now: the object may change again before delivery.
    const data = toGcsResource(metadata, this.origin());
    this.triggers.dispatch(() => this.limited(() => this.deliver(event, metadata, data)));
  }

  private async deliver(
    event: ObjectEvent,
    metadata: ObjectMetadata,
    data: Record<string, unknown>,
  ): Promise<void> {
    const cloudEventType = CLOUD_EVENT_TYPES[event];
    const legacyType = `google.storage.object.${event}`;
    const triggers = await this.triggers.list();
    const v2Targets = triggers.filter(
      (t) => t.eventType === cloudEventType && t.eventFilters.bucket === metadata.bucket,
    );
    const deliveries = v2Targets.map((t) =>
      withRetry(() =>
        this.triggers.deliver(t, {
          headers: { 'Content-Type': 'application/cloudevents+json; charset=UTF-8' },
          body: JSON.stringify(cloudEvent(cloudEventType, metadata, data)),
        }),
      ),
    );
    if (triggers.some((t) => t.eventType === legacyType)) {
      deliveries.push(withRetry(() => this.multicast(legacyEvent(legacyType, metadata, data))));
    }
    await Promise.all(deliveries);
  }

  private async multicast(body: Record<string, unknown>): Promise<void> {
    const url = `${this.functionsOrigin}/functions/projects/${encodeURIComponent(this.projectId)}/trigger_multicast`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`Functions emulator multicast answered ${res.status}`);
  }

  /** Runs `work` when fewer than MAX_IN_FLIGHT deliveries are running, in arrival order. */
  private async limited(work: () => Promise<void>): Promise<void> {
    if (this.inFlight >= MAX_IN_FLIGHT)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
    try {
      await work();
    } finally {
      this.inFlight--;
      this.waiting.shift()?.();
    }
  }

  /** Waits for deliveries in flight (tests and shutdown). */
  /** Waits for the deliveries in flight now; resolves with how many there were. */
  settled(): Promise<number> {
    return this.triggers.settled();
  }

  flush(): Promise<void> {
    return this.triggers.flush();
  }
}

/**
 * When a function worker fails to start in time (a loaded machine), the Functions emulator never
 * answers and the function does not run; a second try a little later usually finds a worker.
 * Storage triggers are at-least-once in production too, so a rare duplicate is within contract.
 */
async function withRetry(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await send();
  }
}

function cloudEvent(
  type: string,
  m: ObjectMetadata,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: `//storage.googleapis.com/projects/_/buckets/${m.bucket}/objects/${m.name}`,
    subject: `objects/${m.name}`,
    time: m.updated,
    datacontenttype: 'application/json',
    data,
  };
}

function legacyEvent(
  eventType: string,
  m: ObjectMetadata,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return {
    eventId: randomUUID(),
    timestamp: m.updated,
    eventType,
    resource: {
      service: 'storage.googleapis.com',
      name: `projects/_/buckets/${m.bucket}/objects/${m.name}`,
      type: 'storage#object',
    },
    data,
  };
}
