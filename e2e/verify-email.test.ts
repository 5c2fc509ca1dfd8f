// A new account in Japanese: Auth is asked for its mails in Japanese, "I have verified it" says
// what it checks and that the mail was not opened yet, then lets the person in as soon as the
// address is verified; an action link's lang sets the language of the page it opens.
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './support/accounts';
import { HOSTING_ORIGIN, openPage } from './support/browser';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';

/** Auth's request for a mail (verification, reset), as the SDK sends it. */
const isMailRequest = (request: Request) =>
  request.url().includes('/accounts:sendOobCode') && request.method() === 'POST';

async function newestCode(address: string, requestType: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.filter((c) => c.email === address && c.requestType === requestType).at(-1);
  if (!code) throw new Error(`no ${requestType} e-mail for ${address}`);
  return code.oobCode;
}

/** Opens the verification link somewhere else (another device): the code is applied there. */
async function verifyElsewhere(address: string): Promise<void> {
  const oobCode = await newestCode(address, 'VERIFY_EMAIL');
  const response = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode }),
    },
  );
  if (!response.ok) throw new Error(`applying the code failed: ${response.status}`);
}

describe('verifying a new account in Japanese', () => {
  let page: Page;
  const email = `${uniqueName('verify')}@example.test`;

  beforeAll(async () => {
    ({ page } = await openPage({ locale: 'ja-JP' }));
  });

  it('asks Auth for the verification mail in Japanese', async () => {
    await page.goto(`${HOSTING_ORIGIN}/a/signup`);
    await page.getByLabel('メールアドレス', { exact: true }).fill(email);
    await page.getByLabel('パスワード', { exact: true }).fill('verify-password');
    const mail = page.waitForRequest(isMailRequest);
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    expect((await mail).headers()['x-firebase-locale']).toBe('ja');
    await page.waitForURL(/\/a\/verify-email/);
  });

  it('says what it checks, then that the mail was not opened yet', async () => {
    const check = page.getByRole('button', { name: '確認しました' });
    await check.click();
    await page.getByText('確認できたかを調べています…', { exact: false }).waitFor();
    await expect(check.getAttribute('aria-busy')).resolves.toBe('true');
    await page.getByRole('alert').getByText('まだ確認されていません', { exact: false }).waitFor();
    await expect(check.getAttribute('aria-busy')).resolves.toBeNull();
    await page.getByText('メールが届かないときは', { exact: false }).waitFor();
  });

  it('lets the person in within seconds of the address being verified', async () => {
    await verifyElsewhere(email);
    const started = Date.now();
    await page.getByRole('button', { name: '確認しました' }).click();
    // A new account goes on to make its first space.
    await page.waitForURL(`${HOSTING_ORIGIN}/s/new`);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("asks for the reset mail in Japanese, and its link's page reads in it anywhere", async () => {
    await page.goto(`${HOSTING_ORIGIN}/a/reset-password`);
    await page.getByLabel('メールアドレス', { exact: true }).fill(email);
    const mail = page.waitForRequest(isMailRequest);
    await page.getByRole('button', { name: '再設定メールを送る' }).click();
    expect((await mail).headers()['x-firebase-locale']).toBe('ja');

    // Opened in an English browser, the link's lang wins over Accept-Language.
    const { page: english } = await openPage({ locale: 'en-US' });
    const oobCode = await newestCode(email, 'PASSWORD_RESET');
    await english.goto(`${HOSTING_ORIGIN}/a/action?mode=resetPassword&lang=ja&oobCode=${oobCode}`);
    await english.waitForURL(/\/a\/reset-password\?mode=resetPassword/);
    await expect(english.locator('html').getAttribute('lang')).resolves.toBe('ja');
  });
});
