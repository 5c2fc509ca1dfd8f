// Object events for the Functions emulator: finalized, deleted and metadata-updated objects are
// multicast to every function whose bucket filter matches, as the official emulator does it.
import { randomUUID } from 'node:crypto';
import type { ObjectMetadata } from './object';
import { toGcsResource } from './object';

export type ObjectEvent = 'finalize' | 'delete' | 'metadataUpdate';

const CLOUD_EVENT_TYPES: Record<ObjectEvent, string> = {
  finalize: 'google.cloud.storage.object.v1.finalized',
  delete: 'google.cloud.storage.object.v1.deleted',
  metadataUpdate: 'google.cloud.storage.object.v1.metadataUpdated',
};

export class EventDispatcher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly functionsOrigin: string | undefined,
    private readonly projectId: string,
    private readonly origin: () => string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Fire-and-forget: a slow or absent Functions emulator never delays the Storage reply. */
  emit(event: ObjectEvent, metadata: ObjectMetadata): void {
    if (!this.functionsOrigin) return;
    const url = `${this.functionsOrigin}/functions/projects/${this.projectId}/trigger_multicast`;
    const data = toGcsResource(metadata, this.origin());
    const source = `//storage.googleapis.com/projects/_/buckets/${metadata.bucket}/objects/${metadata.name}`;
    // v1 functions listen for the legacy event; v2 functions for the CloudEvent.
    const legacy = {
      eventId: String(Date.now()),
      timestamp: new Date().toISOString(),
      eventType: `google.storage.object.${event}`,
      resource: {
        service: 'storage.googleapis.com',
        name: `projects/_/buckets/${metadata.bucket}/objects/${metadata.name}`,
        type: 'storage#object',
      },
      data,
    };
    const cloudEvent = {
      specversion: '1.0',
      id: randomUUID(),
      type: CLOUD_EVENT_TYPES[event],
      source,
      subject: `objects/${metadata.name}`,
      time: metadata.updated,
      datacontenttype: 'application/json',
      data,
    };
    this.track(post(url, 'application/json', legacy));
    this.track(post(url, 'application/cloudevents+json; charset=UTF-8', cloudEvent));
  }

  /** Waits for deliveries in flight (tests and shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private track(delivery: Promise<void>): void {
    const settled = delivery.catch(this.onError).finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }
}

async function post(url: string, contentType: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`Functions emulator answered ${res.status} to a storage event`);
}
