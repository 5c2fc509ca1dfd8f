// The Listen stream, in the order the SDKs expect: per target ADD → documents → CURRENT,
// then a global NO_CHANGE with a readTime, which is what makes the SDKs raise a snapshot. A target
// resumed with a resume token or read time gets only what changed since, then an existence filter
// with the count of what matches now (ADD → changes → filter → CURRENT).
import type { Caller } from './auth';
import type { Engine } from './engine';
import { Fail, toStatus } from './errors';
import { fullName, parseDocumentName } from './paths';
import type { CompiledQuery, StructuredQuery } from './query';
import { listCheck, toRulesDocument } from './security';
import type { Database, DocChange } from './store';
import { microsToTs, tsMicros, type Timestamp } from './values';

export interface ListenRequest {
  database?: string;
  addTarget?: {
    targetId?: number;
    documents?: { documents?: string[] };
    query?: { parent?: string; structuredQuery?: StructuredQuery };
    resumeToken?: Uint8Array;
    readTime?: Timestamp;
  };
  removeTarget?: number;
}

interface Target {
  id: number;
  db: Database;
  paths?: string[];
  query?: CompiledQuery;
  /** Documents the client currently holds for this target: path → updateTime. */
  current: Map<string, bigint>;
}

type Send = (message: Record<string, unknown>) => void;

function resumeToken(time: bigint): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(time);
  return b;
}

/**
 * The time a resumed target's client was up to date, from its resume token (ours: the read time
 * in microseconds) or its read time; undefined for a new listen or a token of another server.
 */
function resumedAt(add: NonNullable<ListenRequest['addTarget']>): bigint | undefined {
  const token = add.resumeToken;
  if (token?.length === 8) return Buffer.from(token).readBigInt64BE();
  if (add.readTime) return tsMicros(add.readTime);
  return undefined;
}

