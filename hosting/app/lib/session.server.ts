// Who is signed in, on the server: a Firebase session cookie kept as the `sid` entry of the
// `__session` cookie (the only cookie Firebase Hosting forwards to functions). Guards run in
// loaders, before any HTML is sent.
import { data, redirect } from 'react-router';
import { isLang, type Lang } from '../i18n/lang';
import { LANG_ENTRY } from '../i18n/language.server';
import { adminAuth, adminFirestore } from './firebase-admin.server';
import { safeRedirect } from './safe-redirect';
import {
  hostingCookieHeader,
  languageOverrideHeader,
  readHostingCookie,
  SIGNED_IN_OVERRIDE,
  type SetCookies,
} from './hosting-cookie.server';

export interface SessionUser {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  /**
   * The operator's claims as the session was minted (decisions 070, 071). Granting or revoking
   * either ends the account's sessions, so a session's claims are the account's current ones.
   */
  operator: boolean;
  suspended: boolean;
}

const SESSION_ENTRY = 'sid';
/** Firebase allows 5 minutes to 2 weeks; a week keeps owners signed in between visits. */
const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Only a fresh sign-in may mint a session, so a stolen old ID token cannot. */
const MAX_SIGN_IN_AGE_S = 5 * 60;

const USER_HOME = '/u';
const SIGN_IN = '/a/signin';

/** The signed-in user, or null for a guest (no, expired, revoked or forged cookie). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const value = readHostingCookie(request).get(SESSION_ENTRY);
  if (!value) return null;
  try {
    const claims = await adminAuth().verifySessionCookie(value, true);
    return {
      uid: claims.uid,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      operator: claims.operator === true && claims.email_verified === true,
      suspended: claims.suspended === true,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the request carries a valid session, for the site chrome (sign-in links or the way to
 * /u): the cookie's signature and expiry only, without the revocation round trip that guards
 * make, and no work at all for a guest without the cookie.
 */
export async function hasSession(request: Request): Promise<boolean> {
  const value = readHostingCookie(request).get(SESSION_ENTRY);
  if (!value) return false;
  try {
    await adminAuth().verifySessionCookie(value, false);
    return true;
  } catch {
    return false;
  }
}

/** For signed-in-only pages: a guest is sent to sign in and brought back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(
    `${SIGN_IN}?${new URLSearchParams({ next: url.pathname + url.search }).toString()}`,
  );
}

/** The loader of a signed-in-only page whose data the browser loads: the guard, and no data. */
export async function signedInLoader({ request }: { request: Request }): Promise<null> {
  await requireUser(request);
  return null;
}

/** The loader of a signed-in-only page that shows the account's address as the session has it. */
export async function signedInEmailLoader({
  request,
}: {
  request: Request;
}): Promise<{ email: string }> {
  const user = await requireUser(request);
  return { email: user.email ?? '' };
}

/**
 * For pages that edit: a suspended account goes to its home, where its notice says why and how
 * to object (decision 071). The callables refuse it anyway; this keeps it off forms it cannot use.
 */
export async function requireEditor(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.suspended) throw redirect(USER_HOME);
  return user;
}

/**
 * For the operator's console: anyone else, signed in or not, gets the 404 page, so the console's
 * address tells a stranger nothing (decision 070).
 */
export async function requireOperator(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.operator) throw data(null, { status: 404 });
  return user;
}

/** For guest-only pages: a signed-in user goes to their home. */
async function requireGuest(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect(USER_HOME);
}

/**
 * The loader of a guest-only page that goes on somewhere once the person is signed in: where to,
 * the page's `next` when it is a local path, `fallback` otherwise.
 */
export function guestLoader(fallback: string) {
  return async ({ request }: { request: Request }): Promise<{ next: string }> => {
    await requireGuest(request);
    return { next: safeRedirect(new URL(request.url).searchParams.get('next'), fallback) };
  };
}

export class SessionError extends Error {
  constructor(readonly reason: 'stale-sign-in' | 'invalid-token') {
    super(reason);
    this.name = 'SessionError';
  }
}

/**
 * Exchanges an ID token for a session cookie; returns the Set-Cookie header value. The sign-in
 * must be recent, unless the same user already has a session (re-minting it after verifying the
 * e-mail, so the server sees the new claim).
 */
export async function startSession(request: Request, idToken: string): Promise<SetCookies> {
  let claims: { uid: string; auth_time: number };
  try {
    claims = await adminAuth().verifyIdToken(idToken, true);
  } catch (error) {
    throw tokenRefused(error) ? new SessionError('invalid-token') : error;
  }
  const fresh = Date.now() / 1000 - claims.auth_time <= MAX_SIGN_IN_AGE_S;
  if (!fresh && (await getSessionUser(request))?.uid !== claims.uid) {
    throw new SessionError('stale-sign-in');
  }
  let cookie: string;
  try {
    cookie = await adminAuth().createSessionCookie(idToken, {
      expiresIn: SESSION_MAX_AGE_S * 1000,
    });
  } catch (error) {
    throw tokenRefused(error) ? new SessionError('invalid-token') : error;
  }
  const entries = readHostingCookie(request);
  entries.set(SESSION_ENTRY, cookie);
  // A browser that never chose a language takes the one the account chose on another.
  if (!entries.has(LANG_ENTRY)) {
    const saved = await savedLanguage(claims.uid);
    if (saved) entries.set(LANG_ENTRY, saved);
  }
  return [
    ['Set-Cookie', hostingCookieHeader(entries, request)],
    // Hosting's prerendered pages are a guest's (decision 060): the session's go to the function.
    ['Set-Cookie', languageOverrideHeader(SIGNED_IN_OVERRIDE, request, SESSION_MAX_AGE_S)],
  ];
}

/** Whether the `__session` entries hold a session (valid or not). */
export function hasSessionEntry(entries: URLSearchParams): boolean {
  return entries.has(SESSION_ENTRY);
}

/**
 * The language the account saved on /u/language (`users/{uid}.language`), if it saved one. A
 * failing read costs the sign-in nothing: the browser keeps its own language.
 */
async function savedLanguage(uid: string): Promise<Lang | undefined> {
  try {
    const language: unknown = (await adminFirestore().doc(`users/${uid}`).get()).get('language');
    return isLang(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether Auth refused the token itself (malformed, expired, revoked, disabled user…), as opposed
 * to failing to answer: the Admin SDK names the former with `auth/…` codes other than its
 * internal error, the latter with network or internal codes.
 */
export function tokenRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

/**
 * The Set-Cookie headers that remove the session and keep the other entries, and give Hosting
 * back the browser's language choice for the prerendered pages.
 */
export function endSession(request: Request): SetCookies {
  const entries = readHostingCookie(request);
  entries.delete(SESSION_ENTRY);
  return [
    ['Set-Cookie', hostingCookieHeader(entries, request)],
    ['Set-Cookie', languageOverrideHeader(entries.get(LANG_ENTRY), request)],
  ];
}
