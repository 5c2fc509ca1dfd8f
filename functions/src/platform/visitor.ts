// Who is calling a `visitor` callable: maybe nobody signed in, maybe a verified app. What
// identifies the client for rate limits is derived here and never stored as it is.
import { hostingCookieEntries } from '@spaces/contracts';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { randomBytes } from 'node:crypto';
import type { ModeratedSpace } from './abuseGate';
import { clientAddressOf } from './addresses';

type Headers = Record<string, string | string[] | undefined>;

/** The `__session` entry that holds the browser's sender token. */
export const SENDER_ENTRY = 'sender';

/** 128 random bits as 22 base64url characters. */
const SENDER_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A fresh sender token, for a browser that sends for the first time. */
export function newSenderToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The browser's sender token from its `__session` cookie, when it holds a well-formed one. The
 * token identifies a sender for blocks; it grants nothing, so a forged or copied one can only get
 * its bearer treated as someone else (decision 040).
 */
export function senderTokenOf(headers: Headers): string | undefined {
  const raw = headers.cookie;
  const cookie = Array.isArray(raw) ? raw.join('; ') : raw;
  const token = hostingCookieEntries(cookie).get(SENDER_ENTRY) ?? undefined;
  return token !== undefined && SENDER_TOKEN.test(token) ? token : undefined;
}

/**
 * What names a post's send so that it is stored once (sends/once.ts): the scope a repeat of the
 * post is found by, and one more it is remembered by (for the token the answer gives a browser).
 */
export interface SendOnceScopes {
  lookup: string;
  also?: string | undefined;
}

export class Visitor {
  private constructor(
    /** Set when the visitor happens to be signed in; never required. */
    readonly uid: string | undefined,
    /** True when the call carried a valid App Check token. */
    readonly appVerified: boolean,
    /** The client's address (`clientAddressOf`), canonical, if known. Never store it. */
    readonly clientAddress: string | undefined,
    /** The browser's sender token (its `__session` cookie), if it has one. Never shown. */
    readonly senderToken: string | undefined,
    /**
     * The token was minted by this very request, for the answer to give the browser: the sender
     * key uses it, but no per-sender rule counts it as a token (decision 066).
     */
    readonly senderTokenMinted: boolean,
    /** A post that carries an idempotency key: its send is stored once (decision 066). */
    readonly sendOnce: SendOnceScopes | undefined = undefined,
  ) {}

  /** The same visitor, whose send is stored once by `scopes`. */
  withSendOnce(scopes: SendOnceScopes): Visitor {
    return new Visitor(
      this.uid,
      this.appVerified,
      this.clientAddress,
      this.senderToken,
      this.senderTokenMinted,
      scopes,
    );
  }

  /**
   * The visitor behind a callable's or an HTTP function's request. `mintedToken` is a token made
   * for a browser without one, which the answer gives it.
   */
  static fromRequest(
    request: Pick<CallableRequest, 'auth' | 'app' | 'rawRequest'>,
    mintedToken?: string,
  ): Visitor {
    const { headers, socket } = request.rawRequest;
    return new Visitor(
      request.auth?.uid,
      request.app !== undefined,
      clientAddressOf(headers, socket?.remoteAddress),
      mintedToken ?? senderTokenOf(headers),
      mintedToken !== undefined,
    );
  }

  /** A visitor for code that already knows the client (tests). */
  static of(
    clientAddress: string,
    appVerified = false,
    uid?: string,
    senderToken?: string,
  ): Visitor {
    return new Visitor(uid, appVerified, clientAddress, senderToken, false);
  }
}

/** The admitted sender: the space the slug named, and the sender's keys in it (abuse gate). */
export interface Sender {
  spaceId: string;
  senderKey: string;
  addressKey: string;
  /** The gate holds this send for review (raid mode, or the space's window is full). */
  held: boolean;
  /**
   * No send of this client was delivered in the space before (abuse gate): kept on what the send
   * stores, so that the start of raid mode can hold a flood's first sends too (decision 066).
   */
  firstSeen: boolean;
}

/**
 * A feature's part of a visitor's send, which `sends/store.ts` runs inside the send's one
 * transaction: its reference to the space document, and what it reads, decides and writes.
 */
export interface VisitorWrite<S extends ModeratedSpace, T> {
  spaceOf: (spaceId: string) => DocumentReference<S>;
  write: (tx: Transaction, sender: Sender, space: S | undefined) => Promise<T>;
}

export const visitorWrite = <S extends ModeratedSpace, T>(
  spaceOf: VisitorWrite<S, T>['spaceOf'],
  write: VisitorWrite<S, T>['write'],
): VisitorWrite<S, T> => ({ spaceOf, write });
