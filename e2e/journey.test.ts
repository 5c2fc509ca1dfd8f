// The first creator journey, in Chromium against the running stack: sign up → verify the e-mail
// through the Auth emulator's out-of-band codes → create a space → add an SNS link and two
// buttons, reorder them → publish → a guest sees them in order at /{slug} → unpublish → 404.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificationCode } from './support/accounts';
import { allowErrors, HOSTING_ORIGIN, openPage } from './support/browser';
import { closeShareSheet } from './support/share-sheet';
import { clickAndCall, createBlankSpace, openSection, toastOf } from './support/editor';

const run = Date.now().toString(36);
const email = `journey-${run}@example.test`;
const password = `journey-${run}-pw`;
const slug = `journey-${run}`;

/**
 * The trigger rebuilds the public document asynchronously: load until the status settles. A 404
 * answer to this very address is expected on the way (or at the end), and Chromium logs it.
 */
async function expectStatus(page: Page, path: string, expected: number): Promise<void> {
  const address = `${HOSTING_ORIGIN}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const notFound = new RegExp(`status of 404 \\(Not Found\\) \\(${address}\\)$`);
  await allowErrors(page, [notFound], () =>
    expect
      .poll(async () => (await page.goto(`${HOSTING_ORIGIN}${path}`))?.status(), {
        timeout: 30_000,
      })
      .toBe(expected),
  );
}

describe('creator journey', () => {
  let page: Page;

  beforeAll(async () => {
    // English UI, so the journey reads like the product's English copy.
    ({ page } = await openPage({ locale: 'en-US' }));
  });

  const call = (name: string, click: () => Promise<void>) => clickAndCall(page, name, click);

  const toast = (text: string) => toastOf(page, text);

  it('signs up and verifies the e-mail through the action link', async () => {
    await page.goto(`${HOSTING_ORIGIN}/a/signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/a\/verify-email/);
    await page.getByText(`We sent a verification e-mail to ${email}`).waitFor();

    const code = await verificationCode(email);
    await page.goto(`${HOSTING_ORIGIN}/a/verify-email?mode=verifyEmail&oobCode=${code}`);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    // A verified new account lands on making its first space.
    await page.waitForURL(`${HOSTING_ORIGIN}/s/new`);
  });

  it('creates a space', async () => {
    await createBlankSpace(page, slug, 'Journey Space');
    await expect(page.getByTestId('public-url').textContent()).resolves.toContain(`/${slug}`);
  });

  it('adds an SNS link', async () => {
    await openSection(page, slug, 'SNS', '/sns');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Service').selectOption('github');
    await page.getByLabel('URL or handle').fill('journey-dev');
    await call('updateSpaceSns', () => page.getByRole('button', { name: 'Save' }).click());
    await toast('Saved').waitFor();
  });

  it('adds two buttons and puts the second first', async () => {
    await openSection(page, slug, 'Buttons', '/button');
    for (const [label, url] of [
      ['First button', 'https://example.com/first'],
      ['Second button', 'example.com/second'],
    ]) {
      await page.getByRole('button', { name: 'Add a button' }).click();
      await page.getByLabel('Label').last().fill(label!);
      await page.getByLabel('URL', { exact: true }).last().fill(url!);
    }
    await page.getByRole('button', { name: 'Move up (Item 2)' }).click();
    const labels = page.getByTestId('button-row').getByLabel('Label');
    await expect(labels.nth(0).inputValue()).resolves.toBe('Second button');
    await call('updateSpaceButtons', () => page.getByRole('button', { name: 'Save' }).click());
    await toast('Saved').waitFor();
  });

  it('publishes, and a guest sees the space in order', async () => {
    await openSection(page, slug, 'Space overview', '');
    await call('setSpacePublished', () => page.getByRole('switch', { name: 'Published' }).click());
    // Saved: the share sheet opens over the page (and hides the toast region from the
    // accessibility tree while it is open).
    await closeShareSheet(page);

    const guest = await openPage();
    const visitor = guest.page;
    await expectStatus(visitor, `/${slug}`, 200);
    await expect(visitor.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Journey Space',
    );
    await expect(visitor.getByTestId('space-sns').locator('a').getAttribute('href')).resolves.toBe(
      'https://github.com/journey-dev',
    );
    await expect(
      visitor.getByTestId('space-buttons').locator('a').allTextContents(),
    ).resolves.toEqual(['Second button', 'First button']);
    await expect(
      visitor.getByTestId('space-buttons').locator('a').first().getAttribute('href'),
    ).resolves.toBe('https://example.com/second');
    await guest.close();
  });

  it('unpublishes, and the public page is gone', async () => {
    await call('setSpacePublished', () => page.getByRole('switch', { name: 'Published' }).click());
    await toast('Unpublished').waitFor();

    const guest = await openPage();
    await expectStatus(guest.page, `/${slug}`, 404);
    await guest.close();
  });
});
