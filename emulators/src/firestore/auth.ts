// Who is calling, from the gRPC `authorization` metadata. Tokens are decoded, never
// verified: emulator and mock tokens are unsigned and mock tokens expired in 1970.
import type { RulesAuth } from '../rules/types';

export type Caller = { admin: true } | { admin: false; auth: RulesAuth | null };

export function callerFrom(authorization: string | undefined): Caller {
  if (!authorization) return { admin: false, auth: null };
  const space = authorization.indexOf(' ');
  const token = (space < 0 ? authorization : authorization.slice(space + 1)).trim();
  if (token === 'owner') return { admin: true };
  const payload = decodeJwt(token);
  if (!payload) return { admin: false, auth: null };
  if (isServiceAccount(payload)) return { admin: true };
  const uid = payload.user_id ?? payload.sub;
  if (typeof uid !== 'string') return { admin: false, auth: null };
  return { admin: false, auth: { uid, token: payload } };
}

/** Service-account JWTs (firebase-admin with preferRest and a cert()) are admin callers. */
function isServiceAccount(payload: Record<string, unknown>): boolean {
  const iss = typeof payload.iss === 'string' ? payload.iss : '';
  return iss.endsWith('.gserviceaccount.com') || typeof payload.scope === 'string';
}

function decodeJwt(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
