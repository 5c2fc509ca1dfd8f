// Button icons from our icon sets, at phone size: the owner picks one in the editor's picker (by
// keyboard), saves, and the public page draws it as inline SVG — a visitor's page asks no icon
// endpoint and no Iconify host for anything. Then the picker's fallback: with our endpoint hanging,
// the previews come from Iconify's public API (stubbed here) after 1.5 s, and nothing is shown
// as an error.
import type { Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} as const;
const LABEL = 'Listen to the album';
const ICON_HOSTS = /\/api\/icons\/|iconify/;

let space: Awaited<ReturnType<typeof newDemoLikeSpace>>;

beforeAll(async () => {
  // The server reads each set's file on its first request (the CDN answers the rest in
  // production); read them now, so that the first case measures the picker, not that cold read.
  for (const set of ['lucide', 'simple-icons'])
    expect((await fetch(`${HOSTING_ORIGIN}/api/icons/${set}.json?icons=heart`)).ok).toBe(true);
  space = await newDemoLikeSpace('icons', (demo) => ({
    ...demo,
    buttons: [
      {
        id: 'album',
        label: LABEL,
        url: 'https://example.com/album',
        color: 'primary',
        variant: 'solid',
        visible: true,
      },
      ...demo.buttons,
    ],
  }));
});

