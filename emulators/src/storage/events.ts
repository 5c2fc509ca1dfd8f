// Object events for the Functions emulator: finalized, deleted and metadata-updated objects go to
// every storage function whose bucket matches, v2 functions as CloudEvents and v1 functions as
// legacy events — the two payloads the official emulator multicasts.
import { randomUUID } from 'node:crypto';
import type { EventTrigger } from '../shared/functionsTriggers';
import { FunctionsTriggers } from '../shared/functionsTriggers';
import type { ObjectMetadata } from './object';
import { toGcsResource } from './object';

export type ObjectEvent = 'finalize' | 'delete' | 'metadataUpdate';

const CLOUD_EVENT_TYPES: Record<ObjectEvent, string> = {
  finalize: 'google.cloud.storage.object.v1.finalized',
  delete: 'google.cloud.storage.object.v1.deleted',
  metadataUpdate: 'google.cloud.storage.object.v1.metadataUpdated',
};

export class EventDispatcher {
  private readonly triggers: FunctionsTriggers;

  constructor(
    functionsOrigin: string | undefined,
    projectId: string,
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
    this.triggers.dispatch(async () => {
      const cloudEventType = CLOUD_EVENT_TYPES[event];
      const legacyType = `google.storage.object.${event}`;
      const targets = (await this.triggers.list()).filter(
        (t) =>
          (t.eventType === cloudEventType || t.eventType === legacyType) &&
          watches(t, metadata.bucket),
      );
      await Promise.all(
        targets.map((t) =>
          this.triggers.deliver(t, {
            headers: {
              'Content-Type':
                t.eventType === cloudEventType
                  ? 'application/cloudevents+json; charset=UTF-8'
                  : 'application/json',
            },
            body: JSON.stringify(
              t.eventType === cloudEventType
                ? cloudEvent(cloudEventType, metadata, data)
                : legacyEvent(legacyType, metadata, data),
            ),
          }),
        ),
      );
    });
  }

  /** Waits for deliveries in flight (tests and shutdown). */
  flush(): Promise<void> {
    return this.triggers.flush();
  }
}

/** v2 functions filter on `bucket`; v1 functions on `resource: projects/_/buckets/<b>`. */
function watches(trigger: EventTrigger, bucket: string): boolean {
  const filter = trigger.eventFilters.bucket ?? trigger.eventFilters.resource ?? '';
  return filter === bucket || filter === `projects/_/buckets/${bucket}`;
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
