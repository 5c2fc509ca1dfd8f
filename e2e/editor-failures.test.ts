// The editor when things go wrong, on a space like the demo's (the journey's own, so /demo stays
// as seeded for the files running beside it): a rule broken in the form is named on its field
// before anything is sent; a network failure keeps what was typed and Retry saves it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { allowErrors, HOSTING_ORIGIN, openPage } from './support/browser';
import { newDemoLikeSpace } from './support/spaces';

describe('editor failures', () => {
  let page: Page;
  let slug = '';

  const toasts = () => page.getByRole('region', { name: /Notifications/ });

  beforeAll(async () => {
    ({ page } = await openPage({ locale: 'en-US' }));
    const space = await newDemoLikeSpace('failures');
    slug = space.slug;
    await signIn(page, space.owner, `/s/${slug}/top`);
  });

  it('keeps the typed bio through a network failure and saves it on Retry', async () => {
    const bio = `Offline edit ${Date.now()}\nsecond line`;
    await page.getByLabel('Bio').fill(bio);
    // While the network is cut, every request the page makes fails and Chromium logs it (the
    // save, the build check, React Router's route discovery); nothing else may.
    const offline = [
      /net::ERR_INTERNET_DISCONNECTED/,
      /^Failed to fetch manifest patches TypeError/,
    ];
    await allowErrors(page, offline, async () => {
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Save' }).click();
      await toasts()
        .getByText('Could not reach the server. What you typed is kept — try again.')
        .waitFor();
      await expect(page.getByLabel('Bio').inputValue()).resolves.toBe(bio);
      await page.context().setOffline(false);
    });
    await toasts().getByRole('button', { name: 'Retry' }).click();
    await toasts().getByText('Saved', { exact: true }).waitFor();
    await page.reload();
    await expect(page.getByLabel('Bio').inputValue()).resolves.toBe(bio);
  });

  it('names an unsafe button link on its field and sends nothing', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/button`);
    // List rows are closed until opened.
    const openFirstRow = () =>
      page.getByTestId('button-row').first().getByTestId('row-toggle').click();
    await openFirstRow();
    const url = page.getByLabel('URL', { exact: true }).first();
    const saved = await url.inputValue();
    await url.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Enter an http(s):// link with a domain name, or mailto: with one address only.')
      .waitFor();
    await expect(url.inputValue()).resolves.toBe('javascript:alert(1)');
    // The edit is unsaved: the browser asks before the reload drops it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await openFirstRow();
    await expect(page.getByLabel('URL', { exact: true }).first().inputValue()).resolves.toBe(saved);
  });

  it('keeps the delete button loading while its confirm overlay is open, and unmounts it after', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/settings`);
    // While the dialog is open, Radix hides the rest of the page from assistive technology.
    const remove = page.getByRole('button', { name: 'Delete space', includeHidden: true });
    await remove.click();
    await page.getByRole('alertdialog', { name: 'Delete this space?' }).waitFor();
    await expect(remove.getAttribute('aria-busy')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect(remove.getAttribute('aria-busy')).resolves.toBeNull();
    // Nothing was deleted: the space is still there.
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
    await expect(page.getByTestId('public-url').textContent()).resolves.toContain(`/${slug}`);
  });
});
