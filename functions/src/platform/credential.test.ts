import { describe, expect, it } from 'vitest';
import { Credential, assertLiveAccount } from './credential';
import { DomainError } from './errors';
import { reasonOf } from './errors.fixtures';

const NOW_MS = Date.UTC(2026, 10, 23, 12, 0, 0);
const secondsAgo = (s: number) => NOW_MS / 1000 - s;

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

describe('assertLiveAccount', () => {
  const ISSUED = Date.UTC(2026, 10, 23, 12, 0, 0) / 1000;
  const auth = { uid: 'u', token: { iat: ISSUED } } as unknown as Parameters<
    typeof assertLiveAccount
  >[0];
  const user = (disabled: boolean, validAfterMs?: number) => () =>
    Promise.resolve({
      disabled,
      tokensValidAfterTime:
        validAfterMs === undefined ? undefined : new Date(validAfterMs).toUTCString(),
    });
  const reasonOfLookUp = (lookUp: Parameters<typeof assertLiveAccount>[1]) =>
    assertLiveAccount(auth, lookUp).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof DomainError) return error.reason;
        throw error;
      },
    );

  it('accepts an enabled account whose sessions were revoked before the token or never', async () => {
    expect(await reasonOfLookUp(user(false))).toBeUndefined();
    expect(await reasonOfLookUp(user(false, ISSUED * 1000 - 60_000))).toBeUndefined();
    expect(await reasonOfLookUp(user(false, ISSUED * 1000))).toBeUndefined();
  });

  it('refuses a deleted or disabled account, or a token issued before a revocation', async () => {
    const gone = () =>
      Promise.reject(Object.assign(new Error('gone'), { code: 'auth/user-not-found' }));
    expect(await reasonOfLookUp(gone)).toBe('signed-out');
    expect(await reasonOfLookUp(user(true))).toBe('signed-out');
    expect(await reasonOfLookUp(user(false, ISSUED * 1000 + 1000))).toBe('signed-out');
  });

  it('passes any other Auth failure on as it is', async () => {
    const down = () => Promise.reject(new Error('unavailable'));
    await expect(assertLiveAccount(auth, down)).rejects.toThrow('unavailable');
  });
});
