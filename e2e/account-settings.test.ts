// The user area's account settings in Chromium, each with a fresh account: changing the e-mail
// address through the link sent to the new one (the old one is mailed), changing the password
// (other browsers are signed out, this one stays in), and the language (the pages switch at
// once, a reload keeps it, the server remembers it for mails and for the next browser).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowErrors, HOSTING_ORIGIN, openPage } from './support/browser';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';
const FUNCTIONS_ORIGIN = process.env.SPACES_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001';
const IDENTITY = `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

async function identity(path: string, body: unknown): Promise<Response> {
  return fetch(`${IDENTITY}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A fresh account with a verified address, made through the Auth emulator's REST API. */
async function createAccount(email: string, password: string): Promise<string> {
  const response = await identity('accounts:signUp', { email, password, returnSecureToken: true });
  if (!response.ok) throw new Error(`signUp failed: ${response.status}`);
  const { localId } = (await response.json()) as { localId: string };
  await fetch(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  return localId;
}

/** The ID token of a password sign-in, or null when Auth refuses it. */
async function passwordSignIn(email: string, password: string): Promise<string | null> {
  const response = await identity('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!response.ok) return null;
  return ((await response.json()) as { idToken: string }).idToken;
}

async function oobCode(requestType: string, email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string; newEmail?: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!code) throw new Error(`no ${requestType} e-mail for ${email}`);
  return code.oobCode;
}

async function signIn(page: Page, email: string, password: string, next = '/u') {
  await page.goto(`${HOSTING_ORIGIN}/a/signin?${new URLSearchParams({ next }).toString()}`);
  await page.getByLabel(/^(E-mail|メールアドレス)$/).fill(email);
  await page.getByLabel(/^(Password|パスワード)$/).fill(password);
  await page
    .getByRole('button', { name: /^(Sign in|ログイン)$/ })
    .last()
    .click();
  await page.waitForURL(`${HOSTING_ORIGIN}${next}`);
}

/** A new account (`tag` names its address and password) signed in on a fresh page, at `next`. */
async function newAccountSignedIn(tag: string, next: string, locale: string) {
  const email = uniqueEmail(tag);
  const password = `${tag}-password`;
  await createAccount(email, password);
  const opened = await openPage({ locale });
  await signIn(opened.page, email, password, next);
  return { email, password, ...opened };
}

describe('account settings', () => {
  let admin: App;

  beforeAll(() => {
    admin = initializeApp({ projectId: PROJECT_ID }, `account-settings-${Date.now()}`);
  });

  afterAll(async () => {
    if (admin) await deleteApp(admin);
  });

  it('changes the e-mail address through the link sent to the new one, and tells the old one', async () => {
    const oldEmail = uniqueEmail('before');
    const newEmail = uniqueEmail('after');
    const uid = await createAccount(oldEmail, 'first-password');
    const { page, close } = await openPage({ locale: 'en-US' });
    await signIn(page, oldEmail, 'first-password', '/u/email');
    await page.getByText(`Current address: ${oldEmail}`).waitFor();

    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByLabel('Current password').fill('first-password');
    await page.getByRole('button', { name: 'Send the confirmation' }).click();
    await page.getByRole('status').getByText(`We sent a confirmation to ${newEmail}`).waitFor();
    // Nothing changes until the link is opened.
    expect(await passwordSignIn(oldEmail, 'first-password')).not.toBeNull();

    const code = await oobCode('VERIFY_AND_CHANGE_EMAIL', oldEmail);
    await page.goto(`${HOSTING_ORIGIN}/a/action?mode=verifyAndChangeEmail&oobCode=${code}`);
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor();
    expect(await passwordSignIn(newEmail, 'first-password')).not.toBeNull();
    expect(await passwordSignIn(oldEmail, 'first-password')).toBeNull();

    const mails = await getFirestore(admin).collection('mail').where('uid', '==', uid).get();
    expect(mails.docs.map((doc) => doc.get('to') as unknown)).toEqual([oldEmail]);
    expect(mails.docs[0]!.get('message.text')).toContain(newEmail);

    // The session carries the new address: the dashboard says so after a full load.
    await page.getByRole('link', { name: 'Back to settings' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    await page.getByText(`Signed in as ${newEmail}`).waitFor();
    await close();
  });

  it('changes the password: the old one stops working, other browsers are signed out, this one stays in', async () => {
    const email = uniqueEmail('password');
    await createAccount(email, 'old-password');
    const other = await openPage({ locale: 'en-US' });
    await signIn(other.page, email, 'old-password');
    const otherSignedInSecond = Math.floor(Date.now() / 1000);

    const { page, close } = await openPage({ locale: 'en-US' });
    await signIn(page, email, 'old-password', '/u/password');
    await page.getByLabel('Current password').fill('old-password');
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('New password (again)').fill('new-password-2');
    // Sign-ins and revocations are counted in whole seconds: the change must come in a later
    // second than the other sign-in (the sign-in above has almost always taken that long).
    await vi.waitFor(
      () => {
        if (Math.floor(Date.now() / 1000) <= otherSignedInSecond) throw new Error('same second');
      },
      { interval: 50 },
    );
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();

    expect(await passwordSignIn(email, 'old-password')).toBeNull();
    expect(await passwordSignIn(email, 'new-password-2')).not.toBeNull();

    await page.goto(`${HOSTING_ORIGIN}/u`);
    expect(new URL(page.url()).pathname).toBe('/u');
    await other.page.goto(`${HOSTING_ORIGIN}/u`);
    expect(new URL(other.page.url()).pathname).toBe('/a/signin');
    await other.close();
    await close();
  });

  it('says which rule a new password breaks, and that the current one is wrong', async () => {
    const account = await newAccountSignedIn('rules', '/u/password', 'ja-JP');
    const { email, password, page, close } = account;
    await page.getByLabel('新しいパスワード', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await page.getByText('パスワードを入力してください。').waitFor();
    await page.getByText('パスワードは6文字以上にしてください。').waitFor();

    await page.getByLabel('現在のパスワード').fill('not-the-password');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('new-password-3');
    await page.getByLabel('新しいパスワード（確認）').fill('new-password-3');
    // The Auth emulator refuses the password with a 400, which Chromium logs.
    await allowErrors(page, [/status of 400 .*\/accounts:signInWithPassword\?/], async () => {
      await page.getByRole('button', { name: 'パスワードを変更' }).click();
      await page.getByRole('alert').getByText('現在のパスワードが正しくありません。').waitFor();
    });
    expect(await passwordSignIn(email, password)).not.toBeNull();
    await close();
  });

  it('switches the language at once, keeps it on reload, and remembers it on the server', async () => {
    const account = await newAccountSignedIn('language', '/u/language', 'en-US');
    const { email, password, page, close } = account;
    await page.getByRole('heading', { name: 'Language', level: 1 }).waitFor();

    await page.getByLabel('日本語').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: '言語', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '言語', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    const idToken = await passwordSignIn(email, password);
    const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/asia-northeast1/getAccount`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: {} }),
    });
    const { result } = (await response.json()) as { result: { language: string } };
    expect(result.language).toBe('ja');
    await close();

    // Another browser, in English and never told otherwise: signing in brings the account's choice.
    const other = await openPage({ locale: 'en-US' });
    await signIn(other.page, email, password, '/u/language');
    await other.page.getByRole('heading', { name: '言語', level: 1 }).waitFor();
    expect(await other.page.getAttribute('html', 'lang')).toBe('ja');
    await other.close();
  });

  it('signs out without JavaScript through the form, and /a offers sign-in and sign-up to guests', async () => {
    const email = uniqueEmail('logout');
    await createAccount(email, 'some-password');
    const scripted = await openPage({ locale: 'en-US' });
    await signIn(scripted.page, email, 'some-password');
    await scripted.page.goto(`${HOSTING_ORIGIN}/a`);
    expect(new URL(scripted.page.url()).pathname).toBe('/u');
    const storageState = await scripted.page.context().storageState();
    await scripted.close();

    const { page, close } = await openPage({
      locale: 'en-US',
      javaScriptEnabled: false,
      storageState,
    });
    await page.goto(`${HOSTING_ORIGIN}/u/logout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/`);
    await page.goto(`${HOSTING_ORIGIN}/u`);
    expect(new URL(page.url()).pathname).toBe('/a/signin');
    await page.goto(`${HOSTING_ORIGIN}/a`);
    expect(new URL(page.url()).pathname).toBe('/a');
    await page.getByRole('link', { name: 'Sign in' }).last().waitFor();
    await page.getByRole('link', { name: 'Sign up' }).last().waitFor();
    await close();
  });
});
