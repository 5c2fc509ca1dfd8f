// The callable client of signed-in pages: Firebase Auth restores the browser's user first.
// (Visitors call through lib/visitor-functions.client.ts, without Auth.)
import type { Functions } from 'firebase/functions';
import { redirect } from 'react-router';
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
