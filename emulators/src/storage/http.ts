// Small node:http helpers shared by the Storage APIs: bodies, replies and CORS.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The official emulator accepts bodies up to 130 MB; web SDK chunks reach 16 MiB. */
const MAX_BODY_BYTES = 130 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Reads the whole body. Rejects when the client aborts, so a partial chunk is never used.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, 'Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks, size)));
    req.on('aborted', () => reject(new HttpError(499, 'Client closed the request')));
    req.on('error', reject);
  });
}

const REASONS: Record<number, string> = {
  400: 'invalid',
  401: 'required',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  412: 'conditionNotMet',
  413: 'uploadTooLarge',
  416: 'requestedRangeNotSatisfiable',
  501: 'notImplemented',
};

/**
 * One error body for both APIs: the web SDK reads `error.code`/`message`; @google-cloud/storage
 * also reads `errors[].reason`.
 */
export function sendError(res: ServerResponse, error: HttpError): void {
  const reason = REASONS[error.status] ?? 'backendError';
  sendJson(
    res,
    error.status,
    {
      error: {
        code: error.status,
        message: error.message,
        errors: [{ message: error.message, domain: 'global', reason }],
      },
    },
    error.headers,
  );
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendStatus(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'Content-Length': 0 });
  res.end();
}

/** Single header value, lower-cased name lookup. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const EXPOSED_HEADERS = [
  'content-type',
  'x-goog-upload-url',
  'x-goog-upload-status',
  'x-goog-upload-size-received',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
  'x-gupload-uploadid',
  'x-firebase-storage-version',
  'location',
  'range',
].join(', ');

/**
 * Browsers upload straight from the app's origin. Without `allowed` every origin is answered, as
 * the official emulator's `cors({origin: true})` does; with it only those origins are (decision
 * 042): any other page open in the developer's browser gets a 403 without CORS headers, so it can
 * neither read a response nor pass a preflight. Returns true when the request was a preflight,
 * now answered.
 */
export function handleCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowed?: ReadonlySet<string>,
): boolean {
  const origin = header(req, 'origin');
  if (origin && allowed && !allowed.has(origin)) {
    // Refused before routing: a foreign page's simple POST (a form) must not reach /internal.
    throw new HttpError(403, `Origin ${origin} is not one of this emulator's origins`);
  }
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
    'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? '*',
    'Access-Control-Max-Age': '3600',
    'Content-Length': 0,
  });
  res.end();
  return true;
}
