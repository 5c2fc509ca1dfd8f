// Account guards and sign-in errors in Chromium, with the seeded demo owner: loaders redirect
// before any HTML, `next` brings the person back, failures keep what was typed, in ja and en.
import { describe, expect, it } from 'vitest';
import { allowErrors, HOSTING_ORIGIN, openPage, fetchHosting } from './support/browser';
import { DEMO } from '../fixtures/demo';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';

/** A fresh account with a verified address, made through the Auth emulator's REST API. */
async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status}`);
  const { localId } = (await response.json()) as { localId: string };
  // The emulator accepts "owner" as an admin credential for its admin endpoints.
  const verified = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`verification failed: ${verified.status}`);
}

async function resetCode(email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes
    .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
    .at(-1);
  if (!code) throw new Error(`no reset e-mail for ${email}`);
  return code.oobCode;
}

describe('guards on the server', () => {
  it('redirects a guest from a signed-in page to sign-in with the way back', async () => {
    const response = await fetchHosting('/s/new');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/a\/signin\?next=%2Fs%2Fnew$/);
  });

  it('refuses a session exchange from another site', async () => {
    const response = await fetch(`${HOSTING_ORIGIN}/a/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ idToken: 'x' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a forged ID token', async () => {
    const response = await fetch(`${HOSTING_ORIGIN}/a/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: HOSTING_ORIGIN },
      body: JSON.stringify({ idToken: 'not-a-token' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('signing in and out in the browser', () => {
  it('says the password is wrong in Japanese and keeps the e-mail', async () => {
    const { page, close } = await openPage({ locale: 'ja-JP' });
    await page.goto(`${HOSTING_ORIGIN}/a/signin`);
    await page.getByLabel('メールアドレス').fill(DEMO.email);
    await page.getByLabel('パスワード').fill('wrong-password');
    // The Auth emulator refuses the password with a 400, which Chromium logs.
    await allowErrors(page, [/status of 400 .*\/accounts:signInWithPassword\?/], async () => {
      await page.getByRole('button', { name: 'ログイン' }).last().click();
      await page
        .getByRole('alert')
        .getByText('メールアドレスまたはパスワードが正しくありません。')
        .waitFor();
    });
    await expect(page.getByLabel('メールアドレス').inputValue()).resolves.toBe(DEMO.email);
    await close();
  });

  it('returns to the page asked for, keeps signed-in people off guest pages, and signs out', async () => {
    const { page, close } = await openPage({ locale: 'en-US' });
    await page.goto(`${HOSTING_ORIGIN}/s/demo/top`);
    await page.waitForURL(/\/a\/signin\?next=/);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/demo/top`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.not.toBe('');

    await page.goto(`${HOSTING_ORIGIN}/a/signin`);
    expect(new URL(page.url()).pathname).toBe('/u');

    // A plain visit (as a link from any other site would make) signs nobody out.
    await page.goto(`${HOSTING_ORIGIN}/u/logout`);
    await page.getByText('Sign out of this browser?').waitFor();
    await page.goto(`${HOSTING_ORIGIN}/u`);
    expect(new URL(page.url()).pathname).toBe('/u');

    await page.goto(`${HOSTING_ORIGIN}/u/logout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/`);
    await page.goto(`${HOSTING_ORIGIN}/u`);
    expect(new URL(page.url()).pathname).toBe('/a/signin');
    await close();
  });

  it('resets a forgotten password through the e-mail action link', async () => {
    const email = `reset-${Date.now().toString(36)}@example.test`;
    await createAccount(email, 'old-password');
    const { page, close } = await openPage({ locale: 'en-US' });
    await page.goto(`${HOSTING_ORIGIN}/a/signin`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/a/reset-password`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset e-mail' }).click();
    await page.getByText(`If ${email} has an account, a reset e-mail is on its way.`).waitFor();

    // Firebase links land on the one action URL, which hands them to the page for their mode.
    await page.goto(
      `${HOSTING_ORIGIN}/a/action?mode=resetPassword&oobCode=${await resetCode(email)}`,
    );
    await page.waitForURL(/\/a\/reset-password\?mode=resetPassword/);
    await page.getByText(`Enter a new password for ${email}.`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Use a password of at least 6 characters.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/a/signin`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('new-password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    await close();
  });
});
