// The transport-independent Firestore backend: every RPC as a method taking the decoded request
// and the caller. gRPC (grpc.ts), the Listen/Write streams and persistence build on it.
import { randomBytes } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { Caller } from './auth';
import { Fail } from './errors';
import { dispatchEvents } from './events';
import { explainMetrics, type ExplainOptions } from './explain';
import { fullName, parseDocumentName, parseName, parseFieldPath, projectFields } from './paths';
import {
  CompiledQuery,
  aggregate,
  checkAggregationCount,
  type Aggregation,
  type StructuredQuery,
} from './query';
import { listCheck, Security, toRulesDocument, type RuleCheck } from './security';
import { Clock, Database, type Doc, type DocChange } from './store';
import {
  Transactions,
  recordRead,
  type Transaction,
  type TransactionOptions,
} from './transactions';
import { microsToTs, tsMicros, nameSize, fieldsSize, type Fields, type Timestamp } from './values';
import { applyWrite, writeTarget, type AppliedWrite, type Write, type WriteResult } from './writes';
import { FunctionsTriggers } from '../shared/functionsTriggers';

const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface ReadOptions {
  transaction?: Uint8Array;
  newTransaction?: TransactionOptions;
  readTime?: Timestamp;
}

export interface ProtoDocument {
  name: string;
  fields: Fields;
  createTime: { seconds: string; nanos: number };
  updateTime: { seconds: string; nanos: number };
}

interface ReadContext {
  at?: bigint;
  tx?: Transaction;
  /** Set when this read started the transaction: the id goes in the first response. */
  newTransaction?: Buffer;
  readTime: bigint;
}

export interface EngineOptions {
  functionsOrigin?: string;
  onTriggerError?: (error: unknown) => void;
}

export class Engine {
  readonly clock = new Clock();
  readonly security = new Security();
  readonly transactions = new Transactions();
  private readonly databases = new Map<string, Database>();
  /** Per-project trigger clients: the Functions emulator routes events by project id. */
  private readonly triggerClients = new Map<string, FunctionsTriggers>();
  /** Told every committed change (null: the database was cleared), e.g. to journal it. */
  onApply: ((db: Database, changes: DocChange[] | null, time: bigint) => void) | undefined;
  /**
   * Document reads served per database, counted as Firestore bills them: one per document asked
   * for by a get (found or not), one per query result with at least one per query, one per 1,000
   * documents an aggregation counts. Listen streams are not counted. Not in Google's emulator: the
   * page benchmark reads it to prove a page view costs one read.
   */
  private readonly reads = new Map<string, number>();

  constructor(private readonly options: EngineOptions = {}) {}

  triggersFor(project: string): FunctionsTriggers {
    let client = this.triggerClients.get(project);
    if (!client) {
      client = new FunctionsTriggers({
        origin: this.options.functionsOrigin,
        projectId: project,
        onError: this.options.onTriggerError,
        maxConcurrent: 4,
      });
      this.triggerClients.set(project, client);
    }
    return client;
  }

