// A card's image and a button's thumbnail chosen while creating them, at phone size, in Japanese
// and English: each is uploaded before the row's first save, survives the save, and shows on the
// public page as the pipeline's WebP variants. A link pasted into a new button offers the page's
// title and image, read by the server from a page this file serves on the origin the stack lets
// the server fetch (SPACES_FETCH_ALLOW_ORIGIN); "Use" fills the label and brings the image in as
// the button's own thumbnail, never linked from the other site.
import http from 'node:http';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, openPhone } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const allowed = new URL(process.env.SPACES_FETCH_ALLOW_ORIGIN ?? 'http://127.0.0.1:5009');
const fixtureOrigin = allowed.origin;
const PREVIEW_TITLE = 'Mika — Dawn Song (single)';

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<title>fallback</title>
<meta property="og:title" content="${PREVIEW_TITLE}">
<meta property="og:description" content="The new single, out now everywhere.">
<meta property="og:image" content="/cover.png">
</head><body>single</body></html>`;

/** A picture with a colour per half, so that a crop or a variant is a real image. */
function picture(width: number, height: number, left: string, right: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="${left}"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${right}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let server: http.Server;
let cover: Buffer;

beforeAll(async () => {
  cover = await picture(600, 400, '#f59e0b', '#7c3aed');
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', fixtureOrigin).pathname;
    if (path === '/single') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else if (path === '/cover.png') res.writeHead(200, { 'content-type': 'image/png' }).end(cover);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(allowed.port), allowed.hostname, resolve),
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const SCREENS = [
  {
    lang: 'ja',
    locale: 'ja-JP',
    words: {
      email: 'メールアドレス',
      password: 'パスワード',
      signIn: 'ログイン',
      addCard: 'カードを追加',
      addButton: 'ボタンを追加',
      cardImage: 'カードの画像',
      thumbnail: 'サムネイル',
      title: 'タイトル',
      text: 'テキスト',
      label: 'ラベル',
      url: 'URL',
      save: '保存',
      saved: '保存しました',
      done: '画像を更新しました。',
      crop: 'この範囲で使う',
      use: 'この内容を使う',
      notifications: /通知/,
    },
  },
  {
    lang: 'en',
    locale: 'en-US',
    words: {
      email: 'E-mail',
      password: 'Password',
      signIn: 'Sign in',
      addCard: 'Add a card',
      addButton: 'Add a button',
      cardImage: 'Card image',
      thumbnail: 'Thumbnail',
      title: 'Title',
      text: 'Text',
      label: 'Label',
      url: 'URL',
      save: 'Save',
      saved: 'Saved',
      done: 'Image updated.',
      crop: 'Use this crop',
      use: 'Use this',
      notifications: /Notifications/,
    },
  },
] as const;

describe.each(SCREENS)('creating with images in $lang', ({ lang, locale, words }) => {
  let page: Page;
  let close: (() => Promise<void>) | undefined;
  let slug = '';
  const cardTitle = `${lang} card with a picture`;
  const buttonLabel = `${lang} merch`;

  const slot = (name: string) => page.getByRole('group', { name, exact: true });
  const toast = (text: string) =>
    page.getByRole('region', { name: words.notifications }).getByText(text, { exact: true }).last();
  /** Saves the open list and waits for the callable's answer. */
  async function save(callable: string) {
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/${callable}`) && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: words.save, exact: true }).click();
    expect((await answered).ok()).toBe(true);
    await toast(words.saved).waitFor();
  }

  beforeAll(async () => {
    ({ page, close } = await openPhone({ locale }));
    page.setDefaultTimeout(90_000);
    const space = await newDemoLikeSpace(`cwi-${lang}`);
    slug = space.slug;
    const next = `/s/${slug}/card`;
    await page.goto(`${HOSTING_ORIGIN}/a/signin?next=${encodeURIComponent(next)}`);
    await page.getByLabel(words.email, { exact: true }).fill(space.owner.email);
    await page.getByLabel(words.password, { exact: true }).fill(space.owner.password);
    await page.getByRole('button', { name: words.signIn }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}${next}`);
  });

  afterAll(() => close?.());

  it('gives a new card its image before the first save, and keeps it through the save', async () => {
    await page.getByRole('button', { name: words.addCard }).click();
    const image = slot(words.cardImage);
    await image.locator('input[type=file]').setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: await picture(800, 600, '#0ea5e9', '#f43f5e'),
    });
    await image.getByText(words.done).waitFor();
    await expect(
      image.getByTestId('image-preview').locator('img').getAttribute('srcset'),
    ).resolves.toMatch(/\.webp\?alt=media 320w/);
    await page.getByLabel(words.title, { exact: true }).fill(cardTitle);
    await page.getByLabel(words.text, { exact: true }).fill('Zine, 24 pages.');
    await keepScreenshot(page, `create-with-image/${lang}-new-card`);
    await save('updateSpaceCards');
    // The saved space the server answered has the card with its image, shown in the row's summary.
    const row = page.getByTestId('card-row').filter({ hasText: cardTitle });
    await expect(row.locator('img').getAttribute('srcset')).resolves.toMatch(/\.webp\?alt=media/);
  });

  it('gives a new button a square thumbnail before the first save', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/button`);
    await page.getByRole('button', { name: words.addButton }).click();
    const thumb = slot(words.thumbnail);
    await thumb.locator('input[type=file]').setInputFiles({
      name: 'thumb.png',
      mimeType: 'image/png',
      buffer: await picture(600, 400, '#22c55e', '#111827'),
    });
    await page.getByRole('button', { name: words.crop }).click();
    await thumb.getByText(words.done).waitFor();
    await page.getByLabel(words.label, { exact: true }).last().fill(buttonLabel);
    await page.getByLabel(words.url, { exact: true }).last().fill('https://example.com/merch');
    await save('updateSpaceButtons');
  });

  it('offers a pasted link’s title and image for a new button, and uses them', async () => {
    await page.getByRole('button', { name: words.addButton }).click();
    const url = page.getByLabel(words.url, { exact: true }).last();
    await url.fill(`${fixtureOrigin}/single`);
    // Leaving the field asks the server about the page.
    await url.blur();
    const preview = page.getByTestId('link-preview');
    await preview.getByText(PREVIEW_TITLE).waitFor();
    await keepScreenshot(page, `create-with-image/${lang}-link-preview`);
    await preview.getByRole('button', { name: words.use }).click();
    await expect(page.getByLabel(words.label, { exact: true }).last().inputValue()).resolves.toBe(
      PREVIEW_TITLE,
    );
    // The page's image comes in through the pipeline as the row's thumbnail, from our storage.
    const thumbImage = slot(words.thumbnail).last().getByTestId('image-preview').locator('img');
    await thumbImage.waitFor();
    const src = (await thumbImage.getAttribute('src')) ?? '';
    expect(src).not.toContain(fixtureOrigin);
    expect(src).toMatch(/\.webp\?alt=media/);
    await keepScreenshot(page, `create-with-image/${lang}-link-preview-used`);
    // A local address is no link for visitors: the button points at the single's public page.
    await url.fill('https://example.com/single');
    await save('updateSpaceButtons');
  });

  it('shows the card’s image and both thumbnails on the public page', async () => {
    const buttons = page.getByTestId('space-buttons');
    const card = page
      .getByTestId('space-cards')
      .getByRole('listitem')
      .filter({ hasText: cardTitle });
    // The public page follows the last save through a trigger: on a busy stack it can still show
    // the one before, so the visitor comes back until the card and both buttons are there.
    const shown = () =>
      Promise.all([
        ...[buttonLabel, PREVIEW_TITLE].map((name) =>
          buttons.getByRole('link', { name }).locator('img').count(),
        ),
        card.locator('img').count(),
      ]);
    await expect
      .poll(
        async () => {
          await page.goto(`${HOSTING_ORIGIN}/${slug}`);
          return shown();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual([1, 1, 1]);
    for (const name of [buttonLabel, PREVIEW_TITLE]) {
      const img = buttons.getByRole('link', { name }).locator('img');
      await expect(img.getAttribute('srcset')).resolves.toMatch(/\.webp\?alt=media 64w/);
      await expect(img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0)).resolves.toBe(true);
    }
    await expect(card.locator('img').getAttribute('srcset')).resolves.toMatch(/320w/);
    await keepScreenshot(page, `create-with-image/${lang}-public-page`);
  });
});
