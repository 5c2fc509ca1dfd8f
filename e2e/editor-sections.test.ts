// The rest of the editor at phone size, in Chromium against the running stack: the navigation's
// groups and the preview button's place; a new creator adds
// cards and text blocks as compact rows, reorders them with the keyboard, saves; reorders the
// page's sections on the overview; renames the space, and the old address answers 301 to the new.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { HOSTING_ORIGIN, openPhone, fetchHosting } from './support/browser';
import { closeShareSheet } from './support/share-sheet';
import { DEFAULT_SECTION_ORDER } from '@spaces/contracts';
import {
  clickAndCall,
  createBlankSpace,
  rowLabels,
  sectionLink,
  sectionOrder,
  toastOf,
} from './support/editor';

const run = Date.now().toString(36);
const email = `sections-${run}@example.test`;
const password = `sections-${run}-pw`;
const slug = `sections-${run}`;
const renamed = `renamed-${run}`;

describe('editor sections at phone size', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPhone());
  });

  const nav = (name: string) => sectionLink(page, name);
  const toast = (text: string) => toastOf(page, text);
  const call = (name: string, click: () => Promise<void>) => clickAndCall(page, name, click);

  it('signs up, verifies and creates a space', async () => {
    await signUpVerified(page, email, password);
    await page.goto(`${HOSTING_ORIGIN}/s/new`);
    await createBlankSpace(page, slug, 'Sections Space');
  });

  it('groups the section navigation under headings, with no label cut off', async () => {
    const navigation = page.getByRole('navigation', { name: 'Sections' });
    // The editor renders once its data has loaded, after the address has changed.
    await navigation.getByRole('group').first().waitFor();
    await expect(navigation.getByRole('group').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Page\s/),
      expect.stringMatching(/^Messages\s/),
      expect.stringMatching(/^Boards\s/),
      expect.stringMatching(/^Numbers\s/),
      expect.stringMatching(/^Settings\s/),
    ]);
    // A phone scrolls the row sideways: every label keeps its whole width, on one line.
    const cut = await navigation
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent),
      );
    expect(cut).toEqual([]);
    const box = await navigation.boundingBox();
    // Headings over one row of 44-px links.
    expect(box?.height).toBeLessThan(80);
  });

  it('adds two cards, moves the second up with the keyboard and saves', async () => {
    await nav('Cards').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/card`);
    for (const [title, url] of [
      ['First card', ''],
      ['Second card', 'example.com/shop'],
    ] as const) {
      await page.getByRole('button', { name: 'Add a card' }).click();
      // The new row is the open one: its fields are the only ones on the page.
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Text').fill(`${title} text`);
      if (url) await page.getByLabel('Link (optional)').fill(url);
    }
    await expect(rowLabels(page, 'card-row')).resolves.toEqual(['First card', 'Second card']);
    await page.getByRole('button', { name: /Reorder “Second card”/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(rowLabels(page, 'card-row')).resolves.toEqual(['Second card', 'First card']);
    // Focus stays on the moved row's handle.
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).resolves.toMatch(/Second card.*1 of 2/);
    await page.getByTestId('save-bar').getByText('Unsaved changes').waitFor();
    // The preview button sits in the header: at the bottom of the page it covers neither the last
    // field nor the save button.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const previewBox = await page.getByTestId('preview-open').boundingBox();
    for (const target of [
      page.getByLabel('Link (optional)').last(),
      page.getByRole('button', { name: 'Save' }),
    ]) {
      const box = await target.boundingBox();
      if (!previewBox || !box) throw new Error('the preview button or the form is not laid out');
      const apart =
        previewBox.x + previewBox.width <= box.x ||
        box.x + box.width <= previewBox.x ||
        previewBox.y + previewBox.height <= box.y ||
        box.y + box.height <= previewBox.y;
      expect(apart).toBe(true);
    }
    await call('updateSpaceCards', () => page.getByRole('button', { name: 'Save' }).click());
    await toast('Saved').waitFor();
    await page.reload();
    await page.getByTestId('card-row').nth(1).waitFor();
    await expect(rowLabels(page, 'card-row')).resolves.toEqual(['Second card', 'First card']);
  });

  it('adds two text blocks with line breaks and a link, reorders and saves', async () => {
    await nav('Text').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/text`);
    for (const heading of ['About', 'News']) {
      await page.getByRole('button', { name: 'Add a text block' }).click();
      await page.getByLabel('Heading').fill(heading);
      await page.getByLabel('Body').fill(`${heading} line 1\nsee https://example.com/${heading}`);
    }
    // The body is shown as visitors will read it: the address is a link.
    await page.getByRole('link', { name: 'https://example.com/News' }).waitFor();
    await page.getByRole('button', { name: /Reorder “News”/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(rowLabels(page, 'text-row')).resolves.toEqual(['News', 'About']);
    // And back by dragging the handle with a pointer (the same events a finger sends).
    const handle = await page.getByRole('button', { name: /Reorder “About”/ }).boundingBox();
    const first = await page.getByTestId('text-row').first().boundingBox();
    if (!handle || !first) throw new Error('rows are not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, first.y + 4, { steps: 8 });
    await page.mouse.up();
    await expect(rowLabels(page, 'text-row')).resolves.toEqual(['About', 'News']);
    await call('updateSpaceTexts', () => page.getByRole('button', { name: 'Save' }).click());
    await toast('Saved').waitFor();
  });

  it('reorders the sections on the overview with the keyboard and saves the order', async () => {
    await nav('Space overview').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.getByTestId('section-row').last().waitFor();
    await expect(sectionOrder(page)).resolves.toEqual(DEFAULT_SECTION_ORDER);
    // Text four places up: to the top.
    const textFirst = ['text', ...DEFAULT_SECTION_ORDER.filter((section) => section !== 'text')];
    await page.getByRole('button', { name: /Reorder “Text”/ }).focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowUp');
    await expect(sectionOrder(page)).resolves.toEqual(textFirst);
    // The summaries say what each section holds.
    await page
      .getByTestId('section-row')
      .filter({ hasText: 'Cards' })
      .getByText('2 items')
      .waitFor();
    await call('updateSectionOrder', () =>
      page.getByRole('button', { name: 'Save order' }).click(),
    );
    await toast('Saved').waitFor();
    await page.reload();
    await page.getByTestId('section-row').last().waitFor();
    await expect(sectionOrder(page)).resolves.toEqual(textFirst);
  });

  it('publishes, renames the slug, and the old address answers 301 to the new one', async () => {
    await call('setSpacePublished', () => page.getByRole('switch', { name: 'Publish' }).click());
    await closeShareSheet(page);
    // The rename lives on the space's settings page, apart from the overview.
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/settings`);
    await page.getByLabel('New URL').fill(renamed);
    await page.getByRole('button', { name: 'Change URL' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`/${slug} becomes /${renamed}`).waitFor();
    await call('renameSpace', () => dialog.getByRole('button', { name: 'Change URL' }).click());
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${renamed}/settings`);
    await page.goto(`${HOSTING_ORIGIN}/s/${renamed}`);
    await expect(page.getByTestId('public-url').textContent()).resolves.toContain(`/${renamed}`);

    // The public document moves asynchronously; the redirect holds from the rename on.
    await expect
      .poll(
        async () => {
          const response = await fetchHosting(`/${slug}`);
          return [response.status, response.headers.get('location')];
        },
        { timeout: 30_000 },
      )
      .toEqual([301, `/${renamed}`]);
    await expect
      .poll(async () => (await fetchHosting(`/${renamed}`)).status, { timeout: 30_000 })
      .toBe(200);
  });
});
