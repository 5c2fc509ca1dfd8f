// The background and theme editor, on a space like the demo's (the journey's own, so /demo keeps
// its theme for the files running beside it): a preset and a custom colour change the live preview
// before anything is saved; saving puts the public page in that theme; a combination whose text
// cannot be read is refused with a message. On a phone the preview is one tap away.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, PHONE, DESKTOP } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';
import { toastOf } from './support/editor';

describe('background and theme', () => {
  let page: Page;
  let closePage: (() => Promise<void>) | undefined;
  let slug = '';

  const preview = () => page.getByTestId('preview').first().getByTestId('space-page');
  const saveBar = () => page.getByTestId('save-bar');
  const toast = (text: string) => toastOf(page, text);
  const styleOf = (locator: Locator) => locator.getAttribute('style').then((s) => s ?? '');
  const save = async () => {
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await toast('Saved').waitFor();
  };

  beforeAll(async () => {
    ({ page, close: closePage } = await openPage({
      locale: 'en-US',
      ...DESKTOP,
    }));
    const space = await newDemoLikeSpace('design');
    slug = space.slug;
    await signIn(page, space.owner, `/s/${slug}/bg`);
  });

  afterAll(() => closePage?.());

  it('shows a preset and a custom colour in the preview before saving', async () => {
    await expect(preview().getAttribute('data-preset')).resolves.toBe('pastel');
    await page.getByTestId('preset-night').click();
    await expect(page.getByTestId('preset-night').getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="preview"] [data-testid="space-page"]')
          ?.getAttribute('data-preset') === 'night',
    );
    await page.getByTestId('theme-accent').fill('#f472b6');
    await expect(styleOf(preview())).resolves.toMatch(/--color-accent:\s*#f472b6/);
    await page.getByTestId('preview-unsaved').first().waitFor();
    await saveBar().getByText('Unsaved changes').waitFor();
  });

  it('saves, and the public page is drawn in that theme', async () => {
    await save();
    const visitor = await openPage({ locale: 'en-US' });
    try {
      // The public document follows through the trigger: load until it shows the theme.
      const root = visitor.page.getByTestId('space-page');
      await expect
        .poll(
          async () => {
            await visitor.page.goto(`${HOSTING_ORIGIN}/${slug}`);
            return root.getAttribute('data-preset');
          },
          { timeout: 30_000 },
        )
        .toBe('night');
      await expect(styleOf(root)).resolves.toMatch(/--color-accent:\s*#f472b6/);
      await expect(styleOf(root)).resolves.toMatch(/--color-fg:\s*#ffffff/);
      // Kept for people to look at (e2e/support/screenshots.ts).
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await visitor.page.setViewportSize({ width, height });
        await keepScreenshot(visitor.page, `design-night-${width}`);
      }
    } finally {
      await visitor.close();
    }
  });

  it('refuses a background no text can be read on, before sending', async () => {
    let calls = 0;
    const count = (request: { url: () => string }) => {
      if (request.url().endsWith('/updateSpaceDesign')) calls += 1;
    };
    page.on('request', count);
    await page.getByRole('radio', { name: 'Gradient' }).check();
    await page.getByTestId('bg-color').fill('#000000');
    await page.getByTestId('bg-gradient-to').fill('#ffffff');
    await page.getByTestId('contrast-blocked').waitFor();
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Text would be hard to read (contrast must be at least 4.5:1).').waitFor();
    page.off('request', count);
    expect(calls).toBe(0);
    await saveBar().getByRole('button', { name: 'Discard' }).click();
  });

  it('opens the preview full screen on a phone', async () => {
    await page.setViewportSize(PHONE.viewport);
    await page.getByTestId('preview-open').click();
    const sheet = page.getByRole('dialog', { name: 'Preview' });
    await sheet.getByTestId('space-page').waitFor();
    await expect(sheet.getByTestId('space-page').getAttribute('data-preset')).resolves.toBe(
      'night',
    );
    await sheet.getByRole('button', { name: 'Close the preview' }).click();
    await page.setViewportSize(DESKTOP.viewport);
  });
});

describe('the demo space, kept as screenshots', () => {
  it('is drawn whole, with every image, at phone and desktop size', async () => {
    const { page, close } = await openPage({ locale: 'ja-JP' });
    try {
      for (const [name, width, height] of [
        ['phone', 390, 844],
        ['desktop', 1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        const response = await page.goto(`${HOSTING_ORIGIN}/demo`);
        expect(response?.status()).toBe(200);
        await page.getByTestId('space-page').waitFor();
        // Lazy images load as they come into view: pass over the page once, then wait for all.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise(requestAnimationFrame);
          }
        });
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
        );
        expect(await page.locator('img').count()).toBeGreaterThan(0);
        await keepScreenshot(page, `demo-${name}`);
      }
    } finally {
      await close();
    }
  });
});
