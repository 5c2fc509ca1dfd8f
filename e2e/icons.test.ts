// Button icons from our icon sets, at phone size: the owner picks one in the editor's picker (by
// keyboard), saves, and the public page draws it as inline SVG — a visitor's page asks no icon
// endpoint and no Iconify host for anything. Then the picker's waits, with our endpoint the only
// source: held back, the picker says so after 3 s and offers Retry at 15 s, and the icons appear
// once it answers; failing, it says so with Retry. The owner's choice survives both, and no
// request ever leaves for a host but the stack's own.
import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { allowErrors, HOSTING_ORIGIN, openPhone } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const LABEL = 'Listen to the album';
const ICON_HOSTS = /\/api\/icons\/|iconify/;

let space: Awaited<ReturnType<typeof newDemoLikeSpace>>;

/**
 * Signs the owner in on a Japanese browser, straight to the button editor: the sign-in form in
 * English (its `lang`), the editor then in the browser's language.
 */
async function signInInJapanese(page: Page) {
  const next = `/s/${space.slug}/button`;
  await page.goto(`${HOSTING_ORIGIN}/a/signin?lang=en&next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(space.owner.email);
  await page.getByLabel('Password').fill(space.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForURL(`${HOSTING_ORIGIN}${next}`);
}

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
    const { page, close } = await openPhone();
    const ownerAsked: string[] = [];
    page.on('request', (request: Request) => ownerAsked.push(request.url()));
    await signIn(page, space.owner, `/s/${space.slug}/button`);
    await page.getByTestId('button-row').first().getByTestId('row-toggle').click();
    await page.getByRole('button', { name: 'Choose an icon' }).click();
    const picker = page.getByTestId('icon-picker');
    const search = picker.getByRole('searchbox', { name: 'Search icons' });
    await search.fill('music');
    // The previews come from our endpoint.
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
    // Our endpoint answered both sets, and no other icon host was asked.
    expect(ownerAsked.filter((url) => url.includes('/api/icons/')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(ownerAsked.filter((url) => url.includes('iconify.design'))).toEqual([]);
    await close();

    // The same picker in Japanese, for people to look at.
    const ja = await openPhone({ locale: 'ja-JP' });
    await signInInJapanese(ja.page);
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
    const visitor = await openPhone();
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

  it('waits for our endpoint in words, with Retry, and asks no other host', async () => {
    const { page, close } = await openPhone();
    const asked: string[] = [];
    page.on('request', (request: Request) => asked.push(request.url()));
    await signIn(page, space.owner, `/s/${space.slug}/button`);
    // Our endpoint is held back: every request waits here until released.
    const held: Route[] = [];
    let released = false;
    await page.route('**/api/icons/**', (route) =>
      released ? route.continue() : void held.push(route),
    );
    const heldAt = () => held.length;
    await page.getByTestId('button-row').nth(1).getByTestId('row-toggle').click();
    await page.getByRole('button', { name: 'Choose an icon' }).click();
    const picker = page.getByTestId('icon-picker');
    const words = picker.getByTestId('pending-words');
    await expect.poll(heldAt).toBe(2);
    // After 3 s, what is happening, by its name.
    await expect(words.and(page.locator('[data-phase="slow"]')).textContent()).resolves.toMatch(
      /Loading icons/,
    );
    await expect(picker.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    // Still choosable by name while the pictures wait: the choice stays through all that follows.
    await picker.locator('[data-icon-choice="lucide:heart"]').click();
    await keepScreenshot(page, 'icons/picker-slow', { fullPage: false });
    // At 15 s, Retry: it asks our endpoint again.
    const retry = words.and(page.locator('[data-phase="stalled"]')).getByRole('button', {
      name: 'Retry',
    });
    await retry.waitFor({ timeout: 30_000 });
    await keepScreenshot(page, 'icons/picker-stalled', { fullPage: false });
    await retry.click();
    await expect.poll(heldAt).toBe(4);
    // Released: the icons appear, and the words go.
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await picker.locator('[data-icon-choice="simple-icons:youtube"] svg').waitFor();
    await picker.locator('[data-icon-choice="lucide:heart"] svg').waitFor();
    await words.waitFor({ state: 'detached' });
    await expect(
      picker.getByRole('radio', { name: 'Heart, favourite', exact: true }).isChecked(),
    ).resolves.toBe(true);
    // The icon chosen before its drawing came now shows as the button's.
    const heart = await picker.locator('[data-icon-choice="lucide:heart"] svg').innerHTML();
    await expect
      .poll(() => page.getByTestId('button-icon-current').locator('svg').innerHTML())
      .toBe(heart);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await close();

    // Failing: said, in the page's language, with Retry; the choice stays, and Retry draws.
    const ja = await openPhone({ locale: 'ja-JP' });
    ja.page.on('request', (request: Request) => asked.push(request.url()));
    await signInInJapanese(ja.page);
    await ja.page.route('**/api/icons/**', (route) => route.fulfill({ status: 503, body: 'no' }));
    const jaPicker = ja.page.getByTestId('icon-picker');
    const failed = jaPicker.getByTestId('load-failed');
    await allowErrors(ja.page, [/status of 503/], async () => {
      await ja.page.getByTestId('button-row').nth(1).getByTestId('row-toggle').click();
      await ja.page.getByRole('button', { name: 'アイコンを選ぶ' }).click();
      await expect(failed.textContent()).resolves.toMatch(/アイコンの絵を読み込めませんでした/);
    });
    await jaPicker.locator('[data-icon-choice="lucide:heart"]').click();
    await keepScreenshot(ja.page, 'icons/picker-failed-ja', { fullPage: false });
    await ja.page.unroute('**/api/icons/**');
    await failed.getByRole('button', { name: '再試行' }).click();
    await jaPicker.locator('[data-icon-choice="lucide:heart"] svg').waitFor();
    await failed.waitFor({ state: 'detached' });
    await expect(
      jaPicker.getByRole('radio', { name: 'ハート・お気に入り', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await expect
      .poll(() => ja.page.getByTestId('button-icon-current').locator('svg').innerHTML())
      .toBe(heart);
    await ja.close();

    // Every request went to the stack on loopback (the site or its emulators): none left.
    const elsewhere = asked.filter((url) => {
      const { protocol, hostname } = new URL(url);
      if (protocol === 'data:' || protocol === 'blob:') return false;
      return !['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
    });
    expect(elsewhere).toEqual([]);
    expect(asked.filter((url) => url.includes('/api/icons/')).length).toBeGreaterThanOrEqual(6);
  }, 180_000);
});
