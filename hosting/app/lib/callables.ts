// The callable client of signed-in pages: Firebase Auth restores the browser's user first.
// (Visitors call through lib/visitor-functions.client.ts, without Auth.)
import type { RequestOf, ResponseOf } from '@spaces/contracts';
import type { Functions } from 'firebase/functions';
import { redirect } from 'react-router';
import { call } from './call';
import { browserFirebase } from './firebase.client';

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

/** One call of a signed-in page, once Firebase Auth has restored its user. */
export async function callSignedIn<C extends { name: string }>(
  contract: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  return call(await signedInFunctions(), contract, request);
}
