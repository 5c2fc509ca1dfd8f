// Calls a deployed callable through the Functions emulator the way the web SDK does: POST
// {data} with the user's ID token, read {result} or {error}.
import type { CallableContract, ErrorDetails, Static, TSchema } from '@spaces/contracts';
import type { TestUser } from './auth';
import { beforeAll, vi } from 'vitest';
import { MANY_CALLS_TIMEOUT_MS, PROJECT_ID, REGION, functionsOrigin } from './stack';

export class CallError extends Error {
  constructor(
    /** The callable error code in the SDK's spelling, e.g. "invalid-argument". */
    readonly code: string,
    message: string,
    readonly details: ErrorDetails | undefined,
  ) {
    super(`${code}: ${message}`);
  }
}

export async function call<Req extends TSchema, Res extends TSchema>(
  contract: CallableContract<Req, Res>,
  user: TestUser | undefined,
  data: Static<Req> | Record<string, unknown> | null,
  /** Extra request headers, e.g. X-Forwarded-For to call as a distinct client. */
  headers: Record<string, string> = {},
): Promise<Static<Res>> {
  const response = await fetch(`${functionsOrigin()}/${PROJECT_ID}/${REGION}/${contract.name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: Static<Res>;
    error?: { status: string; message: string; details?: ErrorDetails };
  };
  if (body.error) {
    const code = body.error.status.toLowerCase().replace(/_/g, '-');
    throw new CallError(code, body.error.message, body.error.details);
  }
  if (!response.ok || body.result === undefined)
    throw new Error(`unexpected response ${response.status}`);
  return body.result;
}

/** The CallError a call rejects with (fails the test if it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<CallError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CallError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/**
 * Starts a worker for each callable before the tests run: the Functions emulator starts one per
 * function on its first call, and on a busy machine that start, not the code under test, is what
 * would hit a test's timeout. One at a time, so that the starts do not compete for the CPU; an
 * unauthenticated empty call is rejected cheaply.
 */
export async function warmUp(
  contracts: readonly CallableContract<TSchema, TSchema>[],
): Promise<void> {
  for (const contract of contracts) await call(contract, undefined, {}).catch(() => undefined);
}

/** How long warming up may take: a worker start is bounded by the emulator's own 30 s. */
export const WARM_UP_TIMEOUT_MS = 240_000;

interface Setup {
  /** What the tests need first (their accounts, say). */
  before?: () => Promise<unknown>;
  /** What follows the callables' warm-up (the send form's, say, or a space the tests share). */
  after?: () => Promise<unknown>;
}

/**
 * Before the file's tests: `before`, a worker started for each of `contracts` (warmUp), then
 * `after`; and every test of the file may take as long as many calls do.
 */
export function beforeCalls(
  contracts: readonly CallableContract<TSchema, TSchema>[],
  { before, after }: Setup = {},
): void {
  vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });
  beforeAll(async () => {
    await before?.();
    await warmUp(contracts);
    await after?.();
  }, WARM_UP_TIMEOUT_MS);
}
