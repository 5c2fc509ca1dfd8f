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

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  /** Buckets exist once named, as in the official emulator. */
  bucket(name: string): Map<string, StoredObject> {
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = new Map();
      this.buckets.set(name, bucket);
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
  }

  delete(bucket: string, name: string): StoredObject | undefined {
    const objects = this.buckets.get(bucket);
    const existing = objects?.get(name);
    objects?.delete(name);
    return existing;
  }

  clear(): void {
    this.buckets.clear();
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
