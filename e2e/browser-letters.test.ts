// "Sent from this browser", with JavaScript off (decision 068): a fan sends two letters, finds both
// on the letter page newest first with their state, opens each receipt from there, sees the
// fan-message box's list on the top page too, and removes one entry; another browser lists
// nothing. Screenshots of the list at phone size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, openPhone, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const run = Date.now().toString(36);
const letters = [`The first letter of ${run}`, `The second letter of ${run}`];

describe('letters from this browser, without JavaScript', () => {
  let fan: OpenedPage;
  let slug: string;

  beforeAll(async () => {
    ({ slug } = await newDemoLikeSpace('lstb'));
    fan = await openPhone({ javaScriptEnabled: false });
  });

  afterAll(() => fan?.close());

  it('sends two letters, each thanks showing its receipt as a whole address', async () => {
    const { page } = fan;
    for (const text of letters) {
      await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
      await page.getByLabel(/^Your name/).fill('Listed Fan');
      await page.getByLabel('Your letter').fill(text);
      await page.getByRole('button', { name: 'Send the letter' }).click();
      await page.waitForURL((url) => url.searchParams.get('sent') === 'sent');
      // No token in the thanks' address; the receipt comes from the browser's own list.
      expect(page.url()).not.toMatch(/[A-Za-z0-9_-]{43}/);
      const href = await page.getByTestId('receipt-href').getAttribute('href');
      expect(href).toMatch(new RegExp(`^${HOSTING_ORIGIN}/${slug}/r/[A-Za-z0-9_-]{43}$`));
    }
  });

  it('lists both on the letter page, newest first, and opens each receipt', async () => {
    const { page } = fan;
    await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    const list = page.getByTestId('browser-letters');
    await list.getByRole('heading', { name: 'Sent from this browser' }).waitFor();
    const entries = list.getByTestId('browser-letter');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain(letters[1]);
    expect(await entries.nth(1).textContent()).toContain(letters[0]);
    for (let i = 0; i < 2; i++)
      expect(await entries.nth(i).getByTestId('browser-letter-state').textContent()).toBe(
        'Delivered. Not read yet.',
      );
    await keepScreenshot(page, 'browser-letters/letter-page-list-phone');
    const hrefs = await entries
      .getByTestId('browser-letter-receipt')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const [i, href] of hrefs.entries()) {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await page
        .getByTestId('receipt-body')
        .getByText(letters[1 - i]!)
        .waitFor();
      await page.getByTestId('receipt-state').getByText('Delivered. Not read yet.').waitFor();
    }
  });

  it('lists them under the fan-message box on the top page too', async () => {
    const { page } = fan;
    await page.goto(`${HOSTING_ORIGIN}/${slug}`);
    const entries = page.getByTestId('browser-letters').getByTestId('browser-letter');
    expect(await entries.count()).toBe(2);
  });

  it('removes one entry, and another browser lists none', async () => {
    const { page } = fan;
    await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    const entries = page.getByTestId('browser-letters').getByTestId('browser-letter');
    await entries.nth(0).getByRole('button', { name: 'Remove from this list' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/${slug}/letter`);
    expect(await entries.count()).toBe(1);
    expect(await entries.nth(0).textContent()).toContain(letters[0]);

    const other = await openPhone({ javaScriptEnabled: false });
    try {
      await other.page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
      await other.page.getByLabel('Your letter').waitFor();
      expect(await other.page.getByTestId('browser-letters').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
