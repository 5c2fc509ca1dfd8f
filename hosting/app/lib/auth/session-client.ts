// The browser side of the session exchange: a fresh ID token goes to /a/session, which answers
// with the `__session` cookie, so the server knows the user on the next request.
import type { User } from 'firebase/auth';

/** Carries an error code the auth error table maps to a message (auth-errors.ts). */
class SessionExchangeError extends Error {
  readonly code: string;
  constructor(status: number) {
    super(`session exchange failed (${status})`);
    this.name = 'SessionExchangeError';
    this.code = status === 503 ? 'session/unavailable' : 'session/refused';
  }
}

/**
 * Where a new account goes once its address is verified: making its first space, the one thing
 * it came for (a dashboard would be one tap short of it).
 */
export const AFTER_SIGN_UP = '/s/new';

export async function exchangeSession(user: User, forceRefresh = false): Promise<void> {
  const idToken = await user.getIdToken(forceRefresh);
  const response = await fetch('/a/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!response.ok) throw new SessionExchangeError(response.status);
}

/** After the e-mail is verified: reload the user and re-mint token and session with the claim. */
export async function refreshVerifiedSession(user: User): Promise<boolean> {
  await user.reload();
  if (!user.emailVerified) return false;
  await exchangeSession(user, true);
  return true;
}
