// Views that load through a callable, when the call fails: the view says so in place, in
// the page's language, and Retry loads it once the server answers again. A switch that saves shows
// its new position at once, and when the save fails goes back and says why.
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { allowErrors, HOSTING_ORIGIN, openPage, PHONE, DESKTOP } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

/** Chromium logs each refused request; nothing else may be logged. */
const REFUSED = [/status of 500/];

/** A callable's request answered with a server fault (CORS allowed, as the emulator would). */
function serverFault(route: Route) {
  return route.fulfill({
    status: 500,
    headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
    body: JSON.stringify({ error: { status: 'INTERNAL', message: 'INTERNAL' } }),
  });
}

/** The callable `name`'s requests (its CORS preflight is Chromium's own and not routed). */
const callable = (name: string) => new RegExp(`/${name}$`);

describe('a view whose load fails', () => {
  let page: Page;
  let slug = '';

  beforeAll(async () => {
    ({ page } = await openPage({ locale: 'en-US' }));
    const space = await newDemoLikeSpace('loadfail');
    slug = space.slug;
    await signIn(page, space.owner, `/s/${slug}`);
  });

  it('says the inbox did not load on its first open, and Retry loads it', async () => {
    await page.route(callable('listMessages'), serverFault);
    await allowErrors(page, REFUSED, async () => {
      await page.goto(`${HOSTING_ORIGIN}/s/${slug}/messages`);
      const failed = page.getByTestId('load-failed');
      await failed.getByText('This could not be loaded. Try again.').waitFor();
      await keepScreenshot(page, 'load-failures/inbox-desktop');
      await page.setViewportSize(PHONE.viewport);
      await keepScreenshot(page, 'load-failures/inbox-phone');
      await page.setViewportSize(DESKTOP.viewport);
    });
    await page.unroute(callable('listMessages'));
    await page.getByTestId('load-failed').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await expect(page.getByTestId('load-failed').count()).resolves.toBe(0);
  });

  it('says the boards did not load on the overview, and Retry loads them', async () => {
    let refused = 0;
    await page.route(callable('listBoards'), (route) => {
      refused += 1;
      return serverFault(route);
    });
    await allowErrors(page, REFUSED, async () => {
      await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
      await page
        .getByTestId('load-failed')
        .getByText('This could not be loaded. Try again.')
        .waitFor();
    });
    expect(refused).toBeGreaterThan(0);
    await page.unroute(callable('listBoards'));
    const answered = page.waitForResponse(
      (response) => callable('listBoards').test(new URL(response.url()).pathname) && response.ok(),
    );
    await page.getByTestId('load-failed').getByRole('button', { name: 'Retry' }).click();
    await answered;
    await page.getByTestId('load-failed').waitFor({ state: 'detached' });
  });
});

describe('a switch that saves', () => {
  it('flips at once with a spinner, and on a failed save goes back and says why', async () => {
    const { page } = await openPage({ locale: 'en-US' });
    const space = await newDemoLikeSpace('switchfail');
    await signIn(page, space.owner, `/s/${space.slug}`);
    const publish = page.getByRole('switch', { name: 'Published' });
    await expect(publish.getAttribute('aria-checked')).resolves.toBe('true');

    // The refusal comes a moment later, so the pending state can be seen.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(callable('setSpacePublished'), async (route) => {
      await answered;
      await serverFault(route);
    });
    await allowErrors(page, REFUSED, async () => {
      await publish.click();
      await expect(publish.getAttribute('aria-checked')).resolves.toBe('false');
      await expect(publish.getAttribute('aria-busy')).resolves.toBe('true');
      await keepScreenshot(page, 'load-failures/switch-pending');
      // A second click while the save is pending changes nothing (forced: the switch is
      // aria-disabled, which Playwright would otherwise wait out).
      await publish.click({ force: true });
      await expect(publish.getAttribute('aria-checked')).resolves.toBe('false');
      release();
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByText(/^Could not (reach the server|save)/)
        .waitFor();
    });
    await expect(publish.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(publish.getAttribute('aria-busy')).resolves.toBeNull();
    await page.unroute(callable('setSpacePublished'));
  });
});
