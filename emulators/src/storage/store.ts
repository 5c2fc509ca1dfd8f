// The in-memory object store: buckets of objects, with GCS-style prefix/delimiter listing.
import type { StoredObject } from './object';

export interface ListOptions {
  prefix?: string;
  delimiter?: string;
  /** Resume after this point: the first name (or prefix) of the next page. */
  pageToken?: string;
  maxResults?: number;
}

export interface ListPage {
  prefixes: string[];
  items: StoredObject[];
  nextPageToken?: string;
}

/** A change to the store, as the journal records it. */
export type StoreChange =
  | { kind: 'bucket'; bucket: string }
  | { kind: 'put'; object: StoredObject }
  | { kind: 'metadata'; object: StoredObject }
  | { kind: 'delete'; bucket: string; name: string }
  | { kind: 'clear' };

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  /** Told every change, e.g. to journal it. */
  onChange: ((change: StoreChange) => void) | undefined;

  /** Buckets exist once named, as in the official emulator. */
  bucket(name: string): Map<string, StoredObject> {
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = new Map();
      this.buckets.set(name, bucket);
      this.onChange?.({ kind: 'bucket', bucket: name });
    }
    return bucket;
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()];
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  put(object: StoredObject): void {
    this.bucket(object.metadata.bucket).set(object.metadata.name, object);
    this.onChange?.({ kind: 'put', object });
  }

  /** Replaces a stored object's metadata, its bytes unchanged; false when it does not exist. */
  setMetadata(metadata: StoredObject['metadata']): boolean {
    const object = this.get(metadata.bucket, metadata.name);
    if (!object) return false;
    object.metadata = metadata;
    this.onChange?.({ kind: 'metadata', object });
    return true;
  }

  delete(bucket: string, name: string): StoredObject | undefined {
    const objects = this.buckets.get(bucket);
    const existing = objects?.get(name);
    objects?.delete(name);
    if (existing) this.onChange?.({ kind: 'delete', bucket, name });
    return existing;
  }

  clear(): void {
    this.buckets.clear();
    this.onChange?.({ kind: 'clear' });
  }

  *all(): Iterable<StoredObject> {
    for (const objects of this.buckets.values()) yield* objects.values();
  }

  /**
   * Lists names in byte order. With a delimiter, names that have it after the prefix collapse
   * into one prefix entry; items and prefixes share one page budget and one ordering.
   */
  list(bucket: string, options: ListOptions): ListPage {
    const prefix = options.prefix ?? '';
    const max = options.maxResults && options.maxResults > 0 ? options.maxResults : 1000;
    const names = [...(this.buckets.get(bucket)?.keys() ?? [])]
      .filter((n) => n.startsWith(prefix))
      .sort(compareNames);
    const entries: Array<{ key: string; prefix?: string; name?: string }> = [];
    const seenPrefixes = new Set<string>();
    for (const name of names) {
      const rest = name.slice(prefix.length);
      const cut = options.delimiter ? rest.indexOf(options.delimiter) : -1;
      if (cut >= 0) {
        const p = prefix + rest.slice(0, cut + options.delimiter!.length);
        if (!seenPrefixes.has(p)) {
          seenPrefixes.add(p);
          entries.push({ key: p, prefix: p });
        }
      } else {
        entries.push({ key: name, name });
      }
    }
    const start = options.pageToken
      ? entries.findIndex((e) => compareNames(e.key, options.pageToken!) >= 0)
      : 0;
    const from = start < 0 ? entries.length : start;
    const page = entries.slice(from, from + max);
    const next = entries[from + max];
    const objects = this.buckets.get(bucket);
    return {
      prefixes: page.flatMap((e) => (e.prefix ? [e.prefix] : [])),
      items: page.flatMap((e) => {
        const object = e.name === undefined ? undefined : objects?.get(e.name);
        return object ? [object] : [];
      }),
      nextPageToken: next?.key,
    };
  }
}

/** GCS orders names by their UTF-8 bytes, which differs from UTF-16 order for astral characters. */
function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
