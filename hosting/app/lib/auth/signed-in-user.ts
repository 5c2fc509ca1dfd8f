// The browser's signed-in Firebase user, for the account calls the web SDK makes itself (linking a
// provider, re-sending the verification mail, re-authenticating). A page whose session has no user
// in this browser reads as an expired sign-in, which the auth error table words (auth-errors.ts).
import type { User } from 'firebase/auth';
import { browserFirebase } from '../firebase.client';

/** The error of a session without a user in this browser. */
export function signedOut(): Error {
  return Object.assign(new Error('signed out'), { code: 'auth/user-token-expired' });
}

/** The signed-in user, once Auth has restored it; throws `signedOut()` when there is none. */
export async function signedInUser(): Promise<User> {
  const { auth } = browserFirebase();
  await auth.authStateReady();
  if (!auth.currentUser) throw signedOut();
  return auth.currentUser;
}
