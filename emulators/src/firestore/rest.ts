// The Firestore v1 REST surface Google's emulator serves beside gRPC on the same port, for
// `firebase/firestore/lite`, plain HTTP clients and tools: documents get / list / create / patch
// / delete and the `:batchGet`, `:beginTransaction`, `:commit`, `:rollback`, `:batchWrite`,
// `:runQuery`, `:runAggregationQuery` and `:listCollectionIds` methods. Each maps onto the
// Engine method the gRPC service calls (same rules, same reads counted); bodies are proto3 JSON,
// converted to and from the objects gRPC hands the Engine by walking the Firestore descriptor.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { status } from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { callerFrom } from './auth';
import type { Engine } from './engine';
import { Fail, toStatus } from './errors';
import { firestoreDescriptor } from './grpc';
import { isoToTimestamp, timestampToIso } from './values';
import { readJsonBody } from './jsonBody';

const V1 = 'google.firestore.v1.';
let root: protobuf.Root | undefined;
const typeOf = (name: string): protobuf.Type =>
  (root ??= protobuf.Root.fromJSON(firestoreDescriptor())).lookupType(V1 + name);

// ---- proto3 JSON ⇄ the objects of @grpc/proto-loader (longs and enums as strings) ----

const WRAPPERS = new Set(['Int32Value', 'Int64Value', 'DoubleValue', 'BoolValue', 'StringValue']);

/** Converts each known field of a message, element by element for maps and repeated fields. */
function convertFields(
  type: protobuf.Type,
  object: unknown,
  convert: (field: protobuf.Field, value: unknown) => unknown,
  skip: (field: protobuf.Field, value: unknown) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((object ?? {}) as Record<string, unknown>)) {
    const field = type.fields[key];
    if (!field || value === undefined || skip(field, value)) continue;
    const one = (v: unknown) => convert(field, v);
    if (field.map)
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, one(v)]),
      );
    else if (field.repeated) out[key] = (value as unknown[]).map(one);
    else out[key] = one(value);
  }
  return out;
}

function fromJson(type: protobuf.Type, json: unknown): Record<string, unknown> {
  return convertFields(type, json, fieldFromJson, () => false);
}

function fieldFromJson(field: protobuf.Field, value: unknown): unknown {
  field.resolve();
  const resolved = field.resolvedType;
  // google.firestore.v1.Value.nullValue is JSON null.
  if (resolved instanceof protobuf.Enum)
    return value === null ? Object.keys(resolved.values)[0] : enumName(resolved, value);
  if (resolved instanceof protobuf.Type) {
    if (resolved.fullName === '.google.protobuf.Timestamp') return isoToTimestamp(String(value));
    if (WRAPPERS.has(resolved.name) && resolved.fullName.startsWith('.google.protobuf.'))
      return { value };
    return fromJson(resolved, value);
  }
  if (field.type === 'bytes') return Buffer.from(String(value), 'base64');
  if (['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64'].includes(field.type))
    return String(value);
  if ((field.type === 'double' || field.type === 'float') && typeof value === 'string')
    return Number(value);
  return value;
}

function enumName(type: protobuf.Enum, value: unknown): unknown {
  return typeof value === 'number' ? (type.valuesById[value] ?? value) : value;
}

function toJson(type: protobuf.Type, object: unknown): Record<string, unknown> {
  // proto3 JSON leaves out nulls and empty repeated fields and maps.
  return convertFields(
    type,
    object,
    fieldToJson,
    (field, value) =>
      value === null ||
      (field.repeated && Array.isArray(value) && value.length === 0) ||
      (field.map && Object.keys(value as object).length === 0),
  );
}