  /** Waits for the trigger deliveries in flight now; resolves with how many there were. */
  async settleTriggers(): Promise<number> {
    const counts = await Promise.all([...this.triggerClients.values()].map((c) => c.settled()));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /** Waits for trigger deliveries in flight. */
  async flushTriggers(): Promise<void> {
    await Promise.all([...this.triggerClients.values()].map((c) => c.flush()));
  }

  database(name: string): Database {
    const m = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(name);
    if (!m) throw Fail.invalid(`Invalid database name: ${name}`);
    let db = this.databases.get(name);
    if (!db) this.databases.set(name, (db = new Database(name)));
    return db;
  }

  /** Document reads served by `database` since the start or the last reset. */
  documentReads(database: string): number {
    return this.reads.get(database) ?? 0;
  }

  resetDocumentReads(database: string): void {
    this.reads.delete(database);
  }

  private countReads(db: Database, count: number): void {
    this.reads.set(db.name, (this.reads.get(db.name) ?? 0) + count);
  }

  allDatabases(): Database[] {
    return [...this.databases.values()];
  }

  toProto(db: Database, path: string, doc: Doc, fields: Fields = doc.fields): ProtoDocument {
    return {
      name: fullName(db.name, path),
      fields,
      createTime: microsToTs(doc.createTime),
      updateTime: microsToTs(doc.updateTime),
    };
  }

  // ---- reads ----

  private readContext(db: Database, options: ReadOptions): ReadContext {
    if (options.transaction && options.transaction.length > 0) {
      const tx = this.transactions.get(options.transaction, db.name);
      return { tx, at: tx.readTime, readTime: tx.readTime ?? this.clock.now() };
    }
    if (options.newTransaction) {
      const tx = this.beginTx(db, options.newTransaction);
      return {
        tx,
        at: tx.readTime,
        newTransaction: tx.id,
        readTime: tx.readTime ?? this.clock.now(),
      };
    }
    if (options.readTime) {
      const at = this.checkReadTime(options.readTime);
      return { at, readTime: at };
    }
    return { readTime: this.clock.now() };
  }

  private checkReadTime(t: Timestamp): bigint {
    const at = tsMicros(t);
    const now = this.clock.now();
    if (at > now) throw Fail.invalid('read_time cannot be in the future.');
    if (at < now - 60n * 60n * 1_000_000n) {
      throw Fail.precondition('read_time is older than the oldest available version (1 hour).');
    }
    return at;
  }

  private beginTx(db: Database, options: TransactionOptions): Transaction {
    if (options.readOnly) {
      const readTime = options.readOnly.readTime
        ? this.checkReadTime(options.readOnly.readTime)
        : this.clock.now();
      return this.transactions.begin(db.name, true, readTime);
    }
    return this.transactions.begin(db.name, false);
  }

  beginTransaction(database: string, options: TransactionOptions | undefined): Buffer {
    return this.beginTx(this.database(database), options ?? { readWrite: {} }).id;
  }

  rollback(database: string, id: Uint8Array): void {
    this.transactions.end(this.transactions.get(id, database));
  }

  async batchGet(
    caller: Caller,
    req: { database: string; documents?: string[]; mask?: { fieldPaths?: string[] } } & ReadOptions,
  ): Promise<Array<Record<string, unknown>>> {
    const db = this.database(req.database);
    const names = req.documents ?? [];
    const paths = names.map((n) => parseDocumentName(n, db.name).path);
    const ctx = this.readContext(db, req);
    const docs = paths.map((p) => db.get(p, ctx.at));
    this.countReads(db, paths.length);
    await this.security.authorize(
      caller,
      db,
      () =>
        paths.map((path, i) => ({
          method: 'get',
          path,
          resource: toRulesDocument(db.name, path, docs[i] ?? null),
        })),
      ctx.readTime,
    );
    const mask = req.mask?.fieldPaths?.map(parseFieldPath);
    const readTime = microsToTs(ctx.readTime);
    const out: Array<Record<string, unknown>> = paths.map((path, i) => {
      const doc = docs[i] ?? null;
      if (ctx.tx) recordRead(ctx.tx, path, doc?.updateTime ?? null);
      return doc
        ? {
            found: this.toProto(db, path, doc, mask ? projectFields(doc.fields, mask) : doc.fields),
            readTime,
          }
        : { missing: names[i], readTime };
    });
    if (ctx.newTransaction) {
      if (out.length === 0) return [{ transaction: ctx.newTransaction, readTime }];
      out[0] = { ...out[0], transaction: ctx.newTransaction };
    }
    return out;
  }

  async getDocument(
    caller: Caller,
    req: { name: string; mask?: { fieldPaths?: string[] } } & ReadOptions,
  ): Promise<ProtoDocument> {
    const { database, path } = parseDocumentName(req.name);
    const [res] = await this.batchGet(caller, { ...req, database, documents: [req.name] });
    if (!res || !res.found)
      throw Fail.notFound(`Document "${fullName(database, path)}" not found.`);
    return res.found as ProtoDocument;
  }

  /** Compiles a query for a parent resource name ("…/documents" or "…/documents/a/b"). */
  compile(
    parent: string,
    query: StructuredQuery | undefined,
  ): { db: Database; query: CompiledQuery } {
    if (!query) throw Fail.invalid('A structured query is required.');
    const p = parseName(parent);
    if (p.path && p.path.split('/').length % 2 !== 0) {
      throw Fail.invalid(`Parent "${parent}" must be a document or the database root.`);
    }
    return { db: this.database(p.database), query: new CompiledQuery(p.database, p.path, query) };
  }

  async runQuery(
    caller: Caller,
    req: {
      parent: string;
      structuredQuery?: StructuredQuery;
      explainOptions?: ExplainOptions;
    } & ReadOptions,
  ): Promise<Array<Record<string, unknown>>> {
    const startedMs = performance.now();
    const { db, query } = this.compile(req.parent, req.structuredQuery);
    const ctx = this.readContext(db, req);
    const results = query.execute(db, ctx.at);
    await this.security.authorize(caller, db, () => [listCheck(query)], ctx.readTime);
    const readTime = microsToTs(ctx.readTime);
    const explain = req.explainOptions;
    // Explained without `analyze`, a query runs nothing: the plan alone.
    if (explain && !explain.analyze)
      return [{ explainMetrics: explainMetrics(explain, query, req.structuredQuery, undefined) }];
    const reads = Math.max(1, results.length);
    this.countReads(db, reads);
    const out: Array<Record<string, unknown>> = results.map((r) => {
      if (ctx.tx) recordRead(ctx.tx, r.path, r.doc.updateTime);
      return { document: this.toProto(db, r.path, r.doc, r.fields), readTime };
    });
    // The admin SDK needs at least one message with a readTime, even for no results.
    if (out.length === 0) out.push({ readTime });
    if (ctx.newTransaction) out[0] = { ...out[0], transaction: ctx.newTransaction };
    if (explain) {
      const run = { results: results.length, reads, startedMs };
      out.push({ explainMetrics: explainMetrics(explain, query, req.structuredQuery, run) });
    }
    return out;
  }

  async runAggregationQuery(
    caller: Caller,
    req: {
      parent: string;
      structuredAggregationQuery?: {
        structuredQuery?: StructuredQuery;
        aggregations?: Aggregation[];
      };
      explainOptions?: ExplainOptions;
    } & ReadOptions,
  ): Promise<Record<string, unknown>> {
    const startedMs = performance.now();
    const agg = req.structuredAggregationQuery;
    checkAggregationCount(agg?.aggregations ?? []);
    const { db, query } = this.compile(req.parent, agg?.structuredQuery);
    const ctx = this.readContext(db, req);
    const results = query.execute(db, ctx.at);
    await this.security.authorize(caller, db, () => [listCheck(query)], ctx.readTime);
    const explain = req.explainOptions;
    if (explain && !explain.analyze)
      return { explainMetrics: explainMetrics(explain, query, agg?.structuredQuery, undefined) };
    const reads = Math.max(1, Math.ceil(results.length / 1000));
    this.countReads(db, reads);
    if (ctx.tx) for (const r of results) recordRead(ctx.tx, r.path, r.doc.updateTime);
    const res: Record<string, unknown> = {
      result: { aggregateFields: aggregate(results, agg?.aggregations ?? []) },
      readTime: microsToTs(ctx.readTime),
    };
    if (ctx.newTransaction) res.transaction = ctx.newTransaction;
    if (explain) {
      const run = { results: 1, reads, startedMs };
      res.explainMetrics = explainMetrics(explain, query, agg?.structuredQuery, run);
    }
    return res;
  }

  async listDocuments(
    caller: Caller,
    req: {
      parent: string;
      collectionId?: string;
      pageSize?: number;
      pageToken?: string;
      orderBy?: string;
      mask?: { fieldPaths?: string[] };
      showMissing?: boolean;
    } & ReadOptions,
  ): Promise<{
    documents: Array<Partial<ProtoDocument> & { name: string }>;
    nextPageToken?: string;
  }> {
    const p = parseName(req.parent);
    const db = this.database(p.database);
    if (!req.collectionId) throw Fail.invalid('collection_id is required.');
    const collection = p.path ? `${p.path}/${req.collectionId}` : req.collectionId;
    const ctx = this.readContext(db, req);
    // Missing parents are only known for the current state; past reads list existing documents.
    const paths = (
      ctx.at === undefined
        ? db.documentIds(collection, Boolean(req.showMissing))
        : [...db.scan(collection, ctx.at)].map(([path]) => path)
    ).sort();
    const start = req.pageToken ? paths.findIndex((x) => x > req.pageToken!) : 0;
    const size = req.pageSize && req.pageSize > 0 ? req.pageSize : paths.length;
    const page = start < 0 ? [] : paths.slice(start, start + size);
    const docs = page.map((path) => ({ path, doc: db.get(path, ctx.at) }));
    const existing = docs.filter((d): d is { path: string; doc: Doc } => d.doc !== null);
    await this.security.authorize(
      caller,
      db,
      (): RuleCheck[] =>
        existing.length
          ? existing.map(({ path, doc }) => ({
              method: 'list',
              path: collection,
              resource: toRulesDocument(db.name, path, doc),
            }))
          : [{ method: 'list', path: collection, resource: null }],
      ctx.readTime,
    );
    const mask = req.mask?.fieldPaths?.map(parseFieldPath);
    const documents = docs.map(({ path, doc }) =>
      doc
        ? this.toProto(db, path, doc, mask ? projectFields(doc.fields, mask) : doc.fields)
        : { name: fullName(db.name, path) },
    );
    const last = page[page.length - 1];
    const more = start >= 0 && start + size < paths.length;
    return more && last ? { documents, nextPageToken: last } : { documents };
  }

  listCollectionIds(
    caller: Caller,
    req: { parent: string; pageSize?: number; pageToken?: string } & ReadOptions,
  ): { collectionIds: string[]; nextPageToken?: string } {
    if (!caller.admin) throw Fail.denied('Listing collection ids requires admin authentication.');
    const p = parseName(req.parent);
    const db = this.database(p.database);
    const ids = db.collectionIds(p.path).sort();
    const start = req.pageToken ? ids.findIndex((x) => x > req.pageToken!) : 0;
    const size = req.pageSize && req.pageSize > 0 ? req.pageSize : ids.length;
    const page = start < 0 ? [] : ids.slice(start, start + size);
    const last = page[page.length - 1];
    return start >= 0 && start + size < ids.length && last
      ? { collectionIds: page, nextPageToken: last }
      : { collectionIds: page };
  }

  // ---- writes ----

  async commit(
    caller: Caller,
    req: { database: string; writes?: Write[]; transaction?: Uint8Array },
  ): Promise<{ writeResults: WriteResult[]; commitTime: { seconds: string; nanos: number } }> {
    const db = this.database(req.database);
    const writes = req.writes ?? [];
    checkRequestSize(writes);
    return db.exclusive(async () => {
      const tx =
        req.transaction && req.transaction.length > 0
          ? this.transactions.get(req.transaction, db.name)
          : undefined;
      if (tx) {
        this.transactions.end(tx);
        if (tx.readOnly && writes.length > 0) {
          throw Fail.invalid('Cannot modify entities in a read-only transaction.');
        }
        for (const [path, version] of tx.reads) {
          if ((db.get(path)?.updateTime ?? null) !== version) {
            throw Fail.aborted(
              'Transaction aborted: a document read in this transaction was changed by another write (contention).',
            );
          }
        }
      }
      const commitTime = this.clock.now();
      const applied = applyAll(db, writes, commitTime);
      const state = overlayOf(db, applied);
      await this.security.authorize(caller, db, () => writeChecks(db, applied), commitTime, state);
      const changes = this.persist(db, applied, commitTime);
      dispatchEvents(this.triggersFor(projectOfDb(db)), db.name, changes, commitTime, caller);
      return { writeResults: applied.map((a) => a.result), commitTime: microsToTs(commitTime) };
    });
  }

  /** The REST-style single-document RPCs, as one-write commits. */
  async updateDocument(
    caller: Caller,
    req: {
      document?: { name?: string; fields?: Fields };
      updateMask?: { fieldPaths?: string[] };
      mask?: { fieldPaths?: string[] };
      currentDocument?: Write['currentDocument'];
    },
  ): Promise<ProtoDocument> {
    const name = req.document?.name;
    if (!name) throw Fail.invalid('document.name is required.');
    const { database } = parseDocumentName(name);
    await this.commit(caller, {
      database,
      writes: [
        { update: req.document, updateMask: req.updateMask, currentDocument: req.currentDocument },
      ],
    });
    return this.getDocument(caller, { name, mask: req.mask });
  }

  async createDocument(
    caller: Caller,
    req: {
      parent: string;
      collectionId: string;
      documentId?: string;
      document?: { fields?: Fields };
      mask?: { fieldPaths?: string[] };
    },
  ): Promise<ProtoDocument> {
    const id = req.documentId || autoId();
    const name = `${req.parent}/${req.collectionId}/${id}`;
    const { database } = parseDocumentName(name);
    await this.commit(caller, {
      database,
      writes: [
        {
          update: { name, fields: req.document?.fields ?? {} },
          currentDocument: { exists: false },
        },
      ],
    });
    return this.getDocument(caller, { name, mask: req.mask });
  }

  async deleteDocument(
    caller: Caller,
    req: { name: string; currentDocument?: Write['currentDocument'] },
  ): Promise<Record<string, never>> {
    const { database } = parseDocumentName(req.name);
    await this.commit(caller, {
      database,
      writes: [{ delete: req.name, currentDocument: req.currentDocument }],
    });
    return {};
  }

  /** BatchWrite: each write applied on its own, with a status per write; admin only. */
  async batchWrite(
    caller: Caller,
    req: { database: string; writes?: Write[] },
  ): Promise<{ writeResults: WriteResult[]; status: Array<{ code: number; message?: string }> }> {
    if (!caller.admin) throw Fail.denied('Batch writes require admin authentication.');
    const db = this.database(req.database);
    const writes = req.writes ?? [];
    checkRequestSize(writes);
    return db.exclusive(() => {
      const writeResults: WriteResult[] = [];
      const status: Array<{ code: number; message?: string }> = [];
      for (const write of writes) {
        const commitTime = this.clock.now();
        try {
          const applied = applyAll(db, [write], commitTime);
          const changes = this.persist(db, applied, commitTime);
          dispatchEvents(this.triggersFor(projectOfDb(db)), db.name, changes, commitTime, caller);
          writeResults.push(applied[0]?.result ?? { transformResults: [] });
          status.push({ code: 0 });
        } catch (error) {
          if (!(error instanceof Fail)) throw error;
          writeResults.push({ transformResults: [] });
          status.push({ code: error.code, message: error.message });
        }
      }
      return Promise.resolve({ writeResults, status });
    });
  }

  private persist(db: Database, applied: AppliedWrite[], commitTime: bigint): DocChange[] {
    // Net effect per document, in first-write order: several writes to one document in a
    // commit produce one change (and one trigger event).
    const net = new Map<string, DocChange>();
    for (const a of applied) {
      const prior = net.get(a.path);
      net.set(a.path, { path: a.path, before: prior ? prior.before : a.before, after: a.after });
    }
    const changes = [...net.values()].filter((c) => c.before !== c.after);
    db.apply(changes, commitTime);
    if (changes.length > 0) this.onApply?.(db, changes, commitTime);
    return changes;
  }

  /** The clear-data control endpoint. */
  clear(database: string): void {
    const db = this.database(database);
    this.transactions.endAll(database);
    const time = this.clock.now();
    db.clear(time);
    this.onApply?.(db, null, time);
  }
}

/** A 20-character id like the SDKs generate. */
function autoId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (b) => chars[b % chars.length]).join('');
}

