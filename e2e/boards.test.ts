// Boards in Chromium against the running stack and the seeded demo space (a `news` board the owner
// posts to and an `open` fan-art board with posts):
//   a visitor at phone size finds the boards on the space page, reads a board without JavaScript
//   and posts to the open board; the owner creates an approval board on the overview, writes a
//   post in the board editor, a visitor posts to it, the owner approves, and the visitor sees it.
// Unknown boards are the 404 page; the space's own routes still win over board slugs.
// Every page fails the journey on any console error.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_BOARDS } from '../fixtures/demo';
import { HOSTING_ORIGIN, allowErrors, openPage, openPhone, DESKTOP } from './support/browser';
import { whenLoaded } from './support/editor';

const run = Date.now().toString(36);

async function clickAndCall(page: Page, name: string, click: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/${name}`) && response.request().method() === 'POST',
  );
  await click();
  return answered;
}

/**
 * The public board is rebuilt by a trigger: reload until `text` shows. Public pages may be cached
 * for a minute, so each load asks for a fresh copy.
 */
async function waitForPost(page: Page, url: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${url}?fresh=${Date.now()}`);
        return page.getByTestId('board-posts').getByText(text).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

describe('a visitor reads and posts, at phone size', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPhone());
  });

  it('finds the boards on the space page and opens one', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}`);
    const links = page.getByTestId('board-links');
    await links.getByRole('link', { name: /News/ }).waitFor();
    await links.getByRole('link', { name: /Fan art/ }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`);
    await page.getByTestId('board-title').waitFor();
  });

  it('reads a board without JavaScript, pinned posts first', async () => {
    const { page: plain, close } = await openPage({ javaScriptEnabled: false });
    const response = await plain.goto(`${HOSTING_ORIGIN}/${DEMO.slug}/${DEMO_BOARDS.news.slug}`);
    expect(response?.status()).toBe(200);
    const first = plain.getByTestId('board-post').first();
    await first.getByTestId('post-pinned').waitFor();
    // An owner-only board has no post form.
    await expect(plain.locator('textarea[name="body"]').count()).resolves.toBe(0);
    // The way back to the space wears the creator's avatar, drawn without a script.
    const back = plain.getByRole('link', { name: /Back to/ }).first();
    await expect(back.locator('img').getAttribute('srcset')).resolves.toMatch(/images(\/|%2F)/);
    await close();
  });

  it('posts to the open board and sees the post', async () => {
    const url = `${HOSTING_ORIGIN}/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`;
    await page.goto(url);
    const text = `Open board post ${run}`;
    await page.getByLabel('Your name (optional)').fill('Journey Fan');
    await page.getByLabel('Your post').fill(text);
    const answer = await clickAndCall(page, '_send', () =>
      page.getByRole('button', { name: 'Post', exact: true }).click(),
    );
    expect(answer.ok()).toBe(true);
    await page.getByTestId('post-sent').getByText('Posted.').waitFor();
    await waitForPost(page, url, text);
  });

  it('answers 404 for an unknown board, and the letter page still wins', async () => {
    const missing = await allowErrors(page, [/status of 404/], () =>
      page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}/no-such-board`),
    );
    expect(missing?.status()).toBe(404);
    const letter = await page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}/letter`);
    expect(letter?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /Write a letter to/ }).waitFor();
  });
});

describe('the owner runs an approval board', () => {
  let page: Page;
  const boardSlug = `q-${run}`;
  const title = `Questions ${run}`;

  beforeAll(async () => {
    ({ page } = await openPage({ ...DESKTOP, locale: 'en-US' }));
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}`);
    await page.waitForURL(/\/a\/signin\?next=/);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${DEMO.slug}`);
  });

  it('creates the board on the overview', async () => {
    const panel = page.getByTestId('boards-panel');
    await whenLoaded(page, panel.getByTestId('board-rows'));
    await panel.getByLabel('Title').fill(title);
    await panel.getByLabel('URL').fill(boardSlug);
    await panel.getByLabel('Who can post').selectOption('approval');
    const answer = await clickAndCall(page, 'createBoard', () =>
      panel.getByRole('button', { name: 'Create a board' }).click(),
    );
    expect(answer.ok()).toBe(true);
    await panel.getByRole('link', { name: title }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${DEMO.slug}/${boardSlug}`);
    await page.getByTestId('board-editor').waitFor();
  });

  it('writes its own post from the board editor', async () => {
    const editor = page.getByTestId('board-editor');
    await editor.getByLabel('Your post').first().fill(`Welcome ${run}`);
    const answer = await clickAndCall(page, 'writeBoardPost', () =>
      editor.getByRole('button', { name: 'Publish' }).click(),
    );
    expect(answer.ok()).toBe(true);
    await page.getByTestId('editor-post').getByText(`Welcome ${run}`).waitFor();
  });

  it('approves a visitor’s post, which the visitor then sees', async () => {
    const url = `${HOSTING_ORIGIN}/${DEMO.slug}/${boardSlug}`;
    const visitor = await openPhone();
    await waitForPost(visitor.page, url, `Welcome ${run}`);
    const text = `A question ${run}`;
    await visitor.page.getByLabel('Your post').fill(text);
    await clickAndCall(visitor.page, '_send', () =>
      visitor.page.getByRole('button', { name: 'Post', exact: true }).click(),
    );
    await visitor.page
      .getByTestId('post-sent')
      .getByText(/once it is approved/)
      .waitFor();

    await page.reload();
    await page.getByRole('tab', { name: /awaiting approval/ }).click();
    const queued = page.getByTestId('editor-post').filter({ hasText: text });
    await clickAndCall(page, 'updateBoardPosts', () =>
      queued.getByRole('button', { name: 'Approve' }).click(),
    );
    await waitForPost(visitor.page, url, text);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('keeps the space’s own editor routes ahead of board slugs', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}/top`);
    await expect(page.getByTestId('board-editor').count()).resolves.toBe(0);
  });
});
