// The offline Cloud Storage for Firebase emulator: one HTTP/1.1 server carrying the Firebase
// REST API (/v0), the GCS JSON API, and emulator control endpoints (/internal).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RulesDataAccess, SourceIssue } from '../rules/types';
import { handleControl } from './control';
import { EventDispatcher } from './events';
import type { RequestContext } from './firebaseApi';
import { FirebaseApi } from './firebaseApi';
import { GcsApi } from './gcsApi';
import { handleCors, header, HttpError, sendError, sendJson } from './http';
import { startStoragePersistence } from './journal';
import type { Persistence } from '../shared/journal';
import { exportStorage, importStorageSnapshot } from './persistence';
import { readRulesFiles, StorageRules, watchRulesFiles, type RulesSource } from './rules';
import { StorageService } from './service';
import { ObjectStore } from './store';
import { UploadRegistry } from './uploads';

export interface StorageEmulatorOptions {
  host?: string;
  port?: number;
  projectId?: string;
  /** Imported at start when it holds a `storage_export/`; see exportData(). */
  dataDir?: string;
  /**
   * Keep dataDir up to date: journal every change there (durable within about 200 ms, replayed
   * at the next start, so a killed process loses at most that) and export there on close().
   */
  persist?: boolean;
  /** Origin of the Functions emulator (http://127.0.0.1:5001) that receives object events. */
  functionsOrigin?: string;
  /** storage.rules to load at start; without it every non-admin request is denied. */
  rulesPath?: string;
  /** With deploy targets: the rules file of each bucket named (`rulesPath` governs the rest). */
  bucketRules?: Record<string, string>;
  /** What Storage rules' firestore.get()/exists() read; without it no document exists. */
  firestore?: RulesDataAccess;
  /**
   * The only web origins answered with CORS (the stack's Hosting origins); a request from any
   * other origin is refused. Without it every origin is answered, as Google's emulator does.
   */
  corsOrigins?: readonly string[];
  log?: (line: string) => void;
}

export interface StorageEmulator {
  port: number;
  host: string;
  /** http://host:port */
  origin: string;
  /** Writes `storage_export/` under dir (default: dataDir). */
  exportData(dir?: string): Promise<void>;
  /** Waits for object events still being delivered. */
  flushEvents(): Promise<void>;
  /** Stops serving; with `persist`, writes the last changes and a fresh export to dataDir. */
  close(): Promise<void>;
}

class RulesLoadError extends Error {
  constructor(readonly issues: SourceIssue[]) {
    super(
      `Storage rules failed to compile:\n${issues
        .map(
          (i) =>
            `${i.sourcePosition.fileName}:${i.sourcePosition.line}:${i.sourcePosition.column} ${i.description}`,
        )
        .join('\n')}`,
    );
  }
}

export async function startStorageEmulator(
  options: StorageEmulatorOptions = {},
): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-project';
  const log = options.log ?? ((line: string) => console.log(`[storage] ${line}`));
  let origin = '';

  const store = new ObjectStore();
  const uploads = new UploadRegistry();
  const events = new EventDispatcher(
    options.functionsOrigin,
    projectId,
    () => origin,
    (error) => {
      log(`event delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  const service = new StorageService(store, uploads, events);
  const rules = new StorageRules(options.firestore);
  const firebase = new FirebaseApi(service, rules);
  const gcs = new GcsApi(service);

  const rulesSources: RulesSource[] = [
    ...(options.rulesPath ? [{ path: options.rulesPath }] : []),
    ...Object.entries(options.bucketRules ?? {}).map(([bucket, path]) => ({ path, bucket })),
  ];
  if (rulesSources.length) {
    const result = rules.load(readRulesFiles(rulesSources));
    if (!result.ok) throw new RulesLoadError(result.issues);
  }
  const stopWatchingRules = watchRulesFiles(rulesSources, rules, log);
  let persistence: Persistence | undefined;
  if (options.dataDir) {
    const snapshot = await importStorageSnapshot(options.dataDir, store, log);
    if (snapshot.objects) log(`imported ${snapshot.objects} objects from ${options.dataDir}`);
    if (options.persist) {
      persistence = await startStoragePersistence(store, options.dataDir, snapshot.journal, log);
      if (persistence.replayed) log(`replayed ${persistence.replayed} changes from the journal`);
    }
  }

  const exportData = (dir = options.dataDir): Promise<void> => {
    if (!dir) return Promise.reject(new Error('No data directory to export to'));
    return exportStorage(dir, store);
  };
  const hooks = {
    rules,
    reset: () => service.reset(),
    exportTo: exportData,
    settled: () => events.settled(),
  };

  const corsOrigins = options.corsOrigins?.length ? new Set(options.corsOrigins) : undefined;
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (handleCors(req, res, corsOrigins)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ctx: RequestContext = {
      req,
      res,
      url,
      origin: `http://${header(req, 'host') ?? hostPort()}`,
    };
    // Object names arrive percent-encoded as one segment, so split before decoding.
    const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
    if (segments.length === 0 && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, { status: 'Ok' });
      return;
    }
    const handled =
      (await firebase.handle(ctx, segments)) ||
      (await gcs.handle(ctx, segments)) ||
      (await handleControl(ctx, segments, hooks)) ||
      gcs.publicDownload(ctx, segments) ||
      (await gcs.postPolicyUpload(ctx, segments));
    if (!handled) throw new HttpError(501, `Not implemented: ${req.method} ${url.pathname}`);
  };

  const server = createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendError(res, error);
        return;
      }
      log(
        `internal error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      sendError(res, new HttpError(500, 'Internal error'));
    });
  });
  // Large resumable chunks must not be cut off by Node's default request timeout.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9199, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const hostPort = () => `${host.includes(':') ? `[${host}]` : host}:${port}`;
  origin = `http://${hostPort()}`;

  return {
    port,
    host,
    origin,
    exportData,
    flushEvents: () => events.flush(),
    async close() {
      stopWatchingRules();
      await events.flush();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await persistence?.close();
    },
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed path segment: ${segment}`);
  }
}
