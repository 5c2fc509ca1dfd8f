// Embeds at phone size: the owner adds a YouTube video in the editor (a link of another site is
// refused with YouTube's own message first); a visitor's page asks no provider for anything —
// not a script, a thumbnail or a frame — until the visitor plays it, and then frames the
// privacy-enhanced player in place; without JavaScript the facade is a link to the video. Provider
// requests are answered by a local stub, so the journey runs offline.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Account } from './support/accounts';
import { HOSTING_ORIGIN, openPhone } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const VIDEO_ID = 'dQw4w9WgXcQ';
const TITLE = 'Our first MV';
/** Every origin a provider could be asked from: players, pages, thumbnails, scripts. */
const PROVIDER =
  /^https?:\/\/([^/]*\.)?(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|spotify(cdn)?\.com|scdn\.co|soundcloud\.com|sndcdn\.com|apple\.com|mzstatic\.com|nicovideo\.jp|nimg\.jp|nico\.ms|twitch\.tv|jtvnw\.net)(\/|$)/;

let slug: string;
let owner: Account;

/** Answers every provider request with a stub page, and records each request of the context. */
async function watchProviders(context: BrowserContext): Promise<{ seen: string[] }> {
  const record = { seen: [] as string[] };
  context.on('request', (request) => {
    if (PROVIDER.test(request.url())) record.seen.push(request.url());
  });
  await context.route(PROVIDER, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>stub player</title><p>stub player</p>',
    }),
  );
  return record;
}

/** The public page once the trigger has published the embed. */
async function untilPublished(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const html = await (await fetch(`${HOSTING_ORIGIN}/${slug}`)).text();
    if (html.includes('data-testid="embed-facade"')) return;
    if (Date.now() > deadline) throw new Error('the embed never reached the public page');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  // The demo's space without its embed: this journey adds its own.
  ({ slug, owner } = await newDemoLikeSpace('embeds', (space) => ({ ...space, embeds: [] })));
});

describe('the owner', () => {
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ page, close } = await openPhone());
    await signIn(page, owner, `/s/${slug}/embed`);
  });
  afterAll(() => close());
  const link = () => page.getByRole('textbox', { name: 'Link', exact: true });
  const service = () => page.getByRole('combobox', { name: 'Service', exact: true });

  it("adds a YouTube video, after a link of another site is refused in YouTube's words", async () => {
    await page.getByRole('button', { name: 'Add an embed' }).click();
    await expect(service().inputValue()).resolves.toBe('youtube');
    await link().fill('https://vimeo.com/76979871');
    await page.getByRole('textbox', { name: 'Title (optional)', exact: true }).fill(TITLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This is not a YouTube video, Short or playlist link.').first().waitFor();

    // A Spotify link chooses Spotify; the owner goes back to the video.
    await link().fill('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    await expect(service().inputValue()).resolves.toBe('spotify');
    await link().fill(`https://youtu.be/${VIDEO_ID}?si=shared`);
    await expect(service().inputValue()).resolves.toBe('youtube');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/updateSpaceEmbeds') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answered).ok()).toBe(true);
    await page.getByText('Saved', { exact: true }).last().waitFor();
    // Saved, the row links to the video's canonical page and can take a poster.
    await page.reload();
    await page.getByTestId('embed-row').getByTestId('row-toggle').click();
    await expect(link().inputValue()).resolves.toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await page.getByText('Poster image').first().waitFor();
    await keepScreenshot(page, 'embeds/editor-phone-en');
  });

  it('sees the section in Japanese', async () => {
    await page.goto(`${HOSTING_ORIGIN}/u/language`);
    await page.getByLabel('日本語').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: '言語', level: 1 }).waitFor();
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/embed`);
    await page.getByRole('heading', { name: '動画・音楽' }).first().waitFor();
    await page.getByTestId('embed-row').getByTestId('row-toggle').click();
    await page.getByLabel('タイトル（任意）').waitFor();
    await keepScreenshot(page, 'embeds/editor-phone-ja');
  });
});

describe('a visitor', () => {
  beforeAll(() => untilPublished(), 70_000);

  for (const [lang, locale] of [
    ['en', 'en-US'],
    ['ja', 'ja-JP'],
  ] as const) {
    it(`(${lang}) asks no provider for anything until playing, then gets youtube-nocookie in place`, async () => {
      const { page, close } = await openPhone({
        locale,
        extraHTTPHeaders: { 'Accept-Language': lang },
      });
      const providers = await watchProviders(page.context());
      await page.goto(`${HOSTING_ORIGIN}/${slug}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.islands === 'mounted');
      const facade = page.getByTestId('embed-facade');
      await facade.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(providers.seen, 'requests to a provider before the click').toEqual([]);
      await expect(facade.getAttribute('href')).resolves.toBe(
        `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      );
      await expect(facade.textContent()).resolves.toContain(TITLE);
      await keepScreenshot(page, `embeds/facade-phone-${lang}`);

      await facade.click();
      const frame = page.getByTestId('embed-frame');
      await frame.waitFor();
      await expect(frame.getAttribute('src')).resolves.toBe(
        `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
      );
      await expect
        .poll(() => providers.seen)
        .toContain(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
      // Only the privacy-enhanced player was asked, and the click did not leave the page.
      expect(
        providers.seen.every((url) => url.startsWith('https://www.youtube-nocookie.com/')),
      ).toBe(true);
      expect(page.url()).toBe(`${HOSTING_ORIGIN}/${slug}`);
      await close();
    });
  }

  it('without JavaScript follows the facade, a link to the video', async () => {
    const { page, close } = await openPhone({ javaScriptEnabled: false });
    const providers = await watchProviders(page.context());
    await page.goto(`${HOSTING_ORIGIN}/${slug}`, { waitUntil: 'networkidle' });
    expect(providers.seen).toEqual([]);
    const facade = page.getByRole('link', { name: new RegExp(`Play: ${TITLE}`) });
    await expect(facade.getAttribute('href')).resolves.toBe(
      `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    );
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await close();
  });

  it("sees the demo's video with the poster the pipeline made", async () => {
    const { page, close } = await openPhone();
    const providers = await watchProviders(page.context());
    await page.goto(`${HOSTING_ORIGIN}/demo`, { waitUntil: 'networkidle' });
    const facade = page.getByTestId('embed-facade');
    await facade.scrollIntoViewIfNeeded();
    const poster = facade.locator('img');
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(providers.seen).toEqual([]);
    await keepScreenshot(page, 'embeds/demo-facade-phone', { fullPage: false });
    await close();
  });
});
