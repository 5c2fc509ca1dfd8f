// Insights, as an owner and a fan meet them: a fan reads the demo page with JavaScript off and
// clicks a button, and the owner finds both counted on /s/demo/insights — the chart drawn, its
// table, the links ranked. Also the overview's 7-day card, and the privacy page that says how.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { DEMO } from '../fixtures/demo';

/** A person's phone browser (headless Chromium names itself, and bots are not counted). */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const count = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/[^\d]/g, ''));

/** The clicks the insights page lists for a link. */
async function clicksOf(page: Page, label: string): Promise<number> {
  const row = page.getByTestId('insights-links').getByRole('listitem').filter({ hasText: label });
  const text = (await row.locator('span.tabular-nums').last().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe('insights', () => {
  it('counts a view with JavaScript off and a click, and the owner sees both', async () => {
    const owner = await openPage({ viewport: PHONE.viewport });
    await signIn(owner.page, DEMO, '/s/demo/insights?days=7');
    await owner.page.getByTestId('insights-chart').waitFor();
    // When the figures were counted, on Japan's clock.
    expect(await owner.page.getByTestId('insights-updated').innerText()).toMatch(
      /^Figures as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Japan time\)$/,
    );
    const before = {
      views: await count(owner.page, 'total-views'),
      shop: await clicksOf(owner.page, 'Shop'),
    };
    // 90 days of demo history: the chart has something to show.
    expect(before.views).toBeGreaterThan(100);
    // Twelve demo sites: the ten with most views, then every other site in one last row.
    const referrers = owner.page.getByTestId('insights-referrers').locator('li');
    expect(await referrers.count()).toBe(11);
    expect(await referrers.last().innerText()).toMatch(/^other\s+[\d,]+$/);

    const fan = await openPage({
      javaScriptEnabled: false,
      userAgent: PHONE_AGENT,
      viewport: PHONE.viewport,
      // An address of its own: every other journey's browser is 127.0.0.1, one visitor whose
      // views of the demo may be past its daily cap (decision 046).
      extraHTTPHeaders: {
        'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
      },
    });
    // The links lead off the machine: answer them here.
    await fan.page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    const pixel = fan.page.waitForResponse((r) => r.url().includes('/_h/v.gif'));
    await fan.page.goto(`${HOSTING_ORIGIN}/demo`);
    expect((await pixel).status()).toBe(200);
    const ping = fan.page.waitForRequest((r) => r.url().includes('/_h/c?'));
    await fan.page.getByTestId('space-buttons').getByRole('link', { name: 'Shop' }).click();
    expect((await ping).method()).toBe('POST');

    await vi.waitFor(
      async () => {
        await owner.page.reload();
        await owner.page.getByTestId('insights-chart').waitFor();
        expect(await count(owner.page, 'total-views')).toBeGreaterThanOrEqual(before.views + 1);
        expect(await clicksOf(owner.page, 'Shop')).toBeGreaterThanOrEqual(before.shop + 1);
      },
      { timeout: 30_000, interval: 1_000 },
    );
    // Closed only now: closing the fan's browser at once could cancel the ping on its way.
    await fan.close();
    // The chart's numbers are a table too, one row per day of the period.
    await owner.page.getByText('Day by day').click();
    expect(await owner.page.getByTestId('insights-table').locator('tbody tr').count()).toBe(7);
    await keepScreenshot(owner.page, 'insights-phone');

    // Another period is a link away.
    await owner.page.getByRole('link', { name: '90 days' }).click();
    await owner.page.waitForURL(/days=90$/);
    await owner.page.getByText('Day by day').click();
    expect(await owner.page.getByTestId('insights-table').locator('tbody tr').count()).toBe(90);
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(owner.page, 'insights-desktop');

    // The overview shows the last 7 days and leads here.
    await owner.page.goto(`${HOSTING_ORIGIN}/s/demo`);
    const card = owner.page.getByTestId('insights-summary');
    await card.getByTestId('insights-chart').waitFor();
    await card
      .getByTestId('insights-summary-updated')
      .getByText(/^Figures as of /)
      .waitFor();
    await card.getByRole('link', { name: 'See insights' }).click();
    await owner.page.waitForURL(`${HOSTING_ORIGIN}/s/demo/insights`);
    await owner.close();
  });

  it('explains on the privacy page what is counted and what is not stored', async () => {
    const response = await fetch(`${HOSTING_ORIGIN}/privacy`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="insights"');
    expect(html).toMatch(/What is not stored: IP addresses, user agents/);
    // The public page links to it.
    const page = await (await fetch(`${HOSTING_ORIGIN}/demo`)).text();
    expect(page).toContain('href="/privacy#insights"');
  });
});
