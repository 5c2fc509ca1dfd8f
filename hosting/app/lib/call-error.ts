// A failed call as pages see it: the HttpsError code and the server's details (the reason, the
// fields at fault), so a page can say exactly what failed. No Firebase SDK here: a Firebase error
// is recognised by its shape, so the visitors' islands load the SDK only when they call.
import type { ErrorDetails, FieldIssue } from '@spaces/contracts';

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

export function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  if (isFirebaseError(error)) {
    return new CallError(
      error.code.replace(/^functions\//, ''),
      isErrorDetails(error.details) ? error.details : undefined,
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

/** The Firebase SDKs' FirebaseError: an Error named so, with a string code. */
function isFirebaseError(error: unknown): error is Error & { code: string; details?: unknown } {
  return (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}
