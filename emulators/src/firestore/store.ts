// In-memory documents of one database, versioned so that reads at a past readTime (read-only
// transactions, Listen resumes) see a consistent snapshot.
import { lastSegment, parentPath } from './paths';
import type { Fields } from './values';

export interface Doc {
  fields: Fields;
  createTime: bigint; // microseconds since the epoch
  updateTime: bigint;
}

interface Version {
  time: bigint;
  doc: Doc | null;
}

export interface DocChange {
  path: string;
  before: Doc | null;
  after: Doc | null;
}

/** How long past versions are kept: Firestore serves reads up to an hour old. */
const HISTORY_MICROS = 60n * 60n * 1_000_000n;

/** Strictly increasing microsecond timestamps: commit times are compared for exact equality. */
export class Clock {
  private last = 0n;
  now(): bigint {
    const t = BigInt(Date.now()) * 1000n;
    this.last = t > this.last ? t : this.last + 1n;
    return this.last;
  }
  /** Keeps later commit times after `time` (a change loaded from disk). */
  observe(time: bigint): void {
    if (time > this.last) this.last = time;
  }
  peek(): bigint {
    return this.last > 0n ? this.last : this.now();
  }
}

export class Database {
  /** document path → versions, oldest first */
  private readonly docs = new Map<string, Version[]>();
  /** collection path → paths of documents ever written in it */
  private readonly collections = new Map<string, Set<string>>();
  private readonly listeners = new Set<(changes: DocChange[], time: bigint) => void>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly name: string) {}

  get(path: string, at?: bigint): Doc | null {
    const versions = this.docs.get(path);
    if (!versions) return null;
    if (at === undefined) return versions[versions.length - 1]?.doc ?? null;
    for (let i = versions.length - 1; i >= 0; i--) {
      const v = versions[i];
      if (v && v.time <= at) return v.doc;
    }
    return null;
  }

  /** Applies the changes of one commit at `time` and notifies listeners. */
  apply(changes: DocChange[], time: bigint): void {
    for (const { path, after } of changes) {
      let versions = this.docs.get(path);
      if (!versions) {
        versions = [];
        this.docs.set(path, versions);
        const parent = parentPath(path);
        let set = this.collections.get(parent);
        if (!set) this.collections.set(parent, (set = new Set()));
        set.add(path);
      }
      versions.push({ time, doc: after });
      prune(versions, time - HISTORY_MICROS);
    }
    if (changes.length > 0) for (const l of this.listeners) l(changes, time);
  }

  /** Runs `work` after every earlier exclusive section: commits are serialised. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  onChange(listener: (changes: DocChange[], time: bigint) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Documents directly in a collection. */
  *scan(collection: string, at?: bigint): Generator<[string, Doc]> {
    for (const path of this.collections.get(collection) ?? []) {
      const doc = this.get(path, at);
      if (doc) yield [path, doc];
    }
  }

  /** Documents in every collection named `collectionId` ("" = any) under `parent` (a document path or ""). */
  *scanGroup(parent: string, collectionId: string, at?: bigint): Generator<[string, Doc]> {
    for (const collection of this.collections.keys()) {
      if (collectionId && lastSegment(collection) !== collectionId) continue;
      if (parent && !collection.startsWith(parent + '/')) continue;
      yield* this.scan(collection, at);
    }
  }

  /** Every existing document under a path prefix ("" for all). */
  *all(at?: bigint): Generator<[string, Doc]> {
    for (const path of this.docs.keys()) {
      const doc = this.get(path, at);
      if (doc) yield [path, doc];
    }
  }

  /** Ids of collections directly under `parent` that hold a document at any depth. */
  collectionIds(parent: string): string[] {
    const prefix = parent ? parent + '/' : '';
    const ids = new Set<string>();
    for (const [path, versions] of this.docs) {
      if (!path.startsWith(prefix) || !versions[versions.length - 1]?.doc) continue;
      const id = path.slice(prefix.length).split('/')[0];
      if (id) ids.add(id);
    }
    return [...ids];
  }

  /**
   * Document paths directly in `collection` that exist, or (with showMissing) that do not but
   * have documents below them.
   */
  documentIds(collection: string, showMissing: boolean): string[] {
    const paths = new Set<string>();
    for (const [path] of this.scan(collection)) paths.add(path);
    if (showMissing) {
      const prefix = collection + '/';
      for (const [path, versions] of this.docs) {
        if (!path.startsWith(prefix) || !versions[versions.length - 1]?.doc) continue;
        const id = path.slice(prefix.length).split('/')[0];
        if (id) paths.add(prefix + id);
      }
    }
    return [...paths];
  }

  /** Removes every document (the clear-data control endpoint); listeners see the deletes. */
  clear(time: bigint): void {
    const changes: DocChange[] = [];
    for (const [path, doc] of this.all()) changes.push({ path, before: doc, after: null });
    this.docs.clear();
    this.collections.clear();
    if (changes.length > 0) for (const l of this.listeners) l(changes, time);
  }

  get size(): number {
    let n = 0;
    for (const versions of this.docs.values()) if (versions[versions.length - 1]?.doc) n++;
    return n;
  }
}

/** Drops versions nobody can read any more, keeping the one visible at `cutoff`. */
function prune(versions: Version[], cutoff: bigint): void {
  let drop = 0;
  while (drop + 1 < versions.length && (versions[drop + 1]?.time ?? 0n) <= cutoff) drop++;
  if (drop > 0) versions.splice(0, drop);
}
