// Fetching a URL an owner gave us, from our servers, without letting that URL reach anything but
// the public internet (server-side request forgery): http(s) on ports 80 and 443 only; the name
// resolved here, every address checked, and the connection made to an address checked (a second
// lookup could answer differently), each in turn until one answers; each redirect checked again
// and its body dropped; a time limit on the whole and a limit on the bytes actually read; and the
// connection closed when the fetch returns. Decisions 054 and 067 give the reasons.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressKind, type AddressKind } from './addresses';

/** Why a fetch was refused or failed; for logs and for the caller's answer, never raw. */
export type FetchRefusal =
  | 'bad-url'
  | 'blocked-address'
  | 'unresolvable'
  | 'too-many-redirects'
  | 'http-status'
  | 'too-large'
  | 'timeout'
  | 'unreachable';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    /** For the log, never for people. */
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  /**
   * Bytes of body read at most; more is `too-large`, whatever Content-Length said, unless
   * `truncate` asks for the first `maxBytes` instead.
   */
  maxBytes: number;
  /** Past `maxBytes`, answer the body read so far (marked `truncated`) instead of refusing. */
  truncate?: boolean;
  /**
   * Stop reading once this ASCII text (any case) has arrived, and answer the body up to its end
   * (marked `truncated`): a preview needs a page's head, never its body.
   */
  stopAfter?: string;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed at most (3 at most whatever is asked). */
  maxRedirects?: number;
  accept?: string;
}

export interface Fetched {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  /** The media type, lower case, without parameters ('' when none was sent). */
  mediaType: string;
  /** The charset parameter, if any. */
  charset: string | undefined;
  body: Buffer;
  /** Whether the body was cut short (`truncate` or `stopAfter`). */
  truncated: boolean;
}

const MAX_REDIRECTS = 3;
/** The web's own ports: an owner's URL never reaches a database, mail or admin port. */
const WEB_PORTS = new Set(['', '80', '443']);
/** How long one address may take to accept the connection before the next is tried. */
const CONNECT_ATTEMPT_MS = 2_000;
// The metadata server's names; its address is refused too, this only saves the lookup.
const BLOCKED_NAMES = new Set(['metadata.google.internal', 'metadata']);

/**
 * The development allowance: one origin (`http://127.0.0.1:PORT`) that may be fetched although
 * its address is loopback, so the local stack's tests can serve pages. Only the local stack sets
 * it; scripts/predeploy.ts refuses a deploy that carries it.
 */
export const ALLOW_ORIGIN_ENV = 'SPACES_FETCH_ALLOW_ORIGIN';

function allowedOrigin(): string | undefined {
  const value = process.env[ALLOW_ORIGIN_ENV]?.trim();
  return value ? value : undefined;
}

const isAllowedOrigin = (url: URL) => {
  const allowed = allowedOrigin();
  return allowed !== undefined && url.origin === allowed;
};

/**
 * The URL if it is one we may try (http or https, no credentials, a web port unless it is the
 * development allowance reached without leaving it); otherwise refused.
 */
