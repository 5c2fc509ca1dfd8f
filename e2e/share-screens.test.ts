// The screens this session added, at phone and desktop size in both languages, kept for people
// to look at: the landing page (the way in, then the demo space in a phone's frame), the
// template picker, and the share sheet opened from the overview's Share button, whose links are
// checked in each language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, openPage, PHONE, DESKTOP } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

// The words each screen is driven by, in each language; every language is seen at both sizes.
const WORDS = {
  ja: {
    words: { demo: 'デモのスペースを見る', signUp: '無料ではじめる', share: 'シェアする' },
    sheet: { title: 'ページをシェア', x: /X でポスト/, close: '閉じる' },
    signIn: { email: 'メールアドレス', password: 'パスワード', submit: 'ログイン' },
  },
  en: {
    words: { demo: 'See the demo space', signUp: 'Get started for free', share: 'Share' },
    sheet: { title: 'Share your page', x: /Post on X/, close: 'Close' },
    signIn: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  },
};

const SCREENS = (
  [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const
).flatMap(([size, context]) =>
  (['ja', 'en'] as const).map((lang) => ({
    name: `${size}-${lang}`,
    context,
    lang,
    ...WORDS[lang],
  })),
);

describe.each(SCREENS)('new screens at $name', (screen) => {
  const locale = screen.lang === 'ja' ? 'ja-JP' : 'en-US';
  let page: Page;
  let closePage: (() => Promise<void>) | undefined;
  let space: { owner: { email: string; password: string }; slug: string };

  beforeAll(async () => {
    ({ page, close: closePage } = await openPage({ ...screen.context, locale }));
  });

  afterAll(() => closePage?.());

  it('shows the way in and the demo space, both on a phone’s first screen', async () => {
    await page.goto(`${HOSTING_ORIGIN}/`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(screen.lang);
    const demo = page.getByRole('link', { name: screen.words.demo });
    await expect(demo.getAttribute('href')).resolves.toBe('/demo');
    const picture = demo.locator('img');
    // Loaded, and drawn at its phone's proportions.
    await expect(picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(780);
    // The way in comes first in reading order; on a phone the demo's picture begins on the same
    // first screen, so a visitor sees both before scrolling.
    const signUp = page.getByRole('link', { name: screen.words.signUp }).first();
    expect(
      await signUp.evaluate(
        (button, link) => button.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
        await demo.elementHandle(),
      ),
    ).toBeTruthy();
    if (screen.name.startsWith('phone')) {
      const [pictureBox, signUpBox] = await Promise.all([
        picture.boundingBox(),
        signUp.boundingBox(),
      ]);
      const height = page.viewportSize()!.height;
      expect(signUpBox!.y + signUpBox!.height).toBeLessThan(height);
      expect(pictureBox!.y).toBeLessThan(height);
    }
    await keepScreenshot(page, `share/${screen.name}-landing`);
  });

  it('signs the owner in, in the page language', async () => {
    space = await newDemoLikeSpace(`scr-${screen.name}`);
    // Signed in through the form in the page's own language.
    await page.goto(`${HOSTING_ORIGIN}/a/signin?next=%2Fu`);
    await page.getByLabel(screen.signIn.email, { exact: true }).fill(space.owner.email);
    await page.getByLabel(screen.signIn.password, { exact: true }).fill(space.owner.password);
    await page.getByRole('button', { name: screen.signIn.submit }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
  });

  it('keeps the template picker', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/new`);
    await page.getByTestId('template-preview').waitFor();
    await keepScreenshot(page, `share/${screen.name}-template-picker`);
  });

  it('opens the share sheet from the overview, in the page language', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${space.slug}`);
    await page.getByRole('button', { name: screen.words.share, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: screen.sheet.title });
    await sheet.waitFor();
    const x = new URL(
      (await sheet.getByRole('link', { name: screen.sheet.x }).getAttribute('href'))!,
    );
    expect(x.searchParams.get('url')).toBe(`${HOSTING_ORIGIN}/${space.slug}`);
    await sheet.getByTestId('space-qr').waitFor();
    await keepScreenshot(page, `share/${screen.name}-sheet`, { fullPage: false });
    await sheet.getByRole('button', { name: screen.sheet.close, exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the sheet.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      screen.words.share,
    );
  });
});
