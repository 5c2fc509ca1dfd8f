// HTTP/1.1 on the gRPC port, as Google's emulator serves it: the control endpoints (rules
// loading, clearing data, export, rule coverage, the document-read count, the health check) and the
// v1 REST surface (rest.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from './engine';
import { handleRest } from './rest';
import { readJsonBody } from './jsonBody';

export interface ControlOptions {
  engine: Engine;
  /** Writes an export into `directory` (the hub's `:export` call). */
  exportTo: (directory: string) => Promise<void>;
}

const RULES = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const CLEAR = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;
const EXPORT = /^\/emulator\/v1\/projects\/([^/:]+):export$/;
const READS = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/:]+):documentReads$/;
const COVERAGE = /^\/emulator\/v1\/projects\/([^/:]+):ruleCoverage(\.html)?$/;
/** Ours only, on all three of the stack's emulators: see `settled` in scripts/stackSettled.ts. */
const SETTLED = '/__spaces/settled';

export function controlHandler(options: ControlOptions) {
  const { engine } = options;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    try {
      if (req.method === 'GET' && pathname === '/') return text(res, 200, 'Ok');
      if (await handleRest(engine, req, res, url)) return;
      if (req.method === 'GET' && pathname === SETTLED) {
        return json(res, 200, { waitedFor: await engine.settleTriggers() });
      }

      let m = RULES.exec(pathname);
      if (m && (req.method === 'PUT' || req.method === 'POST')) {
        const body = (await readJson(req)) as {
          ignore_errors?: boolean;
          rules?: { files?: Array<{ name?: string; content?: string }> };
        };
        const file = body.rules?.files?.[0];
        if (typeof file?.content !== 'string') {
          return json(res, 400, {
            error: {
              code: 400,
              message: 'rules.files[0].content is required',
              status: 'INVALID_ARGUMENT',
            },
          });
        }
        const result = engine.security.load(m[1], file.content, file.name ?? 'firestore.rules');
        // firebase-tools' watcher sends ignore_errors and expects 200 with the issues.
        return json(res, result.ok || body.ignore_errors ? 200 : 400, { issues: result.issues });
      }

      m = CLEAR.exec(pathname);
      if (m && req.method === 'DELETE') {
        engine.clear(`projects/${m[1]}/databases/${m[2]}`);
        return json(res, 200, {});
      }

      m = EXPORT.exec(pathname);
      if (m && req.method === 'POST') {
        const body = (await readJson(req)) as { export_directory?: string };
        if (!body.export_directory) {
          return json(res, 400, {
            error: {
              code: 400,
              message: 'export_directory is required',
              status: 'INVALID_ARGUMENT',
            },
          });
        }
        await options.exportTo(body.export_directory);
        return json(res, 200, {});
      }

      // Ours only (not in Google's emulator): the document reads served, for the page benchmark.
      m = READS.exec(pathname);
      if (m && (req.method === 'GET' || req.method === 'DELETE')) {
        const database = `projects/${m[1]}/databases/${m[2]}`;
        if (req.method === 'DELETE') engine.resetDocumentReads(database);
        return json(res, 200, { documentReads: engine.documentReads(database) });
      }

      m = COVERAGE.exec(pathname);
      if (m && req.method === 'GET') {
        const ruleset = engine.security.ruleset(m[1] ?? '');
        if (m[2])
          return html(
            res,
            ruleset ? ruleset.coverageHtml() : '<!doctype html><p>No rules loaded.</p>',
          );
        return json(res, 200, { report: ruleset ? ruleset.coverage() : null });
      }

      return json(res, 404, {
        error: {
          code: 404,
          message: `No route for ${req.method} ${pathname}`,
          status: 'NOT_FOUND',
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof BadRequest) {
        return json(res, 400, { error: { code: 400, message, status: 'INVALID_ARGUMENT' } });
      }
      return json(res, 500, { error: { code: 500, message, status: 'INTERNAL' } });
    }
  };
}

const readJson = (req: IncomingMessage) =>
  readJsonBody(req, () => new BadRequest('The request body is not JSON.'));

class BadRequest extends Error {}

function json(res: ServerResponse, code: number, body: unknown): void {
  res.writeHead(code, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function text(res: ServerResponse, code: number, body: string): void {
  res.writeHead(code, { 'Content-Type': 'text/plain' });
  res.end(body);
}

function html(res: ServerResponse, body: string): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}
