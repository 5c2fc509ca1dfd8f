// POST /a/session {idToken} → the `__session` cookie; DELETE /a/session → signed out.
// Only same-origin pages may call it, so another site cannot sign a visitor into its account.
import { data } from 'react-router';
import { env } from '../../env.server';
import { endSession, SessionError, startSession } from '../../lib/session.server';
import type { Route } from './+types/session';

export async function action({ request }: Route.ActionArgs) {
  if (!isSameSite(request)) return data({ ok: false }, { status: 403 });
  if (request.method === 'DELETE') {
    return data({ ok: true }, { headers: { 'Set-Cookie': endSession(request) } });
  }
  if (request.method !== 'POST') return data({ ok: false }, { status: 405 });

  const body = (await request.json().catch(() => null)) as { idToken?: unknown } | null;
  if (typeof body?.idToken !== 'string') return data({ ok: false }, { status: 400 });
  try {
    const cookie = await startSession(request, body.idToken);
    return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (error instanceof SessionError)
      return data({ ok: false, reason: error.reason }, { status: 401 });
    throw error;
  }
}

/** Browsers say where a request comes from (Fetch Metadata, else Origin). */
function isSameSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('Origin');
  return origin === null || origin === env.siteOrigin || origin === new URL(request.url).origin;
}
