// Who is calling: admin (rules bypass), a signed-in user (request.auth), or nobody.
import type { IncomingMessage } from 'node:http';
import type { RulesAuth } from '../rules/types';
import { header, HttpError } from './http';

export type Caller = { kind: 'admin' } | { kind: 'user'; auth: RulesAuth } | { kind: 'anonymous' };

/**
 * Reads `Authorization: Firebase <token>` (web SDK) or `Bearer <token>`. `owner` is the emulator
 * admin token (rules-unit-testing's withSecurityRulesDisabled). Signatures and expiry are not
 * checked: emulator tokens are unsigned and mock tokens expire in 1970.
 */
export function callerOf(req: IncomingMessage): Caller {
  const value = header(req, 'authorization');
  if (!value) return isCloudStorageClient(req) ? { kind: 'admin' } : { kind: 'anonymous' };
  const space = value.indexOf(' ');
  const token = space < 0 ? value : value.slice(space + 1).trim();
  if (token === 'owner') return { kind: 'admin' };
  const payload = decodeJwtPayload(token);
  const uid = payload?.user_id ?? payload?.sub;
  if (!payload || typeof uid !== 'string') return { kind: 'anonymous' };
  return { kind: 'user', auth: { uid, token: payload } };
}

/**
 * The Cloud Storage JSON API is the admin's (decision 042): without the emulator admin token or
 * the client library's header, 401; with a user's token, 403. Both headers need a CORS preflight,
 * so a page a browser opens cannot send them unless the emulator accepts its origin.
 */
export function requireAdmin(req: IncomingMessage): void {
  const caller = callerOf(req);
  if (caller.kind === 'admin') return;
  if (caller.kind === 'user')
    throw new HttpError(403, 'The Cloud Storage JSON API of the emulator is for the admin only');
  throw new HttpError(401, 'The Cloud Storage JSON API of the emulator needs admin credentials', {
    'WWW-Authenticate': 'Bearer',
  });
}

/**
 * firebase-admin's getDownloadURL() reads `/v0` metadata through @google-cloud/storage, which
 * sends no credentials to an emulator. The official emulator then applies rules as if the caller
 * were signed out, so getDownloadURL fails under closed rules (firebase-tools#8070); the client
 * library identifies itself in x-goog-api-client, so it is treated as the admin it is.
 */
function isCloudStorageClient(req: IncomingMessage): boolean {
  return /\bgccl\//.test(header(req, 'x-goog-api-client') ?? '');
}

function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object'
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
