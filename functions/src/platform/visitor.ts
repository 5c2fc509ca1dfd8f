// Who is calling a `visitor` callable: maybe nobody signed in, maybe a verified app. What
// identifies the client for rate limits is derived here and never stored as it is.
import type { CallableRequest } from 'firebase-functions/v2/https';

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
    return new Visitor(request.auth?.uid, request.app !== undefined, request.rawRequest.ip);
  }

  /** A visitor for code that already knows the client (tests). */
  static of(clientAddress: string, appVerified = false, uid?: string): Visitor {
    return new Visitor(uid, appVerified, clientAddress);
  }
}
