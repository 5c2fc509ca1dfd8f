// The editor on a small phone (360 px) in Japanese: no button or heading breaks a word across
// lines (the unsaved bar once read 「保 / 存」), the overview of a new space leaves exports and
// deletion to the space's settings, and an action that waits says so in words after 3 s and
// offers to run again at 15 s (but not while a dialog waits for the person). Screenshots of each
// page are kept for people to look at.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const SMALL_PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * Words in buttons, links drawn as buttons and headings — each a text node with no space in it,
 * and short — drawn on more than one line: a word broken in the middle. (A control's label and its
 * count may sit on lines of their own; each is its own text node.)
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], a[class*="rounded"], h1, h2, h3',
    );
    for (const element of Array.from(candidates)) {
      if (element.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (text === '' || /\s/.test(text) || [...text].length > 8) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const tops = rects.map((rect) => rect.top);
        // Lines apart by more than half a line's height are lines of their own.
        const height = Math.min(...rects.map((rect) => rect.height));
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > height / 2)
          found.push(`<${element.tagName.toLowerCase()}> 「${text}」`);
      }
    }
    return found;
  });
}

describe('the editor on a 360 px phone, in Japanese', () => {
  let phone: OpenedPage;
  let page: Page;
  let slug: string;

  beforeAll(async () => {
    const space = await newDemoLikeSpace('phoneed');
    slug = space.slug;
    // Signed in through the English form; the rest is in Japanese, the account's language.
    phone = await openPage({ ...SMALL_PHONE, locale: 'en-US' });
    page = phone.page;
    await signIn(page, space.owner, '/u/language');
    await page.getByLabel('日本語').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: '言語', level: 1 }).waitFor();
  });

  afterAll(() => phone?.close());

  it('breaks no word on the overview, a section with unsaved changes, and the settings', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.getByTestId('public-url').waitFor();
    expect(await brokenWords(page)).toEqual([]);
    await keepScreenshot(page, 'phone-editor/overview-360');

    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/top`);
    await page.getByLabel('自己紹介').fill('ちょっとだけ書きかえた自己紹介です。');
    await page.getByTestId('save-bar').getByText('保存していない変更があります').waitFor();
    expect(await brokenWords(page)).toEqual([]);
    await keepScreenshot(page, 'phone-editor/unsaved-360', { fullPage: false });

    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/settings`);
    await page.getByRole('button', { name: 'スペースを削除' }).waitFor();
    expect(await brokenWords(page)).toEqual([]);
    await keepScreenshot(page, 'phone-editor/settings-360');
  });

  it('keeps exports, the rename and deletion off the overview', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.getByTestId('public-url').waitFor();
    await expect(page.getByRole('button', { name: 'スペースを削除' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('新しい URL').count()).resolves.toBe(0);
  });

  it('says in words what a save is doing after 3 s, and offers to save again at 15 s', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/top`);
    // The save is held back, as a cold server would hold it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route(/\/updateSpaceTop$/, async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await page.getByLabel('自己紹介').fill('待っているあいだの自己紹介です。');
    const bar = page.getByTestId('save-bar');
    await bar.getByRole('button', { name: '保存' }).click();
    const words = bar.getByTestId('pending-words');
    await words.waitFor({ timeout: 10_000 });
    await expect(words.textContent()).resolves.toContain('「保存」を処理しています');
    await keepScreenshot(page, 'phone-editor/save-pending-360', { fullPage: false });
    const retry = words.getByRole('button', { name: '再試行' });
    await retry.waitFor({ timeout: 20_000 });
    await expect(words.textContent()).resolves.toContain('「保存」がまだ終わっていません');
    expect(await brokenWords(page)).toEqual([]);
    await keepScreenshot(page, 'phone-editor/save-stalled-360', { fullPage: false });
    await retry.click();
    // The retry is a second save, and the clock starts over for it.
    await expect.poll(() => calls).toBe(2);
    await words.waitFor({ state: 'detached' });
    release();
    await bar.getByText('保存していない変更があります').waitFor({ state: 'detached' });
    // The words go once the retried save has answered too.
    await bar.getByTestId('pending-words').waitFor({ state: 'detached' });
    await page.unroute(/\/updateSpaceTop$/);
  });

  it('stays quiet while a dialog asks, then says what a held deletion is doing', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/settings`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/deleteSpace$/, async (route) => {
      await held;
      await route.continue();
    });
    const remove = page.getByRole('button', { name: 'スペースを削除' });
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    // The person is being asked: longer than 3 s in front of the dialog is not a wait to explain.
    await page.waitForTimeout(4_000);
    await expect(page.getByTestId('pending-words').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: '削除する' }).click();
    const words = page.getByTestId('pending-words');
    await words.waitFor({ timeout: 10_000 });
    await expect(words.textContent()).resolves.toContain('「スペースを削除」を処理しています');
    await expect(page.getByTestId('pending-announcer').textContent()).resolves.toContain(
      '「スペースを削除」を処理しています',
    );
    release();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    await page.unroute(/\/deleteSpace$/);
  });
});
