// Signing up and in with Google and X on a phone, end to end against the Auth emulator's own
// sign-in flow: the page opens Firebase's popup, which the emulator serves as its fake account
// chooser (a new account: an address and a name; a known one: a tap on it); the popup hands the
// result back, the page makes the session, and a new account lands on making its first space.
// A returning account goes where it was going; an e-mail account links Google in its settings
// and signs in with it from then on. Google's gapi loader, which both the SDK and the emulator's
// frame fetch from apis.google.com, is answered by a stand-in (./support/gapi-iframes.ts): this
// machine reaches no host but loopback. Decision 072 records what the emulator does.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVerifiedAccount, signIn, uniqueName, type Account } from './support/accounts';
import { HOSTING_ORIGIN, openPhone, type OpenedPage } from './support/browser';
import { standInForGapi } from './support/gapi-iframes';
import { keepScreenshot } from './support/screenshots';

/** Signs out through the form and opens the sign-in page. */
async function signOutToSignIn(page: Page): Promise<void> {
  await page.goto(`${HOSTING_ORIGIN}/u/logout`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/u'));
  await page.goto(`${HOSTING_ORIGIN}/a/signin`);
}

/** In the emulator's chooser: a new account with this address and name. */
async function chooseNewAccount(popup: Page, email: string, name: string): Promise<void> {
  await popup.waitForLoadState();
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.locator('#sign-in').click();
}

describe.each([
  ['Google', 'google.com'],
  ['X', 'twitter.com'],
])('signing up with %s', (provider, providerId) => {
  let page: Page;
  const email = `${uniqueName(provider.toLowerCase())}@example.test`;
  const slug = uniqueName(`p${provider}`).toLowerCase().slice(0, 24);

  beforeAll(async () => {
    ({ page } = await openPhone());
    await standInForGapi(page.context());
  });

  it(`goes from the landing page through ${provider}'s chooser to making a space`, async () => {
    await page.goto(`${HOSTING_ORIGIN}/`);
    await page.getByRole('link', { name: 'Get started for free' }).first().click();
    await page.waitForURL(/\/a\/signup/);
    await keepScreenshot(page, `auth/signup-providers-phone`, { fullPage: false });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: `Continue with ${provider}` }).click(),
    ]);
    expect(new URL(popup.url()).searchParams.get('providerId')).toBe(providerId);
    await chooseNewAccount(popup, email, `Mika ${provider}`);
    // A new account made with a provider lands on making its first space.
    await page.waitForURL(`${HOSTING_ORIGIN}/s/new`);
    await page.getByLabel('URL', { exact: true }).fill(slug);
    await page.getByLabel('Display name').fill(`Mika ${provider}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.getByTestId('first-steps').waitFor();
  });

  it('signs in again with the same account, picked from the chooser, and returns to /u', async () => {
    await signOutToSignIn(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: `Continue with ${provider}` }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.getByText(email).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    await page.getByText(`Mika ${provider}`).first().waitFor();
  });
});

describe('an e-mail account links Google later', () => {
  let fan: OpenedPage;
  let page: Page;
  let account: Account;

  beforeAll(async () => {
    account = await newVerifiedAccount('link');
    fan = await openPhone();
    page = fan.page;
    await standInForGapi(page.context());
    await signIn(page, account, '/u/sign-in');
  });

  afterAll(() => fan?.close());

  it('links Google from the settings, then signs in with it into the same account', async () => {
    const google = page.getByTestId('sign-in-method-google.com');
    // The list says what is linked once the browser's Auth knows the account.
    await page.locator('[data-testid="sign-in-method-google.com"][data-linked]').waitFor();
    await expect(google.getAttribute('data-linked')).resolves.toBe('false');
    await expect(
      page.getByTestId('sign-in-method-password').getAttribute('data-linked'),
    ).resolves.toBe('true');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      google.getByRole('button', { name: 'Link' }).click(),
    ]);
    await chooseNewAccount(popup, account.email, 'Linked Mika');
    await expect.poll(() => google.getAttribute('data-linked'), { timeout: 30_000 }).toBe('true');
    await keepScreenshot(page, 'auth/sign-in-methods-phone', { fullPage: false });

    await signOutToSignIn(page);
    const [again] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await again.waitForLoadState();
    await again.getByText(account.email).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    await page.getByText(account.email).first().waitFor();
  });
});
