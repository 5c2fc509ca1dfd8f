// The operations both APIs share: writing, patching, copying and deleting objects, each followed
// by its Functions event. Access control happens before these are called.
import type { EventDispatcher } from './events';
import type { ObjectMetadata, StoredObject, WritableMetadata } from './object';
import { HttpError } from './http';
import {
  applyWritable,
  newDownloadToken,
  newObjectMetadata,
  objectNameProblem,
  touch,
} from './object';
import type { ObjectStore } from './store';
import type { UploadRegistry } from './uploads';

export class StorageService {
  constructor(
    readonly store: ObjectStore,
    readonly uploads: UploadRegistry,
    private readonly events: EventDispatcher,
  ) {}

  /** The object a write would create, before any rules decide whether it may. */
  prepare(bucket: string, name: string, data: Buffer, writable: WritableMetadata): StoredObject {
    assertObjectName(name);
    return { metadata: newObjectMetadata(bucket, name, data, writable), data };
  }

  /** Stores a new object version. Firebase uploads always get a download token. */
  finalize(object: StoredObject, options: { ensureToken: boolean }): ObjectMetadata {
    if (options.ensureToken && object.metadata.downloadTokens.length === 0) {
      object.metadata.downloadTokens.push(newDownloadToken());
    }
    this.store.put(object);
    this.events.emit('finalize', object.metadata);
    return object.metadata;
  }

  /** The metadata a patch would produce, without storing it. */
  patched(current: ObjectMetadata, patch: WritableMetadata): ObjectMetadata {
    const next: ObjectMetadata = structuredClone(current);
    applyWritable(next, patch);
    touch(next);
    return next;
  }

  /** Replaces an object's metadata (bytes unchanged). */
  commitMetadata(next: ObjectMetadata): ObjectMetadata {
    if (!this.store.setMetadata(next)) return next;
    this.events.emit('metadataUpdate', next);
    return next;
  }

  addDownloadToken(current: ObjectMetadata): ObjectMetadata {
    const next = structuredClone(current);
    next.downloadTokens.push(newDownloadToken());
    touch(next);
    return this.commitMetadata(next);
  }

  removeDownloadToken(current: ObjectMetadata, token: string): ObjectMetadata {
    const next = structuredClone(current);
    next.downloadTokens = next.downloadTokens.filter((t) => t !== token);
    // As in Google's emulator, an object keeps a download URL: the last token is replaced.
    if (next.downloadTokens.length === 0) next.downloadTokens.push(newDownloadToken());
    touch(next);
    return this.commitMetadata(next);
  }

  /** Copies bytes and metadata; fields in `overrides` replace the source's. */
  copy(
    source: StoredObject,
    bucket: string,
    name: string,
    overrides: WritableMetadata,
  ): ObjectMetadata {
    const s = source.metadata;
    const writable: WritableMetadata = {
      contentType: s.contentType,
      contentEncoding: s.contentEncoding,
      contentDisposition: s.contentDisposition,
      contentLanguage: s.contentLanguage,
      cacheControl: s.cacheControl,
      customTime: s.customTime,
      metadata: { ...s.customMetadata },
      ...withoutUndefined(overrides),
    };
    const copy = this.prepare(bucket, name, source.data, writable);
    if (overrides.metadata === undefined) copy.metadata.downloadTokens = [...s.downloadTokens];
    return this.finalize(copy, { ensureToken: false });
  }

  delete(bucket: string, name: string): ObjectMetadata | undefined {
    const removed = this.store.delete(bucket, name);
    if (removed) this.events.emit('delete', removed.metadata);
    return removed?.metadata;
  }

  /** Everything gone: objects, buckets and uploads in progress. */
  reset(): void {
    this.store.clear();
    this.uploads.clear();
  }
}

/** Refuses a name GCS would refuse, before any bytes are accepted for it. */
export function assertObjectName(name: string): void {
  const problem = objectNameProblem(name);
  if (problem) throw new HttpError(400, problem);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
