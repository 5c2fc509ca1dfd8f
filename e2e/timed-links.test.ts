// Timed links on the public page: a button with a window appears at its start and goes at its end,
// decided by the server at each request, and the page's Cache-Control never lets the CDN keep a
// copy past the next boundary. The window is a few seconds from now, so the boundaries are real
// times the test waits for. Then the demo's live-now and featured buttons, at phone and desktop.
import { describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, openPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const LABEL = 'Tonight only';

/** Seconds the CDN may keep (and then serve stale) this response. */
function cacheLife(cacheControl: string): number {
  const seconds = (directive: string) =>
    Number(new RegExp(`${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  return seconds('s-maxage') + seconds('stale-while-revalidate');
}

async function view(slug: string) {
  const response = await fetch(`${HOSTING_ORIGIN}/${slug}`, {
    headers: { 'Accept-Language': 'en' },
  });
  expect(response.status).toBe(200);
  return { html: await response.text(), cacheControl: response.headers.get('cache-control') ?? '' };
}

const until = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

describe('timed links', () => {
  it('appear at their start and go at their end, and the cache never outlives either', async () => {
    // Far enough ahead that making the space on a busy machine cannot reach it.
    const start = Date.now() + 20_000;
    const end = start + 5_000;
    const { slug } = await newDemoLikeSpace('timed', (space) => ({
      ...space,
      buttons: [
        ...space.buttons,
        {
          id: 'tonight',
          label: LABEL,
          url: 'https://example.com/tonight',
          color: 'primary',
          variant: 'solid',
          visible: true,
          showFrom: new Date(start).toISOString(),
          showUntil: new Date(end).toISOString(),
        },
      ],
    }));

    const before = await view(slug);
    expect(Date.now(), 'the space was made after the window began').toBeLessThan(start);
    expect(before.html).not.toContain(LABEL);
    expect(cacheLife(before.cacheControl) * 1000).toBeLessThanOrEqual(start - Date.now() + 1_000);

    await until(start + 500);
    const during = await view(slug);
    expect(during.html).toContain(LABEL);
    expect(cacheLife(during.cacheControl) * 1000).toBeLessThanOrEqual(end - Date.now() + 1_000);

    await until(end + 500);
    const after = await view(slug);
    expect(after.html).not.toContain(LABEL);
    // No boundary left: the usual policy again.
    expect(cacheLife(after.cacheControl)).toBe(30);
  }, 60_000);

  it('shows a live-now button first, highlighted, and a featured button that stands out', async () => {
    for (const [name, viewport, isMobile] of [
      ['phone', { width: 390, height: 844 }, true],
      ['desktop', { width: 1280, height: 900 }, false],
    ] as const) {
      const { page, close } = await openPage({ viewport, isMobile, locale: 'en' });
      await page.goto(`${HOSTING_ORIGIN}/demo`);
      const items = page.getByTestId('space-buttons').locator('li');
      await expect(items.first().getAttribute('data-live')).resolves.toBe('true');
      await expect(items.first().getByTestId('live-badge').textContent()).resolves.toContain(
        'Live now',
      );
      await expect(page.locator('li[data-featured="true"]').count()).resolves.toBeGreaterThan(0);
      await keepScreenshot(page, `timed-links/demo-${name}`);
      await page.goto(`${HOSTING_ORIGIN}/demo/news`);
      await keepScreenshot(page, `timed-links/board-${name}`);
      await close();
    }
  });
});
