// The google.firestore.v1.Firestore gRPC service, from the .proto files that ship with
// @google-cloud/firestore, wired to the Engine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { callerFrom, type Caller } from './auth';
import type { Engine } from './engine';
import { Fail, toStatus } from './errors';
import { ListenSession, type ListenRequest } from './listen';
import { WriteSession, type WriteRequest } from './writeStream';

function protoRoot(): string {
  const require = createRequire(import.meta.url);
  // Resolve through firebase-admin's dependency so no extra package is needed.
  const main = require.resolve('@google-cloud/firestore', {
    paths: [path.dirname(require.resolve('firebase-admin'))],
  });
  // main is <package>/build/src/index.js; the protos are in <package>/build/protos.
  return path.join(path.dirname(main), '..', 'protos');
}

let descriptor: Parameters<typeof protoLoader.fromJSON>[0] | undefined;

/** google.firestore.v1 as a JSON descriptor (read once; document events encode with it too). */
export function firestoreDescriptor(): Parameters<typeof protoLoader.fromJSON>[0] {
  if (descriptor) return descriptor;
  // The precompiled JSON descriptor loads several times faster than parsing the .proto files.
  const json = JSON.parse(readFileSync(path.join(protoRoot(), 'v1.json'), 'utf8')) as Parameters<
    typeof protoLoader.fromJSON
  >[0];
  withVerifyWrites(json);
  return (descriptor = json);
}

export function loadFirestoreService(): grpc.ServiceDefinition {
  const definition = protoLoader.fromJSON(firestoreDescriptor(), {
    longs: String,
    enums: String,
    defaults: false,
    oneofs: true,
  });
  const firestore = grpc.loadPackageDefinition(definition) as unknown as {
    google: { firestore: { v1: { Firestore: { service: grpc.ServiceDefinition } } } };
  };
  return firestore.google.firestore.v1.Firestore.service;
}

interface ProtoMessage {
  oneofs?: Record<string, { oneof: string[] }>;
  fields: Record<string, { type: string; id: number }>;
}

/**
 * The server library's descriptor leaves out `Write.verify` (field 5 of the `operation` oneof),
 * which only clients send: the web SDK checks each document a transaction read but did not
 * write with one. Without the field, gRPC would drop it and the write would arrive empty.
 */
function withVerifyWrites(json: unknown): void {
  type Nested = { nested: Record<string, Nested> } & ProtoMessage;
  const write = (json as Nested).nested.google!.nested.firestore!.nested.v1!.nested.Write!;
  if (write.fields.verify) return;
  write.fields.verify = { type: 'string', id: 5 };
  write.oneofs?.operation?.oneof.push('verify');
}

function callerOf(call: { metadata: grpc.Metadata }): Caller {
  const value = call.metadata.get('authorization')[0];
  return callerFrom(typeof value === 'string' ? value : value?.toString());
}

type Unary = (caller: Caller, req: never) => Promise<unknown>;
type Streaming = (caller: Caller, req: never) => Promise<unknown[]>;

function unary(handler: Unary): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    handler(callerOf(call), call.request as never).then(
      (res) => callback(null, res),
      (error: unknown) => callback(toStatus(error)),
    );
  };
}

function serverStreaming(handler: Streaming): grpc.handleServerStreamingCall<unknown, unknown> {
  return (call) => {
    handler(callerOf(call), call.request as never).then(
      (messages) => {
        for (const m of messages) call.write(m);
        call.end();
      },
      (error: unknown) => call.emit('error', toStatus(error)),
    );
  };
}

export function firestoreHandlers(engine: Engine): grpc.UntypedServiceImplementation {
  const e = engine;
  return {
    GetDocument: unary((c, r) => e.getDocument(c, r)),
    ListDocuments: unary((c, r) => e.listDocuments(c, r)),
    BatchGetDocuments: serverStreaming((c, r) => e.batchGet(c, r)),
    BeginTransaction: unary((_c, r: { database: string; options?: never }) =>
      attempt(() => ({ transaction: e.beginTransaction(r.database, r.options) })),
    ),
    Rollback: unary((_c, r: { database: string; transaction: Uint8Array }) =>
      attempt(() => {
        e.rollback(r.database, r.transaction);
        return {};
      }),
    ),
    Commit: unary((c, r) => e.commit(c, r)),
    BatchWrite: unary((c, r) => e.batchWrite(c, r)),
    RunQuery: serverStreaming((c, r) => e.runQuery(c, r)),
    RunAggregationQuery: serverStreaming(async (c, r) => [await e.runAggregationQuery(c, r)]),
    ListCollectionIds: unary((c, r) => attempt(() => e.listCollectionIds(c, r))),
    Listen: (call: grpc.ServerDuplexStream<ListenRequest, unknown>) => {
      const session = new ListenSession(e, callerOf(call), (m) => {
        if (!call.writableEnded && !call.destroyed) call.write(m);
      });
      call.on('data', (req: ListenRequest) => session.handle(req));
      call.on('end', () => {
        session.close();
        call.end();
      });
      call.on('error', () => session.close());
      call.on('cancelled', () => session.close());
    },
    Write: (call: grpc.ServerDuplexStream<WriteRequest, unknown>) => {
      let failed = false;
      const session = new WriteSession(
        e,
        callerOf(call),
        (m) => {
          if (!failed && !call.writableEnded) call.write(m);
        },
        (error) => {
          if (failed) return;
          failed = true;
          call.emit('error', toStatus(error));
        },
      );
      call.on('data', (req: WriteRequest) => session.handle(req));
      call.on('end', () => {
        if (!failed) call.end();
      });
    },
    UpdateDocument: unary((c, r) => e.updateDocument(c, r)),
    DeleteDocument: unary((c, r) => e.deleteDocument(c, r)),
    CreateDocument: unary((c, r) => e.createDocument(c, r)),
    // One partition (no split points) is a valid answer: "fewer partitions than requested".
    PartitionQuery: unary((_c, r: { parent: string; structuredQuery?: never }) =>
      attempt(() => {
        e.compile(r.parent, r.structuredQuery);
        return { partitions: [] };
      }),
    ),
    ExecutePipeline: serverStreaming(() => Promise.reject(unimplemented('ExecutePipeline'))),
  };
}

/** Runs synchronous work as a promise, so that throws become rejections. */
function attempt<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function unimplemented(method: string): Fail {
  return new Fail(grpc.status.UNIMPLEMENTED, `${method} is not implemented by this emulator.`);
}
