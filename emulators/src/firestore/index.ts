// Starts the offline Firestore emulator: gRPC (HTTP/2 cleartext) and the HTTP/1.1 control
// endpoints share one port, told apart by the HTTP/2 connection preface.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import * as grpc from '@grpc/grpc-js';
import { Engine } from './engine';
import { firestoreHandlers, loadFirestoreService } from './grpc';
import { controlHandler } from './http';
import { startPersistence } from './journal';
import type { Persistence } from '../shared/journal';
import { exportData, importSnapshot } from './persistence';

export interface FirestoreEmulatorOptions {
  host?: string;
  port?: number;
  /**
   * Informational: every project id is served (each with its own data), and rules from
   * `rulesPath` apply to every project until a project loads its own through the control endpoint.
   */
  projectId?: string;
  /**
   * Import from here at start (if an export exists), journal every commit here (fsync'd within
   * about 200 ms, replayed at the next start, so a killed process loses at most that), and
   * compact the journal into an export here on close().
   */
  dataDir?: string;
  /** Import from here instead of dataDir. */
  importDir?: string;
  /** Functions emulator origin for triggers, e.g. http://127.0.0.1:5001; null disables them. */
  functionsOrigin?: string | null;
  rulesPath?: string;
  /** Where failed trigger deliveries and rules compile problems are reported. */
  log?: (message: string) => void;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  engine: Engine;
  /** Imported document count (from the snapshot; journal changes replayed not included). */
  imported: number;
  /** Changes replayed from dataDir's journal at start. */
  replayed: number;
  exportTo(directory: string): Promise<void>;
  close(): Promise<void>;
}

const PREFACE = Buffer.from('PRI * HTTP/2.0');
// Requests may reach 10 MiB; let gRPC accept more so the emulator answers with Firestore's error.
const MAX_MESSAGE = 64 * 1024 * 1024;

export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((m: string) => console.error(`[firestore] ${m}`));
  const engine = new Engine({
    functionsOrigin:
      options.functionsOrigin === null
        ? undefined
        : (options.functionsOrigin ?? 'http://127.0.0.1:5001'),
    onTriggerError: (e) =>
      log(`trigger delivery failed: ${e instanceof Error ? e.message : String(e)}`),
  });

  if (options.rulesPath) {
    const result = engine.security.load(
      undefined,
      await readFile(options.rulesPath, 'utf8'),
      options.rulesPath,
    );
    for (const issue of result.issues) {
      log(
        `${issue.severity} ${issue.sourcePosition.fileName}:${issue.sourcePosition.line}:${issue.sourcePosition.column} ${issue.description}`,
      );
    }
    if (!result.ok) throw new Error(`Firestore rules in ${options.rulesPath} do not compile`);
  }
  const importDir = options.importDir ?? options.dataDir;
  const snapshot = importDir
    ? await importSnapshot(engine, importDir)
    : { documents: 0, journal: undefined };
  const imported = snapshot.documents;
  // The journal continues the snapshot it was written beside; data imported from elsewhere
  // replaces whatever journal dataDir holds.
  const sameDir =
    importDir !== undefined && path.resolve(importDir) === path.resolve(options.dataDir ?? '');
  const persistence: Persistence | undefined = options.dataDir
    ? await startPersistence(engine, options.dataDir, sameDir ? snapshot.journal : undefined, log)
    : undefined;

  const grpcServer = new grpc.Server({
    'grpc.max_receive_message_length': MAX_MESSAGE,
    'grpc.max_send_message_length': MAX_MESSAGE,
  });
  grpcServer.addService(loadFirestoreService(), firestoreHandlers(engine));
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const exportTo = (directory: string) => exportData(engine, directory);
  const httpServer = createHttpServer(
    (req, res) => void controlHandler({ engine, exportTo })(req, res),
  );

  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    // Small gRPC frames must not wait for Nagle's algorithm (40 ms per round trip otherwise).
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      socket.pause();
      if (
        first
          .subarray(0, PREFACE.length)
          .equals(PREFACE.subarray(0, Math.min(first.length, PREFACE.length)))
      ) {
        injector.injectConnection(relay(socket, first));
      } else {
        socket.unshift(first);
        httpServer.emit('connection', socket);
        socket.resume();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);

  let closed = false;
  return {
    host,
    port,
    engine,
    imported,
    replayed: persistence?.replayed ?? 0,
    exportTo,
    async close() {
      if (closed) return;
      closed = true;
      await engine.flushTriggers();
      await persistence?.close();
      injector.destroy();
      grpcServer.forceShutdown();
      for (const s of sockets) s.destroy();
      httpServer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * http2 reads a net.Socket's native handle, so a socket that was already read from cannot be
 * handed over; a plain Duplex that replays the first chunk and relays the rest can.
 */
function relay(socket: Socket, first: Buffer): Duplex {
  const duplex = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      socket.write(chunk, callback);
    },
    final(callback) {
      socket.end();
      callback();
    },
    destroy(error, callback) {
      socket.destroy(error ?? undefined);
      callback(error);
    },
  });
  duplex.push(first);
  socket.on('data', (chunk: Buffer) => {
    if (!duplex.push(chunk)) socket.pause();
  });
  socket.on('end', () => duplex.push(null));
  socket.on('error', (error) => duplex.destroy(error));
  socket.on('close', () => duplex.destroy());
  return duplex;
}
