// Fan art at phone size, in Japanese and in English (decision 053): the owner of a space of the
// journey's own creates an open board and has it take visitors' images after review; a visitor
// attaches a drawing and posts, and is told it awaits approval; the post is in the owner's queue
// with its processed image but not on the public board; the owner approves it and the public board
// shows the image from the owner's image folder, never from the staging path the visitor wrote.
// Without JavaScript the same board's form posts words and says that images need the script.
// Every step keeps a screenshot under fan-art/.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../hosting/app/i18n/messages/auth';
import { boards } from '../hosting/app/i18n/messages/boards';
import { send } from '../hosting/app/i18n/messages/send';
import { HOSTING_ORIGIN, openPhone, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';
import { whenLoaded } from './support/editor';

/** A small drawing: a warm circle on a pale ground, as a visitor's PNG. */
function drawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="360" fill="#fdf2e9"/>
    <circle cx="240" cy="180" r="120" fill="#e76f51"/>
    <circle cx="200" cy="150" r="18" fill="#264653"/><circle cx="280" cy="150" r="18" fill="#264653"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function clickAndCall(page: Page, name: string, click: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/${name}`) && response.request().method() === 'POST',
  );
  await click();
  return answered;
}

/** The public board, fresh: public pages may be cached for a minute. */
async function openFresh(page: Page, url: string): Promise<void> {
  await page.goto(`${url}?fresh=${Date.now()}`);
  await page.getByTestId('board-title').waitFor();
}

describe.each(['ja', 'en'] as const)('fan art in %s, at phone size', (lang) => {
  const t = boards[lang];
  const form = send[lang];
  const locale = lang === 'ja' ? 'ja-JP' : 'en-US';
  const shot = (page: Page, step: string) => keepScreenshot(page, `fan-art/${lang}-${step}`);
  const run = `${lang}-${Date.now().toString(36)}`;
  const boardSlug = `art-${run}`;
  const title = lang === 'ja' ? `ファンアート ${run}` : `Fan art ${run}`;
  const words = lang === 'ja' ? `描きました！ ${run}` : `I drew this! ${run}`;
  let slug: string;
  let boardUrl: string;
  let owner: OpenedPage;
  let visitor: OpenedPage;

  beforeAll(async () => {
    const space = await newDemoLikeSpace(`fan-art-${lang}`);
    slug = space.slug;
    boardUrl = `${HOSTING_ORIGIN}/${slug}/${boardSlug}`;
    owner = await openPhone({ locale });
    // The sign-in form in the page's language: the editor needs the browser's own sign-in too.
    const a = auth[lang];
    const editor = `${HOSTING_ORIGIN}/s/${slug}`;
    await owner.page.goto(`${HOSTING_ORIGIN}/a/signin?next=${encodeURIComponent(`/s/${slug}`)}`);
    await owner.page.getByLabel(a.email, { exact: true }).fill(space.owner.email);
    await owner.page.getByLabel(a.password, { exact: true }).fill(space.owner.password);
    await owner.page.getByRole('button', { name: a.signinSubmit, exact: true }).last().click();
    await owner.page.waitForURL(editor);
    visitor = await openPhone({ locale });
  });

  afterAll(async () => {
    await owner?.close();
    await visitor?.close();
  });

  it('the owner creates an open board that takes images after review', async () => {
    const { page } = owner;
    const panel = page.getByTestId('boards-panel');
    await whenLoaded(page, panel.getByText(t.panelEmpty));
    await panel.getByLabel(t.title).fill(title);
    await panel.getByLabel(t.slug, { exact: true }).fill(boardSlug);
    await panel.getByLabel(t.mode).selectOption('open');
    const created = await clickAndCall(page, 'createBoard', () =>
      panel.getByRole('button', { name: t.newBoard }).click(),
    );
    expect(created.ok()).toBe(true);
    await panel.getByRole('link', { name: title }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/${boardSlug}`);

    const settings = page.getByRole('region', { name: t.settings });
    await settings.getByLabel(t.images).selectOption('review');
    const saved = await clickAndCall(page, 'updateBoard', () =>
      settings.getByRole('button', { name: t.save, exact: true }).click(),
    );
    expect(saved.ok()).toBe(true);
    await page.reload();
    await expect(settings.getByLabel(t.images).inputValue()).resolves.toBe('review');
    await shot(page, '1-owner-board-takes-images');
  });

  it('a visitor attaches a drawing and is told it awaits approval', async () => {
    const { page } = visitor;
    await openFresh(page, boardUrl);
    await page.getByText(form.imageHint).waitFor();
    await page.getByLabel(form.nameOptional).fill('Mika');
    await page.getByLabel(t.postBody).fill(words);
    await page.getByTestId('post-image').setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: await drawing(),
    });
    await shot(page, '2-visitor-attaches');
    const grant = await clickAndCall(page, 'requestBoardImageUpload', () =>
      page.getByRole('button', { name: form.sendPost, exact: true }).click(),
    );
    expect(grant.ok()).toBe(true);
    const sent = page.getByTestId('post-sent');
    await sent.getByText(form.sentPending).waitFor();
    await expect(sent.locator('[data-status]').getAttribute('data-status')).resolves.toBe(
      'pending',
    );
    await shot(page, '3-visitor-told-it-awaits-approval');
  });

  it('the post waits in the owner’s queue with its processed image, not on the public board', async () => {
    const { page } = owner;
    const queued = page.getByTestId('editor-post').filter({ hasText: words });
    // The pipeline writes the post once the upload is processed: reload until it is there.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('board-editor').waitFor();
          return queued.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await expect(queued.getAttribute('data-status')).resolves.toBe('pending');
    await queued.locator('img').waitFor();
    await page.getByRole('tab').filter({ hasNotText: t.allPosts }).click();
    await queued.scrollIntoViewIfNeeded();
    await shot(page, '4-owner-queue');

    await openFresh(visitor.page, boardUrl);
    await expect(visitor.page.getByText(words).count()).resolves.toBe(0);
    await expect(visitor.page.getByTestId('board-post').count()).resolves.toBe(0);
  });

  it('once approved, the public board shows the image from the owner’s folder', async () => {
    const queued = owner.page.getByTestId('editor-post').filter({ hasText: words });
    const approved = await clickAndCall(owner.page, 'updateBoardPosts', () =>
      queued.getByRole('button', { name: t.approve, exact: true }).click(),
    );
    expect(approved.ok()).toBe(true);
    // It leaves the queue, and every post's list has it published.
    await queued.waitFor({ state: 'detached' });
    await owner.page.getByRole('tab', { name: t.allPosts }).click();
    await queued.and(owner.page.locator('[data-status="published"]')).waitFor();

    const { page } = visitor;
    const post = page.getByTestId('board-post').filter({ hasText: words });
    // The public board is rebuilt by a trigger.
    await expect
      .poll(
        async () => {
          await openFresh(page, boardUrl);
          return post.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const image = post.getByRole('img', { name: t.imageAlt.replace('{name}', 'Mika') });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const src = (await image.evaluate((img: HTMLImageElement) => img.currentSrc)) ?? '';
    const srcset = (await image.getAttribute('srcset')) ?? '';
    for (const address of [src, srcset]) {
      expect(address).toMatch(/images%2F[^%]+%2F/);
      expect(address).not.toContain('board-uploads');
    }
    // A re-encoded variant, not the visitor's PNG.
    const served = await fetch(src);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await shot(page, '5-public-board-shows-it');
  });

  it('without JavaScript the form posts words and says images need the script', async () => {
    const plain = await openPhone({ locale, javaScriptEnabled: false });
    try {
      const { page } = plain;
      await page.goto(boardUrl);
      await page.getByTestId('image-needs-script').getByText(form.imageNeedsScript).waitFor();
      await expect(page.locator('input[type=file]').count()).resolves.toBe(0);
      await shot(page, '6-no-script-form');
      const text = lang === 'ja' ? `スクリプトなしで ${run}` : `Without scripts ${run}`;
      await page.getByLabel(t.postBody).fill(text);
      await page.getByRole('button', { name: form.sendPost, exact: true }).click();
      await page.waitForURL(`${boardUrl}?sent=published`);
      await page.getByTestId('post-sent').getByText(form.sentPublished).waitFor();
      await shot(page, '7-no-script-posted');
      await expect
        .poll(
          async () => {
            await openFresh(page, boardUrl);
            return page.getByTestId('board-posts').getByText(text).count();
          },
          { timeout: 30_000 },
        )
        .toBe(1);
    } finally {
      await plain.close();
    }
  });
});