function projectOfDb(db: Database): string {
  return db.name.split('/')[1] ?? '';
}

function applyAll(db: Database, writes: Write[], commitTime: bigint): AppliedWrite[] {
  const pending = new Map<string, Doc | null>();
  const current = (path: string): Doc | null =>
    pending.has(path) ? (pending.get(path) ?? null) : db.get(path);
  const deletedHere = new Set<string>();
  return writes.map((w) => {
    let a: AppliedWrite;
    try {
      a = applyWrite(db.name, w, current, commitTime);
    } catch (error) {
      // Updating what an earlier write of the same commit deleted is a malformed commit, not a
      // missing document (Firestore answers INVALID_ARGUMENT; a transaction does not retry it).
      const name = error instanceof Fail && error.code === status.NOT_FOUND && writeTarget(w);
      if (name && deletedHere.has(parseDocumentName(name).path))
        throw Fail.invalid(`${name} was deleted earlier in this commit and cannot be updated.`);
      throw error;
    }
    if (a.after === null) deletedHere.add(a.path);
    else deletedHere.delete(a.path);
    pending.set(a.path, a.after);
    return a;
  });
}

function overlayOf(db: Database, applied: AppliedWrite[]): (path: string) => Doc | null {
  const state = new Map<string, Doc | null>();
  for (const a of applied) state.set(a.path, a.after);
  return (path) => (state.has(path) ? (state.get(path) ?? null) : db.get(path));
}

function writeChecks(db: Database, applied: AppliedWrite[]): RuleCheck[] {
  return applied
    .filter((a) => a.method !== undefined)
    .map((a) => ({
      method: a.method!,
      path: a.path,
      resource: toRulesDocument(db.name, a.path, a.before),
      ...(a.after && a.method !== 'delete'
        ? { requestResource: toRulesDocument(db.name, a.path, a.after) ?? undefined }
        : {}),
    }));
}

function checkRequestSize(writes: Write[]): void {
  let size = 0;
  for (const w of writes) {
    const name = w.update?.name ?? w.delete ?? w.verify ?? w.transform?.document ?? '';
    size += nameSize(name) + fieldsSize(w.update?.fields ?? {});
  }
  if (size > MAX_REQUEST_BYTES) {
    throw Fail.invalid(`Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`);
  }
}
