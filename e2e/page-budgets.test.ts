// The deterministic budgets of a visitor's page (hosting/budgets.ts; timings are left to
// `npm run bench`): gzipped HTML and first-load JavaScript, one Firestore read per uncached view, a
// response the CDN may keep, no script but the islands, and a page that reads completely with
// JavaScript off.
import type { Response } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../hosting/budgets';
import { HOSTING_ORIGIN, openPage, PHONE } from './support/browser';

const PAGES = ['/demo', '/demo/news', '/demo/fan-art', '/demo/letter'];
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-spaces';
const readsEndpoint = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/emulator/v1/projects/${projectId}/databases/(default):documentReads`;

async function documentReads(method: 'GET' | 'DELETE'): Promise<number> {
  const response = await fetch(readsEndpoint, { method });
  expect(response.status).toBe(200);
  return ((await response.json()) as { documentReads: number }).documentReads;
}

describe.each(PAGES)('%s', (path) => {
  it(`sends at most ${BUDGETS.htmlGzip.goal.target / 1024} KB of gzipped HTML that the CDN may keep`, async () => {
    const response = await fetch(HOSTING_ORIGIN + path, { headers: { 'Accept-Language': 'ja' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(gzipSync(html).length).toBeLessThanOrEqual(BUDGETS.htmlGzip.goal.target);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^public, /);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThan(0);
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(response.headers.has('set-cookie')).toBe(false);
    // No inline script runs on a cached page: the configuration is data, the islands a file.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*\ssrc=)[^>]*>/);
  });

  it('costs exactly one document read per uncached view', async () => {
    // The meter counts every read the emulator serves, and the files running beside this one
    // (and their triggers) read at the same time: they only ever add reads. So no window of three
    // views may count fewer than three, and one window without them counts exactly three — one
    // per view (a page needs at least one). Windows are tried until one is quiet.
    const windows: number[] = [];
    for (let attempt = 0; attempt < 20 && windows.at(-1) !== 3; attempt++) {
      await documentReads('DELETE');
      for (let view = 0; view < 3; view++) {
        expect((await fetch(HOSTING_ORIGIN + path)).status).toBe(200);
      }
      windows.push(await documentReads('GET'));
    }
    const seen = `reads in each window of three views: ${windows.join(', ')}`;
    expect(Math.min(...windows), seen).toBe(3);
    expect(windows.at(-1), seen).toBe(3);
  });

  // Each page loads the islands it shows; the letter page, a send form and nothing else, less.
  const js = path === '/demo/letter' ? BUDGETS.letterJsGzip : BUDGETS.jsGzip;
  it(`loads at most ${js.goal.target / 1024} KB of gzipped JavaScript, only the islands`, async () => {
    const { page, close } = await openPage({
      viewport: PHONE.viewport,
      isMobile: true,
    });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(HOSTING_ORIGIN + path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts.map(async (r) => gzipSync(await r.body()).length));
    await close();
    const others = scripts
      .map((r) => new URL(r.url()).pathname)
      .filter((pathname) => !/^\/assets\/islands-[\w.-]+\.js$/.test(pathname));
    expect(others, 'scripts other than the islands').toEqual([]);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(js.goal.target);
  });
});

describe('with JavaScript off', () => {
  it('reads the whole top page, and its fan-message form can post', async () => {
    const { page, close } = await openPage({
      javaScriptEnabled: false,
      locale: 'ja-JP',
      extraHTTPHeaders: { 'Accept-Language': 'ja' },
    });
    await page.goto(`${HOSTING_ORIGIN}/demo`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(await page.getByTestId('space-buttons').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('fan-wall').getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('letter-card').getAttribute('href')).toBe('/demo/letter');
    // The send form posts to /_send by itself: its button is drawn and enabled, no note instead.
    const form = page.locator('#fan-messages form');
    await expect(form.getAttribute('action')).resolves.toBe('/_send');
    await expect(form.locator('button[type="submit"]').isEnabled()).resolves.toBe(true);
    await expect(form.locator('[role="note"]').count()).resolves.toBe(0);
    await close();
  });
});

describe('a page without islands', () => {
  it('loads only the few hundred bytes that look for one', async () => {
    const response = await fetch(`${HOSTING_ORIGIN}/demo/news`);
    const html = await response.text();
    expect(html).not.toContain('data-island');
    const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/^\/assets\/islands-/);
    const boot = await (await fetch(HOSTING_ORIGIN + src!)).text();
    expect(gzipSync(boot).length).toBeLessThan(512);
  });
});

describe('the islands', () => {
  it('keep what a visitor typed before their script arrived, and then send it', async () => {
    const { page, close } = await openPage({ locale: 'ja-JP' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The send form's island arrives late, as on a slow phone network.
    await page.route(/\/assets\/islands-send-form-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${HOSTING_ORIGIN}/demo/letter`);
    await page.locator('input[name="name"]').fill('早起きの読者');
    await page.locator('textarea[name="body"]').fill('スクリプトより先に書きました');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.islands === 'mounted');
    await expect(page.locator('textarea[name="body"]').inputValue()).resolves.toBe(
      'スクリプトより先に書きました',
    );
    await expect(page.locator('input[name="name"]').inputValue()).resolves.toBe('早起きの読者');
    // The island holds the text in its state: the count follows it, and the send carries it.
    await expect(page.getByTestId('char-count').textContent()).resolves.toContain('14');
    await page.locator('[data-island] form button[type="submit"]').click();
    await page.getByTestId('sent-thanks').waitFor();
    await close();
  });
});