function fieldToJson(field: protobuf.Field, value: unknown): unknown {
  field.resolve();
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    const name = enumName(resolved, value);
    return field.name === 'nullValue' ? null : name;
  }
  if (resolved instanceof protobuf.Type) {
    const full = resolved.fullName;
    if (full === '.google.protobuf.Timestamp')
      return timestampToIso(value as { seconds: string; nanos: number });
    if (full === '.google.protobuf.Duration') {
      const d = value as { seconds?: string | number; nanos?: number };
      return `${Number(d.seconds ?? 0) + (d.nanos ?? 0) / 1e9}s`;
    }
    if (full === '.google.protobuf.Struct') return structToJson(value);
    if (WRAPPERS.has(resolved.name) && full.startsWith('.google.protobuf.'))
      return (value as { value?: unknown }).value;
    return toJson(resolved, value);
  }
  if (field.type === 'bytes') return Buffer.from(value as Uint8Array | string).toString('base64');
  if (typeof value === 'number' && !Number.isFinite(value))
    return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
  return value;
}

/** google.protobuf.Struct as the plain JSON object it stands for. */
function structToJson(struct: unknown): Record<string, unknown> {
  const fields = (struct as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
  const value = (v: Record<string, unknown>): unknown =>
    'structValue' in v
      ? structToJson(v.structValue)
      : 'listValue' in v
        ? ((v.listValue as { values?: Array<Record<string, unknown>> }).values ?? []).map(value)
        : (v.stringValue ?? v.numberValue ?? v.boolValue ?? null);
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, value(v)]));
}

// ---- routes ----

const HTTP_STATUS: Partial<Record<status, number>> = {
  [status.INVALID_ARGUMENT]: 400,
  [status.FAILED_PRECONDITION]: 400,
  [status.OUT_OF_RANGE]: 400,
  [status.UNAUTHENTICATED]: 401,
  [status.PERMISSION_DENIED]: 403,
  [status.NOT_FOUND]: 404,
  [status.ALREADY_EXISTS]: 409,
  [status.ABORTED]: 409,
  [status.RESOURCE_EXHAUSTED]: 429,
  [status.CANCELLED]: 499,
  [status.UNIMPLEMENTED]: 501,
  [status.UNAVAILABLE]: 503,
  [status.DEADLINE_EXCEEDED]: 504,
};

const DOCUMENTS = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)(\/[^:]*)?(?::(\w+))?$/;

