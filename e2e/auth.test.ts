// Account guards and sign-in errors in Chromium, with the seeded demo owner: loaders redirect
// before any HTML, `next` brings the person back, failures keep what was typed, in ja and en.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, launchBrowser, openPage } from './support/browser';

const DEMO = { email: 'demo@spaces.test', password: 'spaces-demo' };

describe('guards on the server', () => {
  it('redirects a guest from a signed-in page to sign-in with the way back', async () => {
    const response = await fetch(`${HOSTING_ORIGIN}/s/new`, { redirect: 'manual' });
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
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: 'not-a-token' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('signing in and out in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says the password is wrong in Japanese and keeps the e-mail', async () => {
    const { page, close } = await openPage(browser, { locale: 'ja-JP' });
    page.setDefaultTimeout(60_000);
    await page.goto(`${HOSTING_ORIGIN}/a/signin`);
    await page.getByLabel('メールアドレス').fill(DEMO.email);
    await page.getByLabel('パスワード').fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).last().click();
    await page
      .getByRole('alert')
      .getByText('メールアドレスまたはパスワードが正しくありません。')
      .waitFor();
    await expect(page.getByLabel('メールアドレス').inputValue()).resolves.toBe(DEMO.email);
    await close();
  });

  it('returns to the page asked for, keeps signed-in people off guest pages, and signs out', async () => {
    const { page, errors, close } = await openPage(browser, { locale: 'en-US' });
    page.setDefaultTimeout(60_000);
    await page.goto(`${HOSTING_ORIGIN}/s/demo/top`);
    await page.waitForURL(/\/a\/signin\?next=/);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/demo/top`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.not.toBe('');

    await page.goto(`${HOSTING_ORIGIN}/a/signin`);
    expect(new URL(page.url()).pathname).toBe('/u');

    await page.goto(`${HOSTING_ORIGIN}/u/logout`);
    await page.waitForURL(`${HOSTING_ORIGIN}/`);
    await page.goto(`${HOSTING_ORIGIN}/u`);
    expect(new URL(page.url()).pathname).toBe('/a/signin');
    expect(errors).toEqual([]);
    await close();
  });
});
