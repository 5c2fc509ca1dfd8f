// Typed calls to the Spaces callables: the contract names the function and its types, errors
// come back as CallError with the server's details, so the editor can say exactly what failed.
import type { ErrorDetails, FieldIssue, RequestOf, ResponseOf } from '@spaces/contracts';
import { FirebaseError } from 'firebase/app';
import { httpsCallable, type Functions } from 'firebase/functions';
import { redirect } from 'react-router';
import { browserFirebase } from './firebase.client';

/** Codes the SDK uses when the request did not get a proper answer from the server. */
const TRANSIENT_CODES = new Set([
  'unavailable',
  'deadline-exceeded',
  'internal',
  'cancelled',
  'unknown',
]);

export class CallError extends Error {
  constructor(
    /** The HttpsError code without the "functions/" prefix. */
    readonly code: string,
    readonly details: ErrorDetails | undefined,
  ) {
    super(code);
    this.name = 'CallError';
  }

  /** Nothing was wrong with the request: trying again may work (network, server fault). */
  get retryable(): boolean {
    return TRANSIENT_CODES.has(this.code) && this.details?.reason !== 'invalid-input';
  }

  get issues(): FieldIssue[] {
    return this.details?.issues ?? [];
  }
}

export async function call<C extends { name: string }>(
  functions: Functions,
  contract: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const callable = httpsCallable<RequestOf<C>, ResponseOf<C>>(functions, contract.name);
  try {
    return (await callable(request)).data;
  } catch (error) {
    throw toCallError(error);
  }
}

export function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  if (error instanceof FirebaseError) {
    const details = (error as FirebaseError & { details?: unknown }).details;
    return new CallError(
      error.code.replace(/^functions\//, ''),
      isErrorDetails(details) ? details : undefined,
    );
  }
  return new CallError('unknown', undefined);
}

function isErrorDetails(value: unknown): value is ErrorDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { reason?: unknown }).reason === 'string'
  );
}

/**
 * The callable client once Firebase Auth has restored the browser's user. A server session
 * without a browser user (storage cleared) cannot call anything: sign out and in again.
 */
export async function signedInFunctions(): Promise<Functions> {
  const { auth, functions } = browserFirebase();
  await auth.authStateReady();
  if (!auth.currentUser) {
    const next = window.location.pathname + window.location.search;
    throw redirect(`/u/logout?${new URLSearchParams({ next }).toString()}`);
  }
  return functions;
}

/**
 * The callable client for visitors (fans sending a letter, reading the wall): no account needed,
 * so nothing waits for Auth and nobody is sent to sign in.
 */
export function visitorFunctions(): Functions {
  return browserFirebase().functions;
}
