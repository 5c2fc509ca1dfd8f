// Typed calls to the Spaces callables: the contract names the function and its types; a failure
// comes back as a CallError (./call-error.ts) with the server's details.
import type { RequestOf, ResponseOf } from '@spaces/contracts';
import { httpsCallable, type Functions } from 'firebase/functions';
import { toCallError } from './call-error';

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
