// The editor of one space, a space like the demo's (the journey's own, so /demo stays as seeded
// for the files running beside it): the space is loaded once for all its sections and a save
// shows everywhere without loading it again; unsaved changes are named, can be discarded, and are
// not lost to a click elsewhere or a reload without asking; a field's message stays on its row
// when the rows move.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, allowErrors, openPage } from './support/browser';
import { newDemoLikeSpace } from './support/spaces';
import { sectionLink, toastOf } from './support/editor';

describe('editor shell', () => {
  let page: Page;
  let originalName = '';
  let slug = '';
  /** getSpaceForEdit calls since the page was opened. */
  let loads = 0;

  const nav = (name: string) => sectionLink(page, name);
  const saveBar = () => page.getByTestId('save-bar');
  const toast = (text: string) => toastOf(page, text);

  beforeAll(async () => {
    ({ page } = await openPage({ locale: 'en-US' }));
    page.on('request', (request) => {
      if (request.url().endsWith('/getSpaceForEdit')) loads += 1;
    });
    const space = await newDemoLikeSpace('shell');
    slug = space.slug;
    await signIn(page, space.owner, `/s/${slug}/top`);
    originalName = await page.getByLabel('Display name').inputValue();
  });

  it('names unsaved changes and discards them', async () => {
    await expect(saveBar().getByRole('status').textContent()).resolves.toBe('');
    await page.getByLabel('Display name').fill('Discarded name');
    await saveBar().getByText('Unsaved changes').waitFor();
    await saveBar().getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe(originalName);
    await expect(saveBar().getByRole('status').textContent()).resolves.toBe('');
  });

  it('asks before leaving unsaved changes for another section, and stays when asked to', async () => {
    await page.getByLabel('Display name').fill('Unsaved name');
    await nav('SNS').click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/s/${slug}/top`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe('Unsaved name');

    await nav('SNS').click();
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/sns`);
    await nav('Top').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/top`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe(originalName);
  });

  it('asks before a reload loses unsaved changes', async () => {
    await page.getByLabel('Display name').fill('Unsaved name');
    const asked = page.waitForEvent('dialog');
    const reloaded = page.reload();
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
    await reloaded;
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe(originalName);
  });

  it('shows a save in every section without loading the space again', async () => {
    const renamed = `${originalName} (edited)`;
    await page.getByLabel('Display name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Saved').waitFor();
    const loadsAfterSave = loads;

    // The header shows the saved name at once, and every section after it.
    await page.getByText(`My spaces / ${renamed}`).waitFor();
    await nav('Space overview').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.getByText(`My spaces / ${renamed}`).waitFor();
    await nav('Top').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/top`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe(renamed);
    await expect(saveBar().getByRole('status').textContent()).resolves.toBe('');
    expect(loads).toBe(loadsAfterSave);
  });

  it('keeps a field’s message on its row when the row moves', async () => {
    await nav('Buttons').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/button`);
    const rows = page.getByTestId('button-row');
    // Rows are closed until opened, one at a time.
    await expect(page.getByLabel('Label').count()).resolves.toBe(0);
    await rows.nth(1).getByTestId('row-toggle').click();
    const secondLabel = await rows.nth(1).getByLabel('Label').inputValue();
    await rows.nth(1).getByLabel('URL', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    const message =
      'Enter an http(s):// link with a domain name, or mailto: with one address only.';
    await rows.nth(1).getByText(message).waitFor();

    await page.getByRole('button', { name: 'Move up (Item 2)' }).click();
    await expect(rows.nth(0).getByLabel('Label').inputValue()).resolves.toBe(secondLabel);
    await rows.nth(0).getByText(message).waitFor();
    await expect(rows.nth(1).getByText(message).count()).resolves.toBe(0);

    // The row above it goes: the message goes with its row, not with the place. A closed row
    // still shows its message.
    await rows.nth(1).getByTestId('row-toggle').click();
    await rows.nth(0).getByText(message).waitFor();
    await page.getByRole('button', { name: 'Remove (Item 2)' }).click();
    await rows.nth(0).getByText(message).waitFor();

    await saveBar().getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText(message).count()).resolves.toBe(0);
    await rows.nth(1).getByTestId('row-toggle').click();
    await expect(rows.nth(1).getByLabel('Label').inputValue()).resolves.toBe(secondLabel);
  });

  it('guards both forms of the letter settings and saves through the bar', async () => {
    await nav('Letters').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/letter`);
    const letterBar = page.getByRole('form', { name: 'Letters' }).getByTestId('save-bar');
    const wordsBar = page.getByRole('form', { name: 'NG words' }).getByTestId('save-bar');
    const intro = page.getByLabel('Introduction', { exact: true });
    const words = page.getByLabel('NG words (one per line)');
    const originalIntro = await intro.inputValue();
    const originalWords = await words.inputValue();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(letterBar.getByRole('status').textContent()).resolves.toBe('');

    // Unsaved NG words alone hold the page: the one blocker of the page guards both forms.
    await words.fill(`${originalWords}\nunsaved-word`);
    await wordsBar.getByText('Unsaved changes').waitFor();
    await expect(letterBar.getByRole('status').textContent()).resolves.toBe('');
    await nav('Top').click();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/s/${slug}/letter`);
    await wordsBar.getByRole('button', { name: 'Discard' }).click();
    await expect(words.inputValue()).resolves.toBe(originalWords);

    // A word that would match nothing is refused by the server, named, with the reason.
    await words.fill(`${originalWords}\n!!!`);
    await allowErrors(page, [/status of 400/], async () => {
      await wordsBar.getByRole('button', { name: 'Save NG words' }).click();
      await page.getByText('「!!!」: An NG word of only symbols').waitFor();
    });
    await wordsBar.getByRole('button', { name: 'Discard' }).click();
    await expect(words.inputValue()).resolves.toBe(originalWords);

    // So do unsaved letter settings.
    const edited = `${originalIntro} (edited ${Date.now()})`;
    await intro.fill(edited);
    await letterBar.getByText('Unsaved changes').waitFor();
    await nav('Fan messages').click();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/s/${slug}/letter`);
    await expect(intro.inputValue()).resolves.toBe(edited);

    // Saved through the bar: nothing is unsaved, leaving does not ask, and it is there on return.
    await letterBar.getByRole('button', { name: 'Save', exact: true }).click();
    await letterBar.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await toast('Saved').waitFor();
    await expect(letterBar.getByRole('status').textContent()).resolves.toBe('');
    await nav('Top').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/top`);
    await nav('Letters').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/letter`);
    await expect(intro.inputValue()).resolves.toBe(edited);

    // And back again: a second save through the bar settles the form on what was saved.
    await intro.fill(originalIntro);
    await letterBar.getByRole('button', { name: 'Save', exact: true }).click();
    await letterBar.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await expect(intro.inputValue()).resolves.toBe(originalIntro.trim());
  });

  it('keeps a quick phrase’s message on its row when a row above it goes', async () => {
    await nav('Fan messages').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/fan-message`);
    const rows = page.getByTestId('quick-phrase-row');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const first = await rows.nth(0).getByRole('textbox').inputValue();

    // A phrase that repeats the first one (width and case aside) is refused on its own row.
    await page.getByRole('button', { name: 'Add a phrase' }).click();
    await rows.nth(count).getByRole('textbox').fill(` ${first.toUpperCase()} `);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = 'The same item appears twice.';
    await rows.nth(count).getByText(message).waitFor();
    await expect(page.getByText(message).count()).resolves.toBe(1);

    // The row above it goes: the message goes with its row, not with the place.
    await page.getByRole('button', { name: 'Remove quick phrase 2' }).click();
    await rows
      .nth(count - 1)
      .getByText(message)
      .waitFor();
    await expect(page.getByText(message).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText(message).count()).resolves.toBe(0);
    await expect(rows.count()).resolves.toBe(count);
  });
});