/** Answers `/v1/…` requests; returns false for any other path. */
export async function handleRest(
  engine: Engine,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const m = DOCUMENTS.exec(decodeURIComponent(url.pathname));
  if (!m) return false;
  const [, root = '', rest = '', method] = m;
  const resource = root + rest.replace(/\/$/, '');
  const database = root.slice(0, -'/documents'.length);
  const caller = callerFrom(req.headers.authorization);
  const q = url.searchParams;
  try {
    const body = req.method === 'GET' || req.method === 'DELETE' ? {} : await readJson(req);
    const request = (name: string, extra: Record<string, unknown> = {}) => ({
      ...fromJson(typeOf(name), body),
      ...extra,
    });
    const segments = rest.split('/').filter(Boolean).length;
    const isDocument = segments > 0 && segments % 2 === 0;

    if (method && req.method === 'POST') {
      switch (method) {
        case 'batchGet': {
          const responses = await engine.batchGet(
            caller,
            request('BatchGetDocumentsRequest', { database }) as never,
          );
          return send(
            res,
            200,
            responses.map((r) => toJson(typeOf('BatchGetDocumentsResponse'), r)),
          );
        }
        case 'beginTransaction': {
          const { options } = request('BeginTransactionRequest') as { options?: never };
          const transaction = engine.beginTransaction(database, options);
          return send(res, 200, toJson(typeOf('BeginTransactionResponse'), { transaction }));
        }
        case 'commit': {
          const response = await engine.commit(
            caller,
            request('CommitRequest', { database }) as never,
          );
          return send(res, 200, toJson(typeOf('CommitResponse'), response));
        }
        case 'rollback': {
          const { transaction } = request('RollbackRequest') as { transaction: Uint8Array };
          engine.rollback(database, transaction);
          return send(res, 200, {});
        }
        case 'batchWrite': {
          const response = await engine.batchWrite(
            caller,
            request('BatchWriteRequest', { database }) as never,
          );
          return send(res, 200, toJson(typeOf('BatchWriteResponse'), response));
        }
        case 'runQuery': {
          const responses = await engine.runQuery(
            caller,
            request('RunQueryRequest', { parent: resource }) as never,
          );
          return send(
            res,
            200,
            responses.map((r) => toJson(typeOf('RunQueryResponse'), r)),
          );
        }
        case 'runAggregationQuery': {
          const response = await engine.runAggregationQuery(
            caller,
            request('RunAggregationQueryRequest', { parent: resource }) as never,
          );
          return send(res, 200, [toJson(typeOf('RunAggregationQueryResponse'), response)]);
        }
        case 'listCollectionIds': {
          const response = engine.listCollectionIds(
            caller,
            request('ListCollectionIdsRequest', { parent: resource }) as never,
          );
          return send(res, 200, toJson(typeOf('ListCollectionIdsResponse'), response));
        }
      }
      throw Fail.invalid(`Unknown method :${method}`);
    }
    if (method) throw new Fail(status.UNIMPLEMENTED, `${req.method} :${method} is not served.`);

    const mask = maskOf(q, 'mask.fieldPaths');
    const readOptions = {
      ...(q.get('transaction')
        ? { transaction: Buffer.from(q.get('transaction')!, 'base64') }
        : {}),
      ...(q.get('readTime') ? { readTime: isoToTimestamp(q.get('readTime')!) } : {}),
    };
    const documentJson = (doc: unknown) => toJson(typeOf('Document'), doc);
    if (req.method === 'GET' && isDocument) {
      const doc = await engine.getDocument(caller, { name: resource, mask, ...readOptions });
      return send(res, 200, documentJson(doc));
    }
    if (req.method === 'GET') {
      const cut = resource.lastIndexOf('/');
      const response = await engine.listDocuments(caller, {
        parent: resource.slice(0, cut),
        collectionId: resource.slice(cut + 1),
        pageSize: q.has('pageSize') ? Number(q.get('pageSize')) : undefined,
        pageToken: q.get('pageToken') ?? undefined,
        orderBy: q.get('orderBy') ?? undefined,
        showMissing: q.get('showMissing') === 'true',
        mask,
        ...readOptions,
      });
      return send(res, 200, toJson(typeOf('ListDocumentsResponse'), response));
    }
    const currentDocument = preconditionOf(q);
    if (req.method === 'POST' && !isDocument) {
      const cut = resource.lastIndexOf('/');
      const doc = await engine.createDocument(caller, {
        parent: resource.slice(0, cut),
        collectionId: resource.slice(cut + 1),
        documentId: q.get('documentId') ?? undefined,
        document: fromJson(typeOf('Document'), body),
        mask,
      });
      return send(res, 200, documentJson(doc));
    }
    if (req.method === 'PATCH' && isDocument) {
      const doc = await engine.updateDocument(caller, {
        document: { ...fromJson(typeOf('Document'), body), name: resource },
        updateMask: maskOf(q, 'updateMask.fieldPaths'),
        mask,
        currentDocument,
      });
      return send(res, 200, documentJson(doc));
    }
    if (req.method === 'DELETE' && isDocument) {
      await engine.deleteDocument(caller, { name: resource, currentDocument });
      return send(res, 200, {});
    }
    throw new Fail(status.UNIMPLEMENTED, `${req.method} ${url.pathname} is not served.`);
  } catch (error) {
    const { code, details } = toStatus(error);
    const http = HTTP_STATUS[code] ?? 500;
    send(res, http, { error: { code: http, message: details, status: status[code] } });
    return true;
  }
}

/** A repeated `mask.fieldPaths=a&mask.fieldPaths=b` query parameter, as a DocumentMask. */
function maskOf(q: URLSearchParams, name: string): { fieldPaths: string[] } | undefined {
  return q.has(name) ? { fieldPaths: q.getAll(name) } : undefined;
}

function preconditionOf(q: URLSearchParams): { exists?: boolean; updateTime?: object } | undefined {
  if (q.has('currentDocument.exists'))
    return { exists: q.get('currentDocument.exists') === 'true' };
  const updateTime = q.get('currentDocument.updateTime');
  return updateTime ? { updateTime: isoToTimestamp(updateTime) } : undefined;
}

const readJson = (req: IncomingMessage) =>
  readJsonBody(req, () => Fail.invalid('The request body is not JSON.'));

function send(res: ServerResponse, code: number, body: unknown): true {
  res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
  return true;
}