describe('button icons', () => {
  it('the owner picks an icon, and the public page inlines it without fetching icons', async () => {
    const { page, close } = await openPage({ locale: 'en-US', ...PHONE });
    page.setDefaultTimeout(60_000);
    const ownerAsked: string[] = [];
    page.on('request', (request: Request) => ownerAsked.push(request.url()));
    await signIn(page, space.owner, `/s/${space.slug}/button`);
    await page.getByTestId('button-row').first().getByTestId('row-toggle').click();
    await page.getByRole('button', { name: 'Choose an icon' }).click();
    const picker = page.getByTestId('icon-picker');
    const search = picker.getByRole('searchbox', { name: 'Search icons' });
    await search.fill('music');
    // The previews come from our endpoint, well within its 1.5 s.
    await picker.locator('[data-icon-choice="lucide:music"] svg').waitFor();
    // By keyboard: into the group (on "None", the current choice), then the next icon.
    await search.press('Tab');
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(
      picker.getByRole('radio', { name: 'Music', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await page.getByTestId('button-icon-current').locator('svg').waitFor();
    await search.fill('');
    await keepScreenshot(page, 'icons/picker-en', { fullPage: false });

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/updateSpaceButtons') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    // Our endpoint answered both sets: the public API was never asked.
    expect(ownerAsked.filter((url) => url.includes('/api/icons/')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(ownerAsked.filter((url) => url.includes('iconify.design'))).toEqual([]);
    await close();

    // The same picker in Japanese, for people to look at: the sign-in form in English (its
    // `lang`), the editor then in the browser's language.
    const ja = await openPage({ locale: 'ja-JP', ...PHONE });
    ja.page.setDefaultTimeout(60_000);
    const next = `/s/${space.slug}/button`;
    await ja.page.goto(`${HOSTING_ORIGIN}/a/signin?lang=en&next=${encodeURIComponent(next)}`);
    await ja.page.getByLabel('E-mail').fill(space.owner.email);
    await ja.page.getByLabel('Password').fill(space.owner.password);
    await ja.page.getByRole('button', { name: 'Sign in' }).last().click();
    await ja.page.waitForURL(`${HOSTING_ORIGIN}${next}`);
    await ja.page.getByTestId('button-row').first().getByTestId('row-toggle').click();
    await ja.page.getByRole('button', { name: 'アイコンを選ぶ' }).click();
    const jaPicker = ja.page.getByTestId('icon-picker');
    await jaPicker.locator('[data-icon-choice="lucide:music"] svg').waitFor();
    await expect(
      jaPicker.getByRole('radio', { name: '音楽', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await keepScreenshot(ja.page, 'icons/picker-ja', { fullPage: false });
    await ja.close();

    // A visitor: the icon is in the server's HTML, and the page asks no icon host for anything.
    const visitor = await openPage({ locale: 'en-US', ...PHONE });
    const requests: string[] = [];
    visitor.page.on('request', (request: Request) => requests.push(request.url()));
    const album = visitor.page.getByRole('link', { name: LABEL });
    // The public document follows the save through the trigger: reload until it has.
    for (let attempt = 0; ; attempt++) {
      await visitor.page.goto(`${HOSTING_ORIGIN}/${space.slug}`);
      if ((await album.locator('svg[data-icon]').count()) > 0) break;
      if (attempt > 30) throw new Error('the public page never showed the icon');
      await visitor.page.waitForTimeout(1_000);
    }
    const svg = album.locator('svg[data-icon]');
    await expect(svg.getAttribute('viewBox')).resolves.toBe('0 0 24 24');
    await expect(svg.innerHTML()).resolves.toMatch(/stroke="currentColor"/);
    // The demo's own buttons keep theirs: a brand mark and a symbol.
    await expect(
      visitor.page.locator('[data-testid="space-buttons"] svg[data-icon]').count(),
    ).resolves.toBeGreaterThanOrEqual(3);
    await visitor.page.waitForLoadState('networkidle');
    expect(requests.filter((url) => ICON_HOSTS.test(url))).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
    const html = await (
      await fetch(`${HOSTING_ORIGIN}/${space.slug}`, { headers: { 'Accept-Language': 'en' } })
    ).text();
    expect(html).toMatch(
      /<svg viewBox="0 0 24 24"[^>]*data-icon=""[^>]*><g fill="none" stroke="currentColor"/,
    );
    await keepScreenshot(visitor.page, 'icons/public-page');
    await visitor.close();
  }, 240_000);

  it('falls back to Iconify’s public API after 1.5 s when ours hangs, and shows no error', async () => {
    const { page, close } = await openPage({ locale: 'en-US', ...PHONE });
    page.setDefaultTimeout(60_000);
    await signIn(page, space.owner, `/s/${space.slug}/button`);
    // Our endpoint never answers; the public API is a stub drawing each icon as a dot.
    await page.route('**/api/icons/**', () => undefined);
    const asked: { url: string; at: number }[] = [];
    await page.route('https://api.iconify.design/**', async (route) => {
      const url = new URL(route.request().url());
      asked.push({ url: url.href, at: Date.now() });
      const prefix = url.pathname.replace(/^\/|\.json$/g, '');
      const names = (url.searchParams.get('icons') ?? '').split(',');
      await route.fulfill({
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: {
          prefix,
          width: 24,
          height: 24,
          icons: Object.fromEntries(
            names.map((name) => [
              name,
              { body: '<circle cx="12" cy="12" r="6" fill="currentColor"/>' },
            ]),
          ),
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.getByTestId('button-row').nth(1).getByTestId('row-toggle').click();
    const opened = Date.now();
    await page.getByRole('button', { name: 'Choose an icon' }).click();
    const picker = page.getByTestId('icon-picker');
    await picker.locator('[data-icon-choice="simple-icons:youtube"] svg circle').waitFor();
    await picker.locator('[data-icon-choice="lucide:heart"] svg circle').waitFor();
    // Both sets were asked of the public API, and only after our endpoint's 1.5 s.
    expect(asked.map((a) => new URL(a.url).pathname).sort()).toEqual([
      '/lucide.json',
      '/simple-icons.json',
    ]);
    for (const { at } of asked) expect(at - opened).toBeGreaterThanOrEqual(1_400);
    expect(warnings.some((text) => text.includes('our endpoint failed'))).toBe(true);
    // Logged, not shown: no alert, no error text in the picker.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(picker.textContent()).resolves.not.toMatch(/error|failed|fail/i);
    // A tap on the icon picks it.
    await picker.locator('[data-icon-choice="lucide:heart"]').click();
    await expect(
      picker.getByRole('radio', { name: 'Heart, favourite', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await page.getByTestId('button-icon-current').locator('svg circle').waitFor();
    await keepScreenshot(page, 'icons/picker-fallback', { fullPage: false });
    await close();
  }, 120_000);
});
