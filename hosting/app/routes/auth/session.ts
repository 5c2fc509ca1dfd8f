// POST /a/session {idToken} → the `__session` cookie; DELETE /a/session → signed out. Only this
// site's pages get here with a state change (the server app's same-origin check runs first), so
// another site cannot sign a visitor in or out. Every failure answers JSON with a reason and a
// message in the visitor's language, never a bare 500.
import { data } from 'react-router';
import { requestLanguage } from '../../i18n/language.server';
import { auth as authMessages } from '../../i18n/messages/auth';
import { sessionMintFailed } from '../../logs.server';
import { endSession, SessionError, startSession } from '../../lib/session.server';
import type { Route } from './+types/session';

type Reason = 'bad-request' | 'invalid-token' | 'stale-sign-in' | 'unavailable';

const STATUS: Record<Reason, number> = {
  'bad-request': 400,
  'invalid-token': 401,
  'stale-sign-in': 401,
  unavailable: 503,
};

function refused(request: Request, reason: Reason) {
  const messages = authMessages[requestLanguage(request)];
  const message =
    reason === 'unavailable' ? messages.errorSessionUnavailable : messages.errorSession;
  return data({ ok: false, reason, message }, { status: STATUS[reason] });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method === 'DELETE') {
    return data({ ok: true }, { headers: endSession(request) });
  }
  if (request.method !== 'POST') return data({ ok: false }, { status: 405 });

  const body = (await request.json().catch(() => null)) as { idToken?: unknown } | null;
  if (typeof body?.idToken !== 'string' || body.idToken === '') {
    return refused(request, 'bad-request');
  }
  try {
    return data({ ok: true }, { headers: await startSession(request, body.idToken) });
  } catch (error) {
    if (error instanceof SessionError) return refused(request, error.reason);
    // Auth unreachable or failing: the person can retry; the operator reads the log.
    sessionMintFailed(error);
    return refused(request, 'unavailable');
  }
}
