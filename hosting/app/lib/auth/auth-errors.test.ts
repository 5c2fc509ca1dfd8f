import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-errors';

describe('authErrorKey', () => {
  it.each([
    ['auth/invalid-credential', 'errorWrongCredentials'],
    ['auth/wrong-password', 'errorWrongCredentials'],
    ['auth/user-not-found', 'errorWrongCredentials'],
    ['auth/email-already-in-use', 'errorEmailInUse'],
    ['auth/weak-password', 'errorWeakPassword'],
    ['auth/too-many-requests', 'errorTooManyAttempts'],
    ['auth/network-request-failed', 'errorNetwork'],
    ['auth/invalid-action-code', 'errorActionCode'],
    ['auth/requires-recent-login', 'errorRecentLogin'],
  ])('maps %s to %s', (code, key) => {
    expect(authErrorKey({ code })).toBe(key);
  });

  it('treats an unknown code as unknown', () => {
    expect(authErrorKey({ code: 'auth/something-new' })).toBe('errorUnknown');
  });

  it('treats a failed fetch as a network failure', () => {
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('errorNetwork');
    expect(authErrorKey(new Error('boom'))).toBe('errorUnknown');
  });
});
