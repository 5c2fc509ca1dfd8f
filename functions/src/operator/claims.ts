// The operator's two custom claims on Auth accounts (decisions 070, 071): `operator`, which only
// the `npm run operator` script grants, and `suspended`, which the console sets. Changing either
// keeps the account's other claims and ends its sessions, so that its next sign-in carries the
// change and the web app's guards, which read a session's claims, see it at once.
import { getAuth } from 'firebase-admin/auth';
import type { OPERATOR_CLAIM, SUSPENDED_CLAIM } from '../platform/credential';

type Claim = typeof OPERATOR_CLAIM | typeof SUSPENDED_CLAIM;

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'auth/user-not-found';

/** Sets or clears `claim` on `uid`; answers false when the account is gone. */
export async function setClaim(uid: string, claim: Claim, on: boolean): Promise<boolean> {
  const auth = getAuth();
  try {
    const user = await auth.getUser(uid);
    const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
    if (on) claims[claim] = true;
    else delete claims[claim];
    await auth.setCustomUserClaims(uid, claims);
    await auth.revokeRefreshTokens(uid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}
