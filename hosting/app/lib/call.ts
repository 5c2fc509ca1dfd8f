// Typed calls to the Spaces callables: the contract names the function and its types, errors
// come back as CallError with the server's details, so a page can say exactly what failed.
// No Firebase Auth here: the visitor islands of public pages import this module.
import type { ErrorDetails, FieldIssue, RequestOf, ResponseOf } from '@spaces/contracts';
import { FirebaseError } from 'firebase/app';
import { httpsCallable, type Functions } from 'firebase/functions';

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

export function call<C extends { name: string }>(
  functions: Functions,
  contract: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  return callByName<C>(functions, contract.name, request);
}

/**
 * A call by the contract's name alone, typed by the contract without loading it: the islands of
 * public pages use this, so that a visitor's browser never carries the contracts' schemas.
 * `callByName<typeof sendLetter>(functions, 'sendLetter', request)`.
 */
export async function callByName<C extends { name: string }>(
  functions: Functions,
  name: C['name'],
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const callable = httpsCallable<RequestOf<C>, ResponseOf<C>>(functions, name);
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
