// The page's own link preview, in Chromium against the running stack, on a space of the journey's
// own: the owner sets a share title and description in the editor (the preview beside the form
// follows as they type) and uploads a share image; the public pages' heads, read without
// JavaScript as a crawler reads them, carry them escaped, with og:image on the uploaded image (a
// 1200×630 WebP); removing the image brings the generated card back. The generated cards of a
// space and of an answer, in both sizes and both languages, are kept for people to look at.
import { publicAnswerPath, CARD_SIZES, cardPath, type CardSize } from '@spaces/contracts';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerPost } from '../functions/src/boards/board';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, openPhone, PHONE, type OpenedPage } from './support/browser';
import { keepImage, keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';
import { toastOf } from './support/editor';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const run = Date.now().toString(36);
const title = `Mika’s <b>corner</b> & "friends" ${run}`;
const description = `Songs, drawings <i>and</i> letters — every Friday ${run}`;

let slug: string;
let owner: Awaited<ReturnType<typeof newDemoLikeSpace>>['owner'];

/** A picture of distinct halves, taller than the preview, so the centre cut is visible. */
async function sharePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600">
    <rect width="1600" height="800" fill="#0ea5e9"/>
    <rect y="800" width="1600" height="800" fill="#f97316"/>
    <circle cx="800" cy="800" r="200" fill="#fef3c7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The head of a public page as a crawler reads it, without JavaScript. */
async function headOf(page: Page, path: string) {
  const response = await page.goto(`${HOSTING_ORIGIN}${path}`);
  expect(response?.status()).toBe(200);
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');
  return {
    html: (await response?.text()) ?? '',
    title: await page.title(),
    ogTitle: await meta('og:title'),
    description: await meta('description'),
    ogDescription: await meta('og:description'),
    ogImage: await meta('og:image'),
    ogImageWidth: await meta('og:image:width'),
    twitterTitle: await meta('twitter:title'),
    twitterDescription: await meta('twitter:description'),
    twitterImage: await meta('twitter:image'),
    twitterCard: await meta('twitter:card'),
  };
}

async function imageOf(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  return { bytes, format, width, height };
}

beforeAll(async () => {
  ({ slug, owner } = await newDemoLikeSpace('share'));
});

describe('the owner sets the page’s link preview', () => {
  let opened: OpenedPage;
  let page: Page;
  let reader: OpenedPage;
  let uploadedFolder = '';

  const slot = () => page.getByRole('group', { name: 'Share image', exact: true });
  const toast = (text: string) => toastOf(page, text);

  beforeAll(async () => {
    opened = await openPhone();
    page = opened.page;
    page.setDefaultTimeout(90_000);
    reader = await openPhone({ javaScriptEnabled: false });
    await signIn(page, owner, `/s/${slug}/share`);
  });

  afterAll(async () => {
    await opened?.close();
    await reader?.close();
  });

  it('sets title and description, with the preview following the typing', async () => {
    await page.getByRole('heading', { name: 'Link preview', level: 1 }).waitFor();
    const preview = page.getByTestId('share-preview');
    // Before anything is set, the preview says what the page says: its name.
    await preview.getByText('Spaces Demo | Spaces').waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill(description);
    await preview.getByText(`${title} | Spaces`, { exact: true }).waitFor();
    await preview.getByText(description, { exact: true }).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/updateShareSettings'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).ok()).toBe(true);
    await page.getByTestId('save-bar').getByText('Unsaved changes').waitFor({ state: 'detached' });
  });

  it('refuses a title longer than 60 characters, counted as a person counts them', async () => {
    await page.getByLabel('Title', { exact: true }).fill('🇯🇵'.repeat(61));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
  });

  it('uploads a share image, cut to 1200×630, shown in the preview', async () => {
    await slot()
      .locator('input[type=file]')
      .setInputFiles({
        name: 'share.png',
        mimeType: 'image/png',
        buffer: await sharePng(),
      });
    await slot().getByText('Image updated.').waitFor();
    const shown = page.getByTestId('share-preview-image');
    await expect.poll(() => shown.getAttribute('src')).toContain('%2F1200.webp');
    const src = (await shown.getAttribute('src'))!;
    uploadedFolder = decodeURIComponent(src).match(/images\/[^/]+\/[A-Za-z0-9]+/)![0];
    await keepScreenshot(page, 'share-preview/editor-phone-en');
  });

  it('puts them in the top page’s head, escaped, with the uploaded image', async () => {
    const { page: plain } = reader;
    // The public document follows through a trigger: read until it has.
    await expect
      .poll(async () => (await headOf(plain, `/${slug}`)).ogImage, { timeout: 30_000 })
      .toContain(encodeURIComponent(`${uploadedFolder}/1200.webp`));
    const head = await headOf(plain, `/${slug}`);
    expect(head).toMatchObject({
      title: `${title} | Spaces`,
      ogTitle: `${title} | Spaces`,
      twitterTitle: `${title} | Spaces`,
      description,
      ogDescription: description,
      twitterDescription: description,
      ogImageWidth: '1200',
      twitterImage: head.ogImage,
      twitterCard: 'summary_large_image',
    });
    // The owner's markup is text: never a tag in the document.
    expect(head.html).not.toContain('<b>corner</b>');
    expect(head.html).not.toContain('<i>and</i>');
    const image = await imageOf(head.ogImage!);
    expect([image.format, image.width, image.height]).toEqual(['webp', 1200, 630]);
    // The cut kept the middle: the circle's pale yellow, not the halves' blue or orange.
    const { data } = await sharp(image.bytes)
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(230);
    expect(data[2]).toBeGreaterThan(150);
  });

  it('keeps the letter page’s own title, with the owner’s image', async () => {
    const head = await headOf(reader.page, `/${slug}/letter`);
    expect(head.title).toBe('A letter to Spaces Demo | Spaces');
    expect(head.ogImage).toContain(encodeURIComponent(`${uploadedFolder}/1200.webp`));
  });

  it('brings the generated card back when the image is removed', async () => {
    await slot().getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this image?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await toast('Image removed.').waitFor();
    await expect
      .poll(async () => (await headOf(reader.page, `/${slug}`)).ogImage, { timeout: 30_000 })
      .toMatch(new RegExp(`^${HOSTING_ORIGIN}/api/cards/${slug}/space\\.og\\.png\\?v=\\d+$`));
    const head = await headOf(reader.page, `/${slug}`);
    expect(head.ogTitle).toBe(`${title} | Spaces`);
    const card = await imageOf(head.ogImage!);
    expect([card.format, card.width, card.height]).toEqual(['png', 1200, 630]);
    await page.getByTestId('share-preview-image').waitFor();
    await expect(page.getByTestId('share-preview-image').getAttribute('src')).resolves.toMatch(
      /^\/api\/cards\/.+\/space\.og\.png\?v=\d+$/,
    );
  });

  it('looks right in both languages, on a phone and a desktop', async () => {
    for (const [locale, lang] of [
      ['en-US', 'en'],
      ['ja-JP', 'ja'],
    ] as const) {
      for (const [size, options] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        if (lang === 'en' && size === 'phone') continue; // kept above, with the uploaded image
        const other = await openPage({ ...options, locale });
        other.page.setDefaultTimeout(90_000);
        // The sign-in form in English (its `lang`), the editor then in the browser's language.
        const next = `/s/${slug}/share`;
        await other.page.goto(
          `${HOSTING_ORIGIN}/a/signin?lang=en&next=${encodeURIComponent(next)}`,
        );
        await other.page.getByLabel('E-mail').fill(owner.email);
        await other.page.getByLabel('Password').fill(owner.password);
        await other.page.getByRole('button', { name: 'Sign in' }).last().click();
        await other.page.waitForURL(`${HOSTING_ORIGIN}${next}`);
        await other.page
          .getByRole('heading', {
            name: lang === 'ja' ? 'リンクのプレビュー' : 'Link preview',
            level: 1,
          })
          .waitFor();
        await other.page.getByTestId('share-preview-image').waitFor();
        // The preview's image loaded (the card renders on first request).
        await expect
          .poll(() =>
            other.page
              .getByTestId('share-preview-image')
              .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          )
          .toBe(true);
        await keepScreenshot(other.page, `share-preview/editor-${size}-${lang}`);
        await other.close();
      }
    }
  });
});

describe('the generated cards', () => {
  /** A public answer as publishing writes it: its page's document, its board and its post. */
  async function putAnswer(spaceSlug: string, lang: 'ja' | 'en', question: string, text: string) {
    const postId = `p${run}${lang}`;
    const spaceId = `space-${spaceSlug}`;
    const boardId = `answers-${run}`;
    const now = Timestamp.now();
    const db = getFirestore();
    const board = db.doc(`spaces/${spaceId}/boards/${boardId}`);
    await board.set({
      title: lang === 'ja' ? '質問箱' : 'Q&A',
      slug: 'answers',
      description: '',
      visible: true,
      mode: 'owner',
      postCount: 1,
      createdAt: now,
      updatedAt: now,
    });
    await board
      .collection('posts')
      .doc(postId)
      .set({ ...ownerPost(undefined, text, now.toDate()), question });
    await db.doc(publicAnswerPath(postId)).set({
      spaceId,
      boardId,
      spaceSlug,
      boardSlug: 'answers',
      postId,
      question,
      answer: text,
      lang,
      publishedAt: now,
      updatedAt: now,
    });
    return postId;
  }

  it('draws a space and an answer in both sizes and languages', async () => {
    const english = await newDemoLikeSpace('share-en', (space) => ({
      ...space,
      top: {
        ...space.top,
        displayName: 'Mika Streams',
        bio: 'Songs every Friday night, drawings on Sundays.',
      },
    }));
    const pages = [
      { lang: 'ja', slug, question: '配信の前に何を読みますか？', answer: '短い詩が多いです。🎤' },
      {
        lang: 'en',
        slug: english.slug,
        question: 'What do you read before a stream?',
        answer: 'Poems, mostly. Short ones fit the time. 🎤',
      },
    ] as const;
    for (const shown of pages) {
      const postId = await putAnswer(shown.slug, shown.lang, shown.question, shown.answer);
      const targets = [
        ['space', { kind: 'space' }],
        ['answer', { kind: 'answer', boardSlug: 'answers', postId }],
      ] as const;
      for (const [name, target] of targets) {
        for (const size of Object.keys(CARD_SIZES) as CardSize[]) {
          const card = await imageOf(`${HOSTING_ORIGIN}${cardPath(shown.slug, target, size)}`);
          expect([card.format, card.width, card.height]).toEqual([
            'png',
            CARD_SIZES[size].width,
            CARD_SIZES[size].height,
          ]);
          keepImage(`share-cards/${name}-${shown.lang}-${size}`, card.bytes);
        }
      }
    }
  });
});
