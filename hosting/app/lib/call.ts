// Typed calls to the Spaces callables: the contract names the function and its types; a failure
// comes back as a CallError (./call-error.ts) with the server's details.
import type { RequestOf, ResponseOf } from '@spaces/contracts';
import { httpsCallable, type Functions } from 'firebase/functions';
import { toCallError } from './call-error';

/**
 * How long a page waits for the call that loads it before it says so and offers Retry: the SDK's
 * own limit is 70 s, long enough for a reader to think the page is stuck.
 */
const LOAD_TIMEOUT_MS = 15_000;

interface CallOptions {
  /** Give up after this many milliseconds (the call fails with `deadline-exceeded`). */
  timeout?: number;
}

export function call<C extends { name: string }>(
  functions: Functions,
  contract: C,
  request: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  return callByName<C>(functions, contract.name, request, options);
}

/** A call that loads what a view shows: it gives up after LOAD_TIMEOUT_MS, so the view can say so. */
export function load<C extends { name: string }>(
  functions: Functions,
  contract: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  return call(functions, contract, request, { timeout: LOAD_TIMEOUT_MS });
}

/**
 * A call by the contract's name alone, typed by the contract without loading it: the islands of
 * public pages use this, so that a visitor's browser never carries the contracts' schemas.
 * `callByName<typeof listWallMessages>(functions, 'listWallMessages', request)`.
 */
export async function callByName<C extends { name: string }>(
  functions: Functions,
  name: C['name'],
  request: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const callable = httpsCallable<RequestOf<C>, ResponseOf<C>>(functions, name, options);
  try {
    return (await callable(request)).data;
  } catch (error) {
    throw toCallError(error);
  }
}
