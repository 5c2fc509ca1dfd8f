// Who is calling a `visitor` callable: maybe nobody signed in, maybe a verified app. What
// identifies the client for rate limits is derived here and never stored as it is.
import type { CallableRequest } from 'firebase-functions/v2/https';

type Headers = Record<string, string | string[] | undefined>;

/**
 * The client's address as Google's front end saw it: the right-most entry of X-Forwarded-For.
 * Cloud Run (which serves 2nd-gen functions) puts the address of the connecting client there,
 * after whatever the client itself sent, so every entry to its left may be forged and only the
 * last one is trustworthy. Without the header (a direct connection, e.g. a local test server) the
 * socket's peer address is the client.
 */
export function clientAddressOf(
  headers: Headers,
  peerAddress: string | undefined,
): string | undefined {
  const raw = headers['x-forwarded-for'];
  // Repeated headers arrive as one comma-joined string in Node, or as an array from some callers.
  const joined = Array.isArray(raw) ? raw.join(',') : raw;
  const hops = (joined ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops.at(-1) ?? (peerAddress || undefined);
}

export class Visitor {
  private constructor(
    /** Set when the visitor happens to be signed in; never required. */
    readonly uid: string | undefined,
    /** True when the call carried a valid App Check token. */
    readonly appVerified: boolean,
    /** The client's address as Google's front end saw it, if known. Never store it. */
    readonly clientAddress: string | undefined,
  ) {}

  static fromRequest(request: Pick<CallableRequest, 'auth' | 'app' | 'rawRequest'>): Visitor {
    const { headers, socket } = request.rawRequest;
    return new Visitor(
      request.auth?.uid,
      request.app !== undefined,
      clientAddressOf(headers, socket?.remoteAddress),
    );
  }

  /** A visitor for code that already knows the client (tests). */
  static of(clientAddress: string, appVerified = false, uid?: string): Visitor {
    return new Visitor(uid, appVerified, clientAddress);
  }
}
