// Takedown and suspension in Chromium against the running stack (decision 071), on a space of its
// own made like the demo: a visitor reports it; the operator takes it down from the console with
// a message; its pages answer 410 "removed" with no share card (and its card 404), without
// JavaScript too; its owner reads the notice on the overview, with the mail beside it, and
// objects; the objection reaches the console; the operator restores it and it is back. Then the
// operator suspends the account: the owner's sessions end, a new sign-in lands on /u with the
// notice and the editor is closed, the spaces are down; lifted, all is back. Screenshots at phone
// and desktop width.
import { cardPath } from '@spaces/contracts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClaim } from '../functions/src/operator/claims';
import { OPERATOR_CLAIM } from '../functions/src/platform/credential';
import { expectAccessible } from './support/a11y';
import { newVerifiedAccount, signIn, type Account } from './support/accounts';
import {
  HOSTING_ORIGIN,
  allowErrors,
  openPage,
  openPhone,
  type OpenedPage,
  DESKTOP,
} from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';
import { whenLoaded } from './support/editor';

// Each journey waits on triggers and on functions a busy machine starts cold.
vi.setConfig({ testTimeout: 300_000 });

let owner: Account;
let ownerUid: string;
let slug: string;
let operator: Account;
let console_: OpenedPage;
let ownerBrowser: OpenedPage;

beforeAll(async () => {
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces' });
  ({ owner, slug } = await newDemoLikeSpace('takedown'));
  ownerUid = (await getFirestore().doc(`spaces/space-${slug}`).get()).get('ownerUid') as string;
  const { uid, ...account } = await newVerifiedAccount('operator');
  await setClaim(uid, OPERATOR_CLAIM, true);
  operator = account;
  console_ = await openPage({ ...DESKTOP, locale: 'en-US' });
  await signIn(console_.page, operator, '/ops');
  ownerBrowser = await openPhone();
}, 180_000);

afterAll(async () => {
  await console_?.close();
  await ownerBrowser?.close();
});