function checkUrl(text: string, local: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused('bad-url', 'unparsable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('bad-url', `scheme ${url.protocol}`);
  if (url.username !== '' || url.password !== '')
    throw new FetchRefused('bad-url', 'credentials in the URL');
  if (!WEB_PORTS.has(url.port) && !(local && isAllowedOrigin(url)))
    throw new FetchRefused('bad-url', `port ${url.port}`);
  const host = hostOf(url);
  if (host === '' || BLOCKED_NAMES.has(host))
    throw new FetchRefused('blocked-address', `name ${host}`);
  return url;
}

/** The hostname without IPv6 brackets or a trailing dot, lower case. */
const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

const refuseKind = (address: string, kind: AddressKind) =>
  new FetchRefused('blocked-address', `${address} is ${kind}`);

interface Address {
  address: string;
  family: number;
}
type Resolve = (host: string) => Promise<Address[]>;

/** Where a connection goes: a checked address, on the URL's port unless a test's network says. */
interface Destination extends Address {
  port?: number;
}

/**
 * The network safeFetch talks to. Production resolves with the system's resolver and connects
 * to the address checked; a test gives names addresses and routes connections to its own server,
 * so every check still runs as it does for the real internet.
 */
export interface SafeFetchNetwork {
  resolve: Resolve;
  route: (checked: Address) => Destination;
}

const SYSTEM_NETWORK: SafeFetchNetwork = {
  resolve: (host) => dnsLookup(host, { all: true, verbatim: true }),
  route: (checked) => checked,
};

/**
 * The addresses to connect to for `url`, in turn: the literal address itself, or every address
 * of the name once all of them are public (a name that also has a private address is refused
 * rather than tried round the bad one). `local` says the development allowance still holds.
 */
async function addressesFor(
  url: URL,
  local: boolean,
  resolve: Resolve,
  signal: AbortSignal,
): Promise<Address[]> {
  const host = hostOf(url);
  const family = isIP(host);
  if (family !== 0) {
    if (local && isAllowedOrigin(url)) return [{ address: host, family }];
    const kind = addressKind(host);
    if (kind !== 'public') throw refuseKind(host, kind);
    return [{ address: host, family }];
  }
  let addresses: Address[];
  try {
    addresses = await Promise.race([resolve(host), aborted(signal)]);
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused('unresolvable', `${host}: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new FetchRefused('unresolvable', host);
  for (const { address } of addresses) {
    const kind = addressKind(address);
    if (kind !== 'public') throw refuseKind(address, kind);
  }
  return addresses;
}

/** Rejects as a timeout once `signal` aborts (a lookup cannot be cancelled, only left). */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(new FetchRefused('timeout', 'while resolving'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/** A `lookup` for the request that answers the checked address and nothing else. */
const pinned =
  (address: string, family: number): LookupFunction =>
  (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    else callback(null, address, family);
  };

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

/** The connection failed before any answer: the next address may still answer. */
class NotConnected extends Error {}

/** Where `marker` (ASCII, lower case) ends in `tail` + `chunk`, searched from the chunk's start. */
function markerEnd(chunk: Buffer, tail: Buffer, marker: string): number | undefined {
  const text = Buffer.concat([tail, chunk]).toString('latin1').toLowerCase();
  const at = text.indexOf(marker);
  return at === -1 ? undefined : at + marker.length - tail.length;
}

/**
 * One GET to one address. Its connection is bound to `signal`: the caller aborts it when it has
 * what it needs, so no body is read past that, a redirect's and an error's included.
 */
function requestOnce(
  url: URL,
  target: Destination,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  const marker = options.stopAfter?.toLowerCase();
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinned(target.address, target.family),
        ...(target.port !== undefined && { port: target.port }),
        signal,
        headers: {
          accept: options.accept ?? '*/*',
          // Compressed bodies could inflate past the limit after it was checked.
          'accept-encoding': 'identity',
          'user-agent': 'SpacesLinkPreview/1.0 (+https://spaces.example)',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        const headersOnly = (location?: string) => {
          // Neither a redirect's body nor an error page is read: the connection goes now.
          response.destroy();
          resolve({ status, location, contentType, body: Buffer.alloc(0), truncated: false });
        };
        if (status >= 300 && status < 400) return headersOnly(response.headers.location);
        if (status < 200 || status >= 300) return headersOnly();
        const declared = Number(response.headers['content-length']);
        if (!options.truncate && Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new FetchRefused('too-large', `declared ${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let read = 0;
        let tail = Buffer.alloc(0);
        const finish = (truncated: boolean) => {
          response.destroy();
          resolve({
            status,
            location: undefined,
            contentType,
            body: Buffer.concat(chunks),
            truncated,
          });
        };
        response.on('data', (chunk: Buffer) => {
          const end = marker === undefined ? undefined : markerEnd(chunk, tail, marker);
          if (end !== undefined && read + end <= options.maxBytes) {
            chunks.push(chunk.subarray(0, end));
            finish(true);
            return;
          }
          if (read + chunk.length > options.maxBytes) {
            if (!options.truncate) {
              response.destroy();
              reject(new FetchRefused('too-large', `more than ${options.maxBytes} bytes`));
              return;
            }
            chunks.push(chunk.subarray(0, options.maxBytes - read));
            read = options.maxBytes;
            finish(true);
            return;
          }
          read += chunk.length;
          chunks.push(chunk);
          if (marker !== undefined)
            tail = Buffer.concat([tail, chunk]).subarray(-(marker.length - 1));
        });
        response.on('end', () => finish(false));
        response.on('error', reject);
      },
    );
    // An address that refuses, or does not accept within the attempt's time, gives way to the
    // next; once connected, a failure is the fetch's.
    const attempt = setTimeout(
      () => request.destroy(new NotConnected('connect timeout')),
      CONNECT_ATTEMPT_MS,
    );
    let connected = false;
    request.on('socket', (socket) => {
      const done = () => {
        connected = true;
        clearTimeout(attempt);
      };
      if (!socket.connecting) done();
      else socket.once('connect', done);
    });
    request.on('close', () => clearTimeout(attempt));
    request.on('error', (error) =>
      reject(connected || signal.aborted ? error : new NotConnected(error.message)),
    );
    request.end();
  });
}

