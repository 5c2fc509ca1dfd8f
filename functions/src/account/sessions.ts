// Signing an account out everywhere: Auth refuses its refresh tokens from now on, and the web
// server's session check (verifySessionCookie with revocation) refuses every older session cookie.
import { getAuth } from 'firebase-admin/auth';

export async function revokeAllSessions(uid: string): Promise<void> {
  await getAuth().revokeRefreshTokens(uid);
}
