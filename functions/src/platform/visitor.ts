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
  ) {}

  /**
   * The visitor behind a callable's or an HTTP function's request. `senderToken` overrides the
   * cookie's, for a first send whose token is minted with the answer.
   */
  static fromRequest(
    request: Pick<CallableRequest, 'auth' | 'app' | 'rawRequest'>,
    senderToken?: string,
  ): Visitor {
    const { headers, socket } = request.rawRequest;
    return new Visitor(
      request.auth?.uid,
      request.app !== undefined,
      clientAddressOf(headers, socket?.remoteAddress),
      senderToken ?? senderTokenOf(headers),
    );
  }

  /** A visitor for code that already knows the client (tests). */
  static of(
    clientAddress: string,
    appVerified = false,
    uid?: string,
    senderToken?: string,
  ): Visitor {
    return new Visitor(uid, appVerified, clientAddress, senderToken);
  }
}

/** The admitted sender: the space the slug named, and the sender's keys in it (abuse gate). */
export interface Sender {
  spaceId: string;
  senderKey: string;
  addressKey: string;
  /** The gate holds this send for review (raid mode, or the space's window is full). */
  held: boolean;
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
