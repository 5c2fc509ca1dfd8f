// The account callables of the user area through the Functions emulator, with real Auth-emulator
// ID tokens: the display name, the language, telling the old address of a changed e-mail, and
// signing out everywhere.
import {
  getAccount,
  revokeSessions,
  setAccountLanguage,
  syncAccountEmail,
  updateProfile,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, signInAgain, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { MANY_CALLS_TIMEOUT_MS, PROJECT_ID, authHost, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

async function authAdmin(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(json)}`);
  return json;
}

const authUser = async (uid: string) =>
  ((await authAdmin('accounts:lookup', { localId: [uid] })).users as Record<string, unknown>[])[0]!;

let user: TestUser;

beforeAll(async () => {
  user = await newUser();
  await warmUp([updateProfile, setAccountLanguage, getAccount, syncAccountEmail, revokeSessions]);
}, WARM_UP_TIMEOUT_MS);

describe('updateProfile', () => {
  it('sets the Auth display name, trimmed, and getAccount answers it', async () => {
    await expect(call(updateProfile, user, { displayName: '  Mika Sato  ' })).resolves.toEqual({
      displayName: 'Mika Sato',
    });
    expect((await authUser(user.uid)).displayName).toBe('Mika Sato');
    expect(await call(getAccount, user, {})).toMatchObject({ displayName: 'Mika Sato' });
  });

  it('refuses a blank name as an invalid field and keeps the old one', async () => {
    const error = await failure(call(updateProfile, user, { displayName: '   ' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({
      reason: 'invalid-input',
      issues: [{ field: 'displayName', rule: 'blank' }],
    });
    const long = await failure(call(updateProfile, user, { displayName: 'x'.repeat(51) }));
    expect(long.details?.issues).toEqual([{ field: 'displayName', rule: 'maxLength', limit: 50 }]);
    const extra = await failure(call(updateProfile, user, { displayName: 'M', admin: true }));
    expect(extra.details?.reason).toBe('invalid-input');
    expect((await authUser(user.uid)).displayName).toBe('Mika Sato');
  });

  it('refuses a caller who is signed out', async () => {
    const error = await failure(call(updateProfile, undefined, { displayName: 'Mika' }));
    expect(error.code).toBe('unauthenticated');
    expect(error.details?.reason).toBe('signed-out');
  });
});

describe('setAccountLanguage', () => {
  it('remembers the language in users/{uid}; getAccount answers it', async () => {
    const fresh = await newUser();
    expect((await call(getAccount, fresh, {})).language).toBe('ja');
    await expect(call(setAccountLanguage, fresh, { language: 'en' })).resolves.toEqual({
      language: 'en',
    });
    expect((await db().doc(`users/${fresh.uid}`).get()).get('language')).toBe('en');
    expect((await call(getAccount, fresh, {})).language).toBe('en');
    await call(setAccountLanguage, fresh, { language: 'ja' });
    expect((await call(getAccount, fresh, {})).language).toBe('ja');
  });

  it('refuses a language the product does not speak', async () => {
    const error = await failure(call(setAccountLanguage, user, { language: 'fr' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([{ field: 'language', rule: 'enum' }]);
  });

  it('refuses a caller who is signed out', async () => {
    const error = await failure(call(setAccountLanguage, undefined, { language: 'en' }));
    expect(error.details?.reason).toBe('signed-out');
  });
});

describe('syncAccountEmail', () => {
  it('mails the previous address once, in the account language, after the address changed', async () => {
    const owner = await newUser();
    await call(setAccountLanguage, owner, { language: 'en' });
    await expect(call(syncAccountEmail, owner, {})).resolves.toEqual({
      email: owner.email,
      changed: false,
    });
    const newEmail = `moved-${unique()}@spaces.test`;
    await authAdmin('accounts:update', { localId: owner.uid, email: newEmail });
    // A changed address ends the account's earlier sessions, as in Auth: the owner signs in again
    // with the new one, and that is when the app syncs it.
    const movedOwner = await signInAgain({ ...owner, email: newEmail });

    const [first, second] = await Promise.all([
      call(syncAccountEmail, movedOwner, {}),
      call(syncAccountEmail, movedOwner, {}),
    ]);
    expect([first.changed, second.changed]).toContain(true);
    expect(first.email).toBe(newEmail);
    const mails = await db().collection('mail').where('uid', '==', owner.uid).get();
    expect(mails.docs.map((doc) => doc.get('to') as unknown)).toEqual([owner.email]);
    const mail = mails.docs[0]!;
    expect(mail.get('message.subject')).toBe('[Spaces] Your e-mail address was changed');
    expect(mail.get('message.text')).toContain(`to ${newEmail}`);
    expect(mail.get('expireAt')).toBeDefined();

    await expect(call(syncAccountEmail, movedOwner, {})).resolves.toEqual({
      email: newEmail,
      changed: false,
    });
    expect((await db().collection('mail').where('uid', '==', owner.uid).get()).size).toBe(1);
  });

  it('refuses a caller who is signed out', async () => {
    const error = await failure(call(syncAccountEmail, undefined, {}));
    expect(error.details?.reason).toBe('signed-out');
  });
});

describe('revokeSessions', () => {
  it('makes every earlier token and session invalid', async () => {
    const owner = await newUser();
    // Tokens issued before this second stop working.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = Math.floor(Date.now() / 1000);
    expect(Number((await authUser(owner.uid)).validSince ?? 0)).toBeLessThan(before);
    await expect(call(revokeSessions, owner, {})).resolves.toEqual({ revoked: true });
    expect(Number((await authUser(owner.uid)).validSince)).toBeGreaterThanOrEqual(before);
  });

  it('refuses a caller who is signed out', async () => {
    const error = await failure(call(revokeSessions, undefined, {}));
    expect(error.details?.reason).toBe('signed-out');
  });
});