export class ListenSession {
  private readonly targets = new Map<number, Target>();
  private readonly unsubscribe = new Map<Database, () => void>();
  private lastReadTime = 0n;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly engine: Engine,
    private readonly caller: Caller,
    private readonly send: Send,
  ) {}

  /** Requests are handled one at a time, in order. */
  handle(req: ListenRequest): void {
    this.queue = this.queue.then(() => this.process(req)).catch(() => undefined);
  }

  close(): void {
    for (const off of this.unsubscribe.values()) off();
    this.unsubscribe.clear();
    this.targets.clear();
  }

  private async process(req: ListenRequest): Promise<void> {
    if (req.removeTarget !== undefined && req.removeTarget !== null) {
      this.targets.delete(req.removeTarget);
      this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [req.removeTarget] } });
      return;
    }
    const add = req.addTarget;
    if (!add) return;
    const id = add.targetId ?? 0;
    this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    try {
      const target = this.createTarget(id, req.database, add);
      const since = resumedAt(add);
      const time = this.engine.clock.now();
      const docs = this.read(target);
      await this.authorize(target, time);
      this.targets.set(id, target);
      this.subscribe(target.db);
      for (const { path, updateTime, document } of docs) {
        target.current.set(path, updateTime);
        // Resuming, only what changed since the token; the client keeps the rest.
        if (since === undefined || updateTime > since)
          this.send({ documentChange: { document, targetIds: [id] } });
      }
      if (since !== undefined) {
        // A document deleted (or changed out of the query) since then has left no trace: the
        // count of what matches now lets the client see that its cache holds too many, and
        // query again without the token. No bloom filter, as Google's emulator.
        this.send({ filter: { targetId: id, count: docs.length } });
      }
      this.send({
        targetChange: {
          targetChangeType: 'CURRENT',
          targetIds: [id],
          resumeToken: resumeToken(time),
        },
      });
      this.global(time);
    } catch (error) {
      const { code, details } = toStatus(error);
      this.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [id],
          cause: { code, message: details },
        },
      });
    }
  }

  private createTarget(
    id: number,
    database: string | undefined,
    add: NonNullable<ListenRequest['addTarget']>,
  ): Target {
    if (add.documents) {
      const names = add.documents.documents ?? [];
      const parsed = names.map((n) => parseDocumentName(n, database));
      const dbName = parsed[0]?.database ?? database;
      if (!dbName) throw Fail.invalid('A documents target needs at least one document.');
      return {
        id,
        db: this.engine.database(dbName),
        paths: parsed.map((p) => p.path),
        current: new Map(),
      };
    }
    if (add.query) {
      const { db, query } = this.engine.compile(add.query.parent ?? '', add.query.structuredQuery);
      if (query.nearest) throw Fail.invalid('A vector query (findNearest) cannot be listened to.');
      return { id, db, query, current: new Map() };
    }
    throw Fail.invalid('A target must be a documents or a query target.');
  }

  private read(
    target: Target,
  ): Array<{ path: string; updateTime: bigint; document: Record<string, unknown> }> {
    const { db } = target;
    if (target.query) {
      return target.query.execute(db).map((r) => ({
        path: r.path,
        updateTime: r.doc.updateTime,
        document: this.engine.toProto(db, r.path, r.doc, r.fields) as unknown as Record<
          string,
          unknown
        >,
      }));
    }
    const out = [];
    for (const path of target.paths ?? []) {
      const doc = db.get(path);
      if (doc) {
        out.push({
          path,
          updateTime: doc.updateTime,
          document: this.engine.toProto(db, path, doc) as unknown as Record<string, unknown>,
        });
      }
    }
    return out;
  }

  private async authorize(target: Target, time: bigint): Promise<void> {
    const { db, query } = target;
    if (this.caller.admin) return;
    if (query) {
      await this.engine.security.authorize(this.caller, db, () => [listCheck(query)], time);
      return;
    }
    const checks = (target.paths ?? []).map((path) => ({
      method: 'get' as const,
      path,
      resource: toRulesDocument(db.name, path, db.get(path)),
    }));
    await this.engine.security.authorize(this.caller, db, () => checks, time);
  }

  private subscribe(db: Database): void {
    if (this.unsubscribe.has(db)) return;
    this.unsubscribe.set(
      db,
      db.onChange((changes, time) => this.onChange(db, changes, time)),
    );
  }

  private onChange(db: Database, changes: DocChange[], time: bigint): void {
    let sent = false;
    for (const target of this.targets.values()) {
      if (target.db !== db) continue;
      if (target.query) sent = this.diffQuery(target, changes) || sent;
      else sent = this.diffDocuments(target, changes, time) || sent;
    }
    if (sent) this.global(time);
  }

  private diffDocuments(target: Target, changes: DocChange[], time: bigint): boolean {
    let sent = false;
    for (const { path, after } of changes) {
      if (!target.paths?.includes(path)) continue;
      const name = fullName(target.db.name, path);
      if (after) {
        target.current.set(path, after.updateTime);
        this.send({
          documentChange: {
            document: this.engine.toProto(target.db, path, after),
            targetIds: [target.id],
          },
        });
      } else {
        target.current.delete(path);
        this.send({
          documentDelete: {
            document: name,
            removedTargetIds: [target.id],
            readTime: microsToTs(time),
          },
        });
      }
      sent = true;
    }
    return sent;
  }

  private diffQuery(target: Target, changes: DocChange[]): boolean {
    const query = target.query;
    if (!query || !changes.some((c) => query.matchesPath(c.path))) return false;
    const results = query.execute(target.db);
    const next = new Map(results.map((r) => [r.path, r]));
    let sent = false;
    for (const r of results) {
      if (target.current.get(r.path) === r.doc.updateTime) continue;
      this.send({
        documentChange: {
          document: this.engine.toProto(target.db, r.path, r.doc, r.fields),
          targetIds: [target.id],
        },
      });
      sent = true;
    }
    for (const path of target.current.keys()) {
      if (next.has(path)) continue;
      const name = fullName(target.db.name, path);
      const deleted = !target.db.get(path);
      this.send(
        deleted
          ? { documentDelete: { document: name, removedTargetIds: [target.id] } }
          : { documentRemove: { document: name, removedTargetIds: [target.id] } },
      );
      sent = true;
    }
    target.current = new Map(results.map((r) => [r.path, r.doc.updateTime]));
    return sent;
  }

  /** The global consistent-snapshot marker; readTime never goes backwards on a stream. */
  private global(time: bigint): void {
    if (time < this.lastReadTime) time = this.lastReadTime;
    this.lastReadTime = time;
    this.send({
      targetChange: { targetChangeType: 'NO_CHANGE', targetIds: [], readTime: microsToTs(time) },
    });
  }
}