/** The first answer of the addresses tried in turn; unreachable when none answered. */
async function requestAny(
  url: URL,
  addresses: readonly Address[],
  route: SafeFetchNetwork['route'],
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  const failures: string[] = [];
  for (const address of addresses) {
    try {
      return await requestOnce(url, route(address), options, signal);
    } catch (error) {
      if (!(error instanceof NotConnected) || signal.aborted) throw error;
      failures.push(`${address.address}: ${error.message}`);
    }
  }
  throw new FetchRefused('unreachable', failures.join('; '));
}

/**
 * GETs `text` under the rules above; answers a 2xx response's body, or throws `FetchRefused`.
 * `network` is for tests; production resolves with the system's resolver.
 */
export async function safeFetch(
  text: string,
  options: SafeFetchOptions,
  network: Partial<SafeFetchNetwork> = {},
): Promise<Fetched> {
  const { resolve, route } = { ...SYSTEM_NETWORK, ...network };
  const redirects = Math.min(options.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    // The development allowance holds for the origin it names, and along redirects only while
    // they stay on it: a page elsewhere cannot send us there.
    let local = true;
    let url = checkUrl(text, local);
    for (let hop = 0; ; hop += 1) {
      local = local && isAllowedOrigin(url);
      const addresses = await addressesFor(url, local, resolve, controller.signal);
      if (controller.signal.aborted) throw new FetchRefused('timeout', `${options.timeoutMs} ms`);
      const answer = await requestAny(url, addresses, route, options, controller.signal).catch(
        (error: unknown) => {
          if (error instanceof FetchRefused) throw error;
          if (controller.signal.aborted)
            throw new FetchRefused('timeout', `${options.timeoutMs} ms`);
          throw new FetchRefused('unreachable', (error as Error).message);
        },
      );
      if (answer.status >= 300 && answer.status < 400 && answer.location !== undefined) {
        if (hop >= redirects) throw new FetchRefused('too-many-redirects', `${hop + 1}`);
        url = checkUrl(new URL(answer.location, url).href, local);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new FetchRefused('http-status', String(answer.status));
      const [type = '', ...params] = answer.contentType.split(';');
      const charset = params
        .map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1])
        .find((c) => c !== undefined);
      return {
        url: url.href,
        status: answer.status,
        mediaType: type.trim().toLowerCase(),
        charset: charset?.toLowerCase(),
        body: answer.body,
        truncated: answer.truncated,
      };
    }
  } finally {
    clearTimeout(timer);
    // Whatever is still open (a body nobody reads any more) goes with the fetch.
    controller.abort();
  }
}
