// Raid mode in Chromium against the running stack (decision 045), on a space of its own made like
// the demo space: the space is flooded (raid mode entered as the abuse gate enters it, by writing
// `moderation.raidSince`, with held messages beside it); a visitor without JavaScript reads on the
// letter page and the fan-message box that messages are being reviewed, at phone size; the owner
// sees the banner on the overview and the inbox, releases every held message, ends raid mode, and
// chooses slow mode beside the letter settings. Screenshots at phone and desktop width.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts';
import { signIn } from './support/accounts';
import { expectAccessible } from './support/a11y';
import { HOSTING_ORIGIN, openPage, openPhone, PHONE, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';
import { toastOf } from './support/editor';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

let owner: Account;
let slug: string;
const spaceId = () => `space-${slug}`;

/** Two held letters and a held fan message, with their counts, as the held sends store them. */
async function putHeld() {
  const db = getFirestore();
  const batch = db.batch();
  let n = 0;
  for (const kind of ['letter', 'letter', 'fanMessage']) {
    batch.set(db.collection(`spaces/${spaceId()}/messages`).doc(), {
      kind,
      body: `Buy followers now ${++n}`,
      name: '',
      senderKey: `flood-${n}`,
      createdAt: new Date(Date.now() - 60_000 + n * 1000),
      read: false,
      starred: false,
      archived: false,
      held: true,
      wall: 'none',
    });
  }
  batch.set(db.doc(`spaces/${spaceId()}/messageCounters/7`), { unread: 0, held: n });
  await batch.commit();
}

async function publicReviewing(): Promise<boolean> {
  const doc = await getFirestore().doc(`publicSpaces/${slug}`).get();
  return doc.get('reviewing') === true;
}

async function until(what: string, done: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  ({ owner, slug } = await newDemoLikeSpace('raid'));
  await putHeld();
  await getFirestore()
    .doc(`spaces/${spaceId()}`)
    .set(
      { moderation: { raidSince: Timestamp.fromMillis(Date.now() - 120_000), slowModeMinutes: 0 } },
      { merge: true },
    );
  await until('the public document to say reviewing', publicReviewing);
}, 120_000);

describe('a visitor without JavaScript, while the space is flooded', () => {
  let visitor: OpenedPage;

  afterAll(() => visitor?.close());

  it('reads on the letter page that messages are being reviewed, and can still write', async () => {
    visitor = await openPhone({ javaScriptEnabled: false });
    const { page } = visitor;
    const response = await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    expect(response?.status()).toBe(200);
    const note = page.getByTestId('box-reviewing');
    await expect(note.innerText()).resolves.toContain('Messages are being reviewed');
    await expect(page.getByRole('button', { name: 'Send the letter' }).isEnabled()).resolves.toBe(
      true,
    );
    await keepScreenshot(page, 'raid-mode/letter-phone');
  });

  it('finds the note accessible, with scripts on too', async () => {
    const scripted = await openPhone();
    await scripted.page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    await scripted.page.getByTestId('box-reviewing').waitFor();
    await expectAccessible(scripted.page);
    await scripted.close();
  });

  it('reads the same in the fan-message box of the top page', async () => {
    const { page } = visitor;
    await page.goto(`${HOSTING_ORIGIN}/${slug}`);
    const box = page.locator('#fan-messages');
    await expect(box.getByTestId('box-reviewing').innerText()).resolves.toContain(
      'You can still send yours.',
    );
    await keepScreenshot(page, 'raid-mode/top-page-phone');
  });

  it('reads it in Japanese on a desktop', async () => {
    const desktop = await openPage({ ...DESKTOP, locale: 'ja-JP', javaScriptEnabled: false });
    await desktop.page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    await expect(desktop.page.getByTestId('box-reviewing').innerText()).resolves.toContain(
      'ただいまメッセージは確認してから届けています',
    );
    await keepScreenshot(desktop.page, 'raid-mode/letter-desktop-ja');
    await desktop.close();
  });
});

describe('the owner, at phone size', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPhone());
    await signIn(page, owner, `/s/${slug}`);
  });

  const banner = () => page.getByTestId('raid-banner');
  const toast = (text: string) => toastOf(page, text);

  it('sees the banner on the overview: what happened, since when, and how many are held', async () => {
    await banner()
      .getByRole('heading', { name: 'This space is under a flood of messages' })
      .waitFor();
    await expect(banner().innerText()).resolves.toContain('New messages are held for review since');
    await banner().getByText('3 held').waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'raid-mode/overview-phone');
  });

  it('sees it on the inbox too, and releases every held message after confirming', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/messages?filter=held`);
    await banner().waitFor();
    await page.getByRole('button', { name: 'Release all held' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Release every held message?' });
    await dialog.waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith('/settleHeldMessages'));
    await dialog.getByRole('button', { name: 'Release all' }).click();
    expect((await answered).ok()).toBe(true);
    await toast('Released to your inbox: 3').waitFor();
    await banner().getByText('0 held').waitFor();
    await expect(page.getByRole('button', { name: 'Delete all held' }).isDisabled()).resolves.toBe(
      true,
    );
  });

  it('ends raid mode after confirming: the banner goes, and the public page stops saying so', async () => {
    await page.getByRole('button', { name: 'End raid mode' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End raid mode?' });
    const answered = page.waitForResponse((r) => r.url().endsWith('/updateModeration'));
    await dialog.getByRole('button', { name: 'End raid mode' }).click();
    expect((await answered).ok()).toBe(true);
    await toast('Raid mode ended').waitFor();
    await banner().waitFor({ state: 'detached' });
    await until(
      'the public document to stop saying reviewing',
      async () => !(await publicReviewing()),
    );
  });

  it('chooses slow mode beside the letter settings, and finds it chosen again', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/letter`);
    const select = page.getByLabel('Per sender');
    const answered = page.waitForResponse((r) => r.url().endsWith('/updateModeration'));
    await select.selectOption({ label: 'One message every 5 min' });
    expect((await answered).ok()).toBe(true);
    await toast('Slow mode saved').waitFor();
    await page.reload();
    await expect(page.getByLabel('Per sender').inputValue()).resolves.toBe('5');
  });
});

describe('the owner on a desktop, in Japanese', () => {
  it('sees the banner beside the preview', async () => {
    await getFirestore()
      .doc(`spaces/${spaceId()}`)
      .set({ moderation: { raidSince: Timestamp.now() } }, { merge: true });
    const desktop = await openPage({ ...DESKTOP, locale: 'ja-JP' });
    // The Japanese sign-in form, as signIn() walks the English one.
    const next = `/s/${slug}`;
    await desktop.page.goto(`${HOSTING_ORIGIN}/a/signin?next=${encodeURIComponent(next)}`);
    await desktop.page.getByLabel('メールアドレス').fill(owner.email);
    await desktop.page.getByLabel('パスワード').fill(owner.password);
    await desktop.page.getByRole('button', { name: 'ログイン' }).last().click();
    await desktop.page.waitForURL(`${HOSTING_ORIGIN}${next}`);
    await desktop.page
      .getByTestId('raid-banner')
      .getByRole('heading', { name: 'このスペースに大量のメッセージが届いています' })
      .waitFor();
    await keepScreenshot(desktop.page, 'raid-mode/overview-desktop-ja');
    // Japanese is the longer language on a phone: the banner's sentences and buttons must fit.
    await desktop.page.setViewportSize(PHONE.viewport);
    await expectAccessible(desktop.page);
    await keepScreenshot(desktop.page, 'raid-mode/overview-phone-ja');
    await desktop.close();
  });
});
