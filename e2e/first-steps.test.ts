// A new creator's first minutes, at phone size in Japanese and at desktop size in English: pick a
// template on /s/new (its preview follows the choice and the typed name), create the space, and
// find the overview's first steps, with publishing done in place and checked off. The template's
// samples are marked as samples in the editor and stay off the public page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newVerifiedAccount, signIn, uniqueName } from './support/accounts';
import { HOSTING_ORIGIN, openPage, PHONE, DESKTOP } from './support/browser';
import { keepScreenshot } from './support/screenshots';

const SIZES = [
  {
    name: 'phone-ja',
    context: PHONE,
    lang: 'ja',
    words: {
      slug: 'URL',
      name: '表示名',
      streamer: /^配信者/,
      create: '作成',
      watch: '配信を見る',
      publish: '公開する',
    },
  },
  {
    name: 'desktop-en',
    context: DESKTOP,
    lang: 'en',
    words: {
      slug: 'URL',
      name: 'Display name',
      streamer: /^Streamer/,
      create: 'Create',
      watch: 'Watch live',
      publish: 'Publish',
    },
  },
];

describe.each(SIZES)('a new space from a template at $name', (size) => {
  const slug = uniqueName('tpl').toLowerCase().slice(0, 24);
  let page: Page;
  let closePage: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ page, close: closePage } = await openPage({ ...size.context, locale: 'en-US' }));
    await signIn(page, await newVerifiedAccount(`tpl-${size.name}`), '/u/language');
    // Signing in is in English; the rest of the journey is in the size's language.
    if (size.lang === 'ja') {
      await page.getByLabel('日本語').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: '言語', level: 1 }).waitFor();
    }
    await page.goto(`${HOSTING_ORIGIN}/s/new`);
  });

  afterAll(() => closePage?.());

  it('previews the chosen template with the typed name, and creates the space from it', async () => {
    const { words } = size;
    await page.getByLabel(words.slug, { exact: true }).fill(slug);
    await page.getByLabel(words.name).fill('Mika Tone');
    const preview = page.getByTestId('template-preview');
    await expect(page.getByTestId('template-creator').getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await page.getByRole('radio', { name: words.streamer }).click();
    await preview.getByText(words.watch).waitFor();
    await preview.getByText('Mika Tone').waitFor();
    // Every sample in the preview is marked as one: the bio, three buttons, the schedule.
    await expect(preview.locator('[data-sample]').count()).resolves.toBe(5);
    await expect(preview.getByTestId('space-page').getAttribute('data-preset')).resolves.toBe(
      'night',
    );
    await keepScreenshot(page, `first-steps/${size.name}-template-picker`);
    // The page ends with its footer: no blank page below it.
    const below = await page.evaluate(() => {
      const footers = document.querySelectorAll('footer');
      const footer = footers[footers.length - 1]!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
    });
    expect(below).toBeLessThanOrEqual(1);

    await page.getByRole('button', { name: words.create, exact: true }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
  });

  it('lists the first steps, none done, and publishes in place', async () => {
    const steps = page.getByTestId('first-steps');
    await steps.waitFor();
    for (const step of ['picture', 'links', 'publish', 'share'])
      await expect(steps.getByTestId(`first-step-${step}`).getAttribute('data-done')).resolves.toBe(
        'false',
      );
    // The samples are listed, each with Edit and Remove.
    await expect(steps.getByTestId('sample-left').count()).resolves.toBe(5);
    await keepScreenshot(page, `first-steps/${size.name}-overview`);

    await steps
      .getByTestId('first-step-publish')
      .getByRole('button', { name: size.words.publish })
      .click();
    await expect
      .poll(() => steps.getByTestId('first-step-publish').getAttribute('data-done'), {
        timeout: 30_000,
      })
      .toBe('true');
    await keepScreenshot(page, `first-steps/${size.name}-published`);
  });

  it('shows the template’s look on the public page without its samples, the letter box and fan messages open', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${slug}`);
    await page.locator('[data-section="letter"]').waitFor();
    await expect(page.getByRole('link', { name: size.words.watch }).count()).resolves.toBe(0);
    await expect(
      page.locator('[data-section="buttons"], [data-section="text"]').count(),
    ).resolves.toBe(0);
    await page.locator('[data-section="fanMessages"]').waitFor();
    await expect(page.getByTestId('space-page').getAttribute('data-preset')).resolves.toBe('night');
    await keepScreenshot(page, `first-steps/${size.name}-public`);
  });
});
