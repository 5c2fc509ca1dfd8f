// The web edges through the Hosting emulator (decision 028): another site's POST changes
// nothing for a signed-in person, every response carries the security headers (a page, an error
// page, a static asset, a data payload), and pages run under their Content-Security-Policy
// without a violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionCookieOfNewAccount } from './support/accounts';
import { PAGE_OPENER_POLICY, STATIC_FILE_CSP } from '../hosting/server/security';
import { fetchHosting, HOSTING_ORIGIN, openPage } from './support/browser';

/** Whether the cookie still opens a signed-in page (a guest is redirected to sign in). */
async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetchHosting('/u', { headers: { cookie } });
  return response.status === 200;
}

describe('a cross-site POST changes nothing', () => {
  const CROSS_SITE: { name: string; headers: Record<string, string> }[] = [
    { name: 'Origin of another site', headers: { Origin: 'https://evil.example' } },
    {
      name: 'Sec-Fetch-Site: cross-site',
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    },
  ];

  it.each(CROSS_SITE)(
    '($name): sign-out, settings and language keep the session',
    async ({ headers }) => {
      const cookie = await sessionCookieOfNewAccount('edges');
      expect(await signedIn(cookie)).toBe(true);
      const posts = [
        { path: '/u/logout', body: new URLSearchParams({ next: '' }) },
        { path: '/u/account', body: new URLSearchParams() },
        { path: '/api/language', body: new URLSearchParams({ lang: 'en', redirectTo: '/' }) },
        { path: '/u/logout.data', body: new URLSearchParams({ next: '' }) },
      ];
      for (const { path, body } of posts) {
        const response = await fetchHosting(path, {
          method: 'POST',
          headers: { cookie, ...headers },
          body,
        });
        expect(response.status, path).toBe(403);
        expect(response.headers.get('set-cookie'), path).toBeNull();
        expect(await response.text()).toContain('アクセスが許可されていません');
      }
      const signOut = await fetch(`${HOSTING_ORIGIN}/a/session`, {
        method: 'DELETE',
        headers: { cookie, ...headers },
      });
      expect(signOut.status).toBe(403);
      expect(await signedIn(cookie)).toBe(true);
    },
  );

  it('while the same POST from the site itself signs out', async () => {
    const cookie = await sessionCookieOfNewAccount('edges');
    const response = await fetchHosting('/u/logout', {
      method: 'POST',
      headers: { cookie, Origin: HOSTING_ORIGIN },
      body: new URLSearchParams({ next: '' }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/^__session=;/);
  });
});

function expectCommonHeaders(response: Response, what: string): void {
  expect(response.headers.get('strict-transport-security'), what).toMatch(/^max-age=\d+/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/script-src /);
}

describe('security headers on every response', () => {
  it('a rendered page, whose inline scripts carry the CSP nonce', async () => {
    // /privacy: /terms, / and /tokushoho are files with their policy inside (decision 060).
    const response = await fetch(`${HOSTING_ORIGIN}/privacy`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response, 'page');
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('an error page (404)', async () => {
    const response = await fetch(`${HOSTING_ORIGIN}/no/such/page/here`);
    expect(response.status).toBe(404);
    expectCommonHeaders(response, '404');
  });

  it('static assets served by Hosting', async () => {
    const html = await (await fetch(`${HOSTING_ORIGIN}/terms`)).text();
    const script =
      /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
      /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const path of [script!, '/favicon.svg', '/robots.txt']) {
      const response = await fetch(`${HOSTING_ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response, path);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'none'");
    }
  });
});

describe("React Router's data payloads", () => {
  // A client navigation fetches `/{path}.data`: from Hosting's files for the prerendered site
  // pages (decision 060), from the ssr function for the others. Either way it is data: typed as
  // React Router sends it, under every header a page has and a policy under which nothing runs.
  it.each([
    ['/_root.data', 'a prerendered file'],
    ['/tokushoho.data', 'a prerendered file'],
    ['/privacy.data', 'the function'],
    ['/demo.data', "the function, a visitor's page"],
  ])('%s, from %s', async (path) => {
    const response = await fetch(`${HOSTING_ORIGIN}${path}`, {
      headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' },
    });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/x-script\b/);
    expectCommonHeaders(response, path);
    expect(response.headers.get('content-security-policy'), path).toBe(STATIC_FILE_CSP);
    expect(response.headers.get('cross-origin-opener-policy'), path).toBe(PAGE_OPENER_POLICY);
  });
});

describe('pages under their Content-Security-Policy', () => {
  /** A page whose policy violations are collected, as the console reports them. */
  async function openWatchedPage(locale: string) {
    const opened = await openPage({ locale });
    const violations: string[] = [];
    opened.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // A refused eval throws in the page (which may catch it) and logs nothing: the browser's
    // violation event says it.
    await opened.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.log(`Content Security Policy violation: ${event.violatedDirective}`);
      });
    });
    return { ...opened, violations };
  }

  /**
   * Opens `path`, whose policy must not let a script compile code: the editor's validators are
   * compiled at build time (decision 048).
   */
  async function gotoWithoutEval(page: Page, path: string): Promise<void> {
    const response = await page.goto(`${HOSTING_ORIGIN}${path}`);
    // A prerendered page (/, decision 060) carries its policy in the page, hashes for a nonce.
    const policy =
      response?.headers()['content-security-policy'] ??
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
    expect(policy, path).toMatch(/script-src /);
    expect(policy, path).not.toContain("'unsafe-eval'");
  }

  it('load, hydrate (or run their islands) without a violation (any console error fails the test)', async () => {
    const { page, close, violations } = await openWatchedPage('ja-JP');
    for (const path of ['/', '/a/signin']) {
      await gotoWithoutEval(page, path);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await page.waitForLoadState('networkidle');
    }
    // A visitor's page never hydrates: its islands run (decision 031).
    await gotoWithoutEval(page, '/demo');
    await page.waitForFunction(() => document.documentElement.dataset.islands === 'mounted');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await close();
  });

  it("the editor checks a form with the callable's schema, compiling nothing (decision 048)", async () => {
    const { page, close, violations } = await openWatchedPage('en-US');
    const session = await sessionCookieOfNewAccount('csp');
    const at = session.indexOf('=');
    await page
      .context()
      .addCookies([
        { name: session.slice(0, at), value: session.slice(at + 1), url: HOSTING_ORIGIN },
      ]);
    await gotoWithoutEval(page, '/s/new');
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await page.waitForLoadState('networkidle');
    // A tab in the name breaks the schema's plainText rule only: refused before any call. (The
    // template preview beside the form has a form and a hidden slug of its own.)
    const form = page
      .locator('form')
      .filter({ has: page.locator('input[name="slug"]:not([type="hidden"])') });
    await form.locator('input[name="slug"]').fill('csp-check');
    await form.locator('input[name="displayName"]').fill('A\tB');
    await form.locator('button[type="submit"]').click();
    const name = form.locator('input[name="displayName"]');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('input[name="slug"]').getAttribute('aria-invalid')).toBeNull();
    expect(violations).toEqual([]);
    await close();
  });
});
