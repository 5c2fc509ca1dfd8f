// Fetching a URL an owner gave us, from our servers, without letting that URL reach anything but
// the public internet (server-side request forgery): http(s) only; the name resolved here, every
// address checked, and the connection made to the address checked (a second lookup could answer
// differently); each redirect checked again; a time limit on the whole and a limit on the bytes
// actually read. Decision 054 gives the reasons.
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
  /** Bytes of body read at most; more is `too-large`, whatever Content-Length said. */
  maxBytes: number;
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
}

const MAX_REDIRECTS = 3;
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

/** The URL if it is one we may try (http or https, no credentials); otherwise refused. */
function checkUrl(text: string): URL {
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

type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The one address to connect to for `url`: the literal address itself, or the name's first
 * address once every address the name has is public (a name that also has a private address
 * is refused rather than tried round the bad one).
 */
async function addressFor(
  url: URL,
  resolve: Resolve,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const host = hostOf(url);
  const allowed = allowedOrigin();
  const family = isIP(host);
  if (family !== 0) {
    if (allowed !== undefined && url.origin === allowed) return { address: host, family };
    const kind = addressKind(host);
    if (kind !== 'public') throw refuseKind(host, kind);
    return { address: host, family };
  }
  let addresses: { address: string; family: number }[];
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
  return addresses[0]!;
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
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinned(target.address, target.family),
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
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({
            status,
            location: response.headers.location,
            contentType,
            body: Buffer.alloc(0),
          });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new FetchRefused('too-large', `declared ${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > options.maxBytes) {
            response.destroy();
            reject(new FetchRefused('too-large', `more than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs `text` under the rules above; answers a 2xx response's body, or throws `FetchRefused`.
 * `resolve` is for tests; production resolves with the system's resolver.
 */
export async function safeFetch(
  text: string,
  options: SafeFetchOptions,
  resolve: Resolve = systemResolve,
): Promise<Fetched> {
  const redirects = Math.min(options.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = checkUrl(text);
    for (let hop = 0; ; hop += 1) {
      const target = await addressFor(url, resolve, controller.signal);
      if (controller.signal.aborted) throw new FetchRefused('timeout', `${options.timeoutMs} ms`);
      const answer = await requestOnce(url, target, options, controller.signal).catch(
        (error: unknown) => {
          if (error instanceof FetchRefused) throw error;
          if (controller.signal.aborted)
            throw new FetchRefused('timeout', `${options.timeoutMs} ms`);
          throw new FetchRefused('unreachable', (error as Error).message);
        },
      );
      if (answer.status >= 300 && answer.status < 400 && answer.location !== undefined) {
        if (hop >= redirects) throw new FetchRefused('too-many-redirects', `${hop + 1}`);
        url = checkUrl(new URL(answer.location, url).href);
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
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
