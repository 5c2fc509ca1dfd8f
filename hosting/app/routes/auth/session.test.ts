// Minting a session when Auth refuses the token or cannot answer: a JSON answer with a reason and
// a message in the visitor's language, never a bare 500.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { action } from './session';
import { tokenRefused } from '../../lib/session.server';

const auth = {
  verifyIdToken: vi.fn(),
  createSessionCookie: vi.fn(),
  verifySessionCookie: vi.fn(),
};

/** `users/{uid}` as the session reads it: the language the account saved, if any. */
const account = { language: undefined as unknown, fails: false };
const firestore = {
  doc: () => ({
    get: () =>
      account.fails
        ? Promise.reject(new Error('unavailable'))
        : Promise.resolve({
            get: (field: string) => (field === 'language' ? account.language : undefined),
          }),
  }),
};

vi.mock('../../lib/firebase-admin.server', () => ({
  adminAuth: () => auth,
  adminFirestore: () => firestore,
}));

function codeError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

async function mint(lang?: 'en' | 'ja', cookie?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (lang) headers['Accept-Language'] = lang;
  if (cookie) headers.Cookie = cookie;
  const request = new Request('https://spaces.example/a/session', {
    method: 'POST',
    headers,
    body: JSON.stringify({ idToken: 'token' }),
  });
  const answer = (await action({ request, params: {}, context: {} } as never)) as {
    data: { ok: boolean; reason?: string; message?: string };
    init: { status?: number; headers?: HeadersInit } | null;
  };
  const [session, override] = new Headers(answer.init?.headers).getSetCookie();
  return {
    status: answer.init?.status ?? 200,
    body: answer.data,
    headers: { 'Set-Cookie': session },
    override,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: Math.floor(Date.now() / 1000) });
  auth.createSessionCookie.mockResolvedValue('cookie');
  account.language = undefined;
  account.fails = false;
});

describe('POST /a/session', () => {
  it('sets the session cookie for a fresh sign-in', async () => {
    const answer = await mint();
    expect(answer.status).toBe(200);
    expect(answer.headers?.['Set-Cookie']).toMatch(/^__session=sid%3Dcookie;/);
    // Hosting's prerendered pages are a guest's: this browser's go to the function (decision 060).
    expect(answer.override).toBe(
      'firebase-language-override=signed-in; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    );
  });

  it('gives a browser without a language the one the account saved, and never overrides one', async () => {
    account.language = 'en';
    expect((await mint('ja')).headers?.['Set-Cookie']).toMatch(
      /^__session=sid%3Dcookie%26lang%3Den;/,
    );
    // This browser chose Japanese itself: it stays so.
    expect((await mint('en', '__session=lang%3Dja')).headers?.['Set-Cookie']).toMatch(
      /^__session=lang%3Dja%26sid%3Dcookie;/,
    );
    // Nothing saved, or the read failing: the browser keeps negotiating its own.
    account.language = undefined;
    expect((await mint('ja')).headers?.['Set-Cookie']).toMatch(/^__session=sid%3Dcookie;/);
    account.language = 'en';
    account.fails = true;
    expect(await mint('ja')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await mint('ja')).headers?.['Set-Cookie']).toMatch(/^__session=sid%3Dcookie;/);
  });

  it('answers 401 with a reason when Auth refuses the token', async () => {
    auth.verifyIdToken.mockRejectedValue(codeError('auth/argument-error'));
    expect(await mint('en')).toMatchObject({
      status: 401,
      body: {
        ok: false,
        reason: 'invalid-token',
        message: 'Could not keep you signed in. Please sign in again.',
      },
    });
  });

  it('answers 503 in the visitor’s language when Auth cannot answer the token check', async () => {
    auth.verifyIdToken.mockRejectedValue(codeError('app/network-error'));
    const answer = await mint('ja');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(answer.body.message).toContain('しばらくしてから');
    expect(answer.headers?.['Set-Cookie']).toBeUndefined();
  });

  it('answers 503 when creating the cookie fails (Auth down), and 401 when it refuses the token', async () => {
    auth.createSessionCookie.mockRejectedValue(new TypeError('fetch failed'));
    expect(await mint('en')).toMatchObject({
      status: 503,
      body: {
        reason: 'unavailable',
        message: 'Could not reach the sign-in service. Please try again in a moment.',
      },
    });
    auth.createSessionCookie.mockRejectedValue(codeError('auth/invalid-id-token'));
    expect(await mint('en')).toMatchObject({ status: 401, body: { reason: 'invalid-token' } });
  });

  it('answers 400 with a reason for a body without a token', async () => {
    const request = new Request('https://spaces.example/a/session', { method: 'POST', body: 'x' });
    const answer = (await action({ request, params: {}, context: {} } as never)) as unknown as {
      data: { reason: string };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.reason).toBe('bad-request');
  });
});

describe('tokenRefused', () => {
  it('tells a refused token from a failure to answer', () => {
    expect(tokenRefused(codeError('auth/id-token-expired'))).toBe(true);
    expect(tokenRefused(codeError('auth/id-token-revoked'))).toBe(true);
    expect(tokenRefused(codeError('auth/internal-error'))).toBe(false);
    expect(tokenRefused(codeError('app/network-error'))).toBe(false);
    expect(tokenRefused(new Error('socket hang up'))).toBe(false);
    expect(tokenRefused(null)).toBe(false);
  });
});
