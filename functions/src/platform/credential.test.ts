import { describe, expect, it } from 'vitest';
import { Credential } from './credential';
import { DomainError } from './errors';

const NOW_MS = Date.UTC(2026, 10, 23, 12, 0, 0);
const secondsAgo = (s: number) => NOW_MS / 1000 - s;

function reasonOf(action: () => void): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('Credential.assertRecentSignIn', () => {
  it('accepts a sign-in up to the limit old', () => {
    expect(
      reasonOf(() => Credential.of('u', true, secondsAgo(10)).assertRecentSignIn(NOW_MS, 300)),
    ).toBeUndefined();
    expect(
      reasonOf(() => Credential.of('u', true, secondsAgo(300)).assertRecentSignIn(NOW_MS, 300)),
    ).toBeUndefined();
  });

  it('refuses an older sign-in, or a token that does not say when', () => {
    expect(
      reasonOf(() => Credential.of('u', true, secondsAgo(301)).assertRecentSignIn(NOW_MS, 300)),
    ).toBe('recent-sign-in-required');
    expect(reasonOf(() => Credential.of('u').assertRecentSignIn(NOW_MS, 300))).toBe(
      'recent-sign-in-required',
    );
  });

  it('reads the sign-in time from the token’s auth_time', () => {
    const fresh = Credential.fromAuth({ uid: 'u', token: { auth_time: secondsAgo(5) } as never });
    expect(fresh.signedInAt).toBe(secondsAgo(5));
    const odd = Credential.fromAuth({ uid: 'u', token: { auth_time: 'yesterday' } as never });
    expect(odd.signedInAt).toBeUndefined();
  });
});
