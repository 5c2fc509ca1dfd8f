// An ID token outlives its account: the callable SDK checks only its signature and expiry, so
// for up to an hour it would still let a deleted, disabled or signed-out-everywhere account
// write. Every account callable asks Auth first; these keep one old token and call with it.
import { createSpace, deleteAccount, getAccount, listMySpaces } from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuth, authUserExists, newUser, signInAgain, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { until } from './support/images';
import { unique } from './support/stack';

vi.setConfig({ testTimeout: 300_000 });

async function spacesOwnedBy(uid: string): Promise<number> {
  return (await db().collection('spaces').where('ownerUid', '==', uid).get()).size;
}

/** The refusal the editor answers by sending the person to the sign-in page. */
async function expectSignedOut(user: TestUser): Promise<void> {
  const error = await failure(
    call(createSpace, user, { slug: `late-${unique()}`, displayName: 'Late' }),
  );
  expect(error.code).toBe('unauthenticated');
  expect(error.details?.reason).toBe('signed-out');
}

beforeAll(async () => {
  adminAuth();
  await warmUp([createSpace, deleteAccount, getAccount, listMySpaces]);
}, WARM_UP_TIMEOUT_MS);

describe('an account token that outlived its account', () => {
  it('cannot create a space once the account asked to be deleted, nor after the sweep', async () => {
    const user = await newUser();
    await call(createSpace, user, { slug: `doomed-${unique()}`, displayName: 'Doomed' });
    await call(deleteAccount, user, {});
    // Asking again still answers (a double click, a lost answer): nothing new is queued.
    await expect(call(deleteAccount, user, {})).resolves.toEqual({ queued: false });

    // At once, while the sweep may still be running.
    await expectSignedOut(user);
    await until(
      'the sweep to delete the Auth user',
      () => authUserExists(user.uid),
      (exists) => !exists,
      240_000,
    );
    await expectSignedOut(user);
    expect((await failure(call(listMySpaces, user, {}))).details?.reason).toBe('signed-out');
    expect(await spacesOwnedBy(user.uid)).toBe(0);
  });

  it('cannot write while the account is disabled, and can again once it is enabled', async () => {
    const user = await newUser();
    await adminAuth().updateUser(user.uid, { disabled: true });
    await expectSignedOut(user);
    expect(await spacesOwnedBy(user.uid)).toBe(0);

    await adminAuth().updateUser(user.uid, { disabled: false });
    await call(createSpace, user, { slug: `back-${unique()}`, displayName: 'Back' });
    expect(await spacesOwnedBy(user.uid)).toBe(1);
  });

  it('is refused after its sessions are revoked, and a new sign-in works', async () => {
    const user = await newUser();
    // Revocation counts in whole seconds; a token of the revoking second still passes.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth().revokeRefreshTokens(user.uid);
    await expectSignedOut(user);
    expect((await failure(call(getAccount, user, {}))).details?.reason).toBe('signed-out');

    const again = await signInAgain(user);
    await expect(call(getAccount, again, {})).resolves.toBeDefined();
    await call(createSpace, again, { slug: `again-${unique()}`, displayName: 'Again' });
    expect(await spacesOwnedBy(user.uid)).toBe(1);
  });
});