/** The status and whether the page names a share image, as a browser without scripts gets it. */
async function publicPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${HOSTING_ORIGIN}${path}`, {
    headers: { 'Accept-Language': 'en' },
  });
  return { status: response.status, html: await response.text() };
}

async function until(what: string, done: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const removed = async () => (await publicPage(`/${slug}`)).status === 410;
const shown = async () => (await publicPage(`/${slug}`)).status === 200;

/** The subjects of the owner's mail. */
async function ownerMail(): Promise<string[]> {
  const mail = await getFirestore().collection('mail').where('uid', '==', ownerUid).get();
  return mail.docs.map((doc) => (doc.get('message') as { subject: string }).subject);
}

/** Opens the target whose path is `path` in the console's list `filter`, and decides `action`. */
async function decide(
  page: Page,
  filter: string,
  action: string,
  fields: { note: string; message?: string },
): Promise<void> {
  await page.goto(`${HOSTING_ORIGIN}/ops?filter=${filter}`);
  await page
    .getByTestId('report-target')
    .filter({ hasText: `/${slug}` })
    .first()
    .click();
  await page.waitForURL(/\/ops\/t\//);
  await page.getByLabel('Action').selectOption({ label: action });
  await page.getByLabel('Reason').selectOption({ label: 'Harassment' });
  await page.getByLabel(/^Why/).fill(fields.note);
  if (fields.message) await page.getByLabel(/^To the creator/).fill(fields.message);
  await page.getByRole('button', { name: 'Record and carry out' }).click();
  await page.getByText('Recorded').first().waitFor();
}

async function report(reason: string, note: string): Promise<void> {
  const visitor = await openPhone({ javaScriptEnabled: false });
  try {
    await visitor.page.goto(`${HOSTING_ORIGIN}/${slug}`);
    await visitor.page.getByTestId('report-page-link').click();
    await visitor.page.getByLabel(new RegExp(`^${reason}`)).check();
    await visitor.page.getByLabel('Details (optional)').fill(note);
    await visitor.page.getByRole('button', { name: 'Send report' }).click();
    await visitor.page.waitForURL((url) => url.searchParams.get('sent') === 'received');
  } finally {
    await visitor.close();
  }
}

describe('taking a space down', () => {
  it('answers its pages 410 "removed", with no content and no share card, and its card 404', async () => {
    await report('Harassment', 'Insults in the bio');
    await decide(console_.page, 'open', 'Take the space down', {
      note: 'Insults aimed at a named person.',
      message: 'Your page insulted a named person. Please fix the bio.',
    });
    await console_.page.getByText('Taken down').first().waitFor();
    await keepScreenshot(console_.page, 'operator/console-taken-down-desktop');
    await until('the page to be removed', removed);
    for (const path of [`/${slug}`, `/${slug}/letter`]) {
      const page = await publicPage(path);
      expect(page.status, path).toBe(410);
      expect(page.html, path).toContain('This page has been removed');
      expect(page.html, path).not.toContain('og:image');
      expect(page.html, path).not.toContain('Spaces Demo');
    }
    const removedResponse = await fetch(`${HOSTING_ORIGIN}/${slug}`);
    expect(removedResponse.headers.get('cache-control')).toBe('private, no-store');
    const card = await fetch(`${HOSTING_ORIGIN}${cardPath(slug, { kind: 'space' }, 'og')}`);
    expect(card.status).toBe(404);
    const visitor = await openPhone({ locale: 'ja-JP', javaScriptEnabled: false });
    try {
      await allowErrors(visitor.page, [/status of 410/], () =>
        visitor.page.goto(`${HOSTING_ORIGIN}/${slug}`),
      );
      await visitor.page.getByText('このページは削除されました').waitFor();
      await keepScreenshot(visitor.page, 'operator/removed-page-phone-ja');
    } finally {
      await visitor.close();
    }
  });

  it("tells the owner in the editor and by mail, and takes the owner's objection to the console", async () => {
    const { page } = ownerBrowser;
    await signIn(page, owner, `/s/${slug}`);
    await page.getByRole('switch', { name: 'Published' }).waitFor();
    await keepScreenshot(page, 'operator/owner-overview-phone');
    const notices = page.getByTestId('notices');
    await whenLoaded(page, notices);
    const notice = page.getByTestId('notice');
    await notice.getByText('A space was taken down').waitFor();
    await notice.getByText('Your page insulted a named person. Please fix the bio.').waitFor();
    await notice.getByText('Harassment').waitFor();
    // Nothing of the report reaches the owner.
    await expect(page.getByText('Insults in the bio').count()).resolves.toBe(0);
    await keepScreenshot(page, 'operator/owner-notice-phone', { fullPage: false });
    await expectAccessible(page);
    expect(await ownerMail()).toContainEqual(expect.stringContaining('の公開を停止しました'));
    await page.getByLabel('Your objection').fill('I removed the insult from my bio.');
    await page.getByRole('button', { name: 'Send objection' }).click();
    await page.getByTestId('objection-sent').waitFor();

    const { page: ops } = console_;
    await ops.goto(`${HOSTING_ORIGIN}/ops?filter=objections`);
    const row = ops.getByTestId('report-target').filter({ hasText: `/${slug}` });
    await row.getByTestId('objection-badge').waitFor();
    await row.click();
    await ops
      .getByTestId('target-objections')
      .getByText('I removed the insult from my bio.')
      .waitFor();
  });

  it('restores the space, lifts the notice and tells the owner', async () => {
    await decide(console_.page, 'decided', 'Restore the space', { note: 'The bio was fixed.' });
    await until('the page to be back', shown);
    expect((await publicPage(`/${slug}`)).html).toContain('og:image');
    const { page } = ownerBrowser;
    await page.goto(`${HOSTING_ORIGIN}/u`);
    await page
      .getByTestId('notice')
      .getByText(/Undone on/)
      .waitFor({ timeout: 120_000 });
    expect(await ownerMail()).toContainEqual(expect.stringContaining('を元に戻しました'));
  });
});

describe('suspending the account', () => {
  it("ends the owner's sessions, closes the editor and takes the spaces down; lifted, all is back", async () => {
    await report('Spam', 'The same ad everywhere');
    await decide(console_.page, 'open', 'Suspend the account', {
      note: 'A spam network.',
      message: 'Your account sent advertising to many spaces.',
    });
    await until('the page to be removed', removed);
    const { page } = ownerBrowser;
    // The session ended: the editor asks to sign in again (the browser's Auth SDK, whose refresh
    // token was revoked too, says so in the console)…
    await allowErrors(page, [/accounts:lookup|securetoken|status of 400/], async () => {
      await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
      await page.waitForURL(/\/a\/signin/);
      // …and a new session is sent from the editor to the notice.
      await signIn(page, owner, '/u');
    });
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    await page.getByTestId('suspended-banner').waitFor();
    await page
      .getByTestId('notice')
      .filter({ hasText: 'Your account is suspended' })
      .getByText('Your account sent advertising to many spaces.')
      .waitFor();
    await expect(page.getByRole('link', { name: 'New space' }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'operator/owner-suspended-phone');
    await expectAccessible(page);
    expect(await ownerMail()).toContainEqual('Spaces: アカウントを一時停止しました');

    await decide(console_.page, 'decided', 'Lift the suspension', { note: 'Appeal accepted.' });
    await until('the page to be back', shown);
    await allowErrors(page, [/accounts:lookup|securetoken|status of 400/], async () => {
      await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
      await page.waitForURL(/\/a\/signin/);
      await signIn(page, owner, `/s/${slug}`);
    });
    await page.getByRole('switch', { name: 'Published' }).waitFor();
    await keepScreenshot(console_.page, 'operator/console-target-desktop');
  });

  it('shows the console at phone size', async () => {
    const phone = await openPhone();
    try {
      await signIn(phone.page, operator, '/ops');
      await phone.page.getByTestId('report-target').first().waitFor();
      await keepScreenshot(phone.page, 'operator/console-list-phone');
      await phone.page.getByTestId('report-target').first().click();
      await phone.page.getByTestId('decide-form').waitFor();
      await keepScreenshot(phone.page, 'operator/console-target-phone');
      await expectAccessible(phone.page);
    } finally {
      await phone.close();
    }
  });
});
