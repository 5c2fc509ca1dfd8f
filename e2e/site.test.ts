// The public site through the Hosting emulator: server-rendered pages, error pages, the language
// switch with and without JavaScript, and a client-side navigation in Chromium.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageFolder, prerenderedFiles } from '../hosting/prerender';
import { STATIC_FILE_CSP } from '../hosting/server/security';
import { HOSTING_ORIGIN, openPage, openPhone, fetchHosting } from './support/browser';
import { keepScreenshot } from './support/screenshots';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetchHosting(path, { headers });
  return { response, html: await response.text() };
}

/** The no-JavaScript language switch: the form's POST, as a page on this site sends it. */
const switchLanguage = (lang: string, redirectTo: string) =>
  fetchHosting('/api/language', {
    method: 'POST',
    headers: { Origin: HOSTING_ORIGIN },
    body: new URLSearchParams({ lang, redirectTo }),
  });

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('server-rendered public pages', () => {
  it('renders the home page in Japanese by default, with Open Graph tags and CDN caching', async () => {
    const { response, html } = await get('/');
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe('Spaces');
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('あなたの活動を、ひとつのスペースに。');
    expect(html).toMatch(/href="\/a\/signup"/);
    expect(html).toMatch(/href="\/a\/signin"/);
    expect(metaContent(html, 'og:title')).toBe('Spaces');
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    // No analytics without a measurement id.
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('dataLayer');
  });

  it('shows the loop and the way in on the first screen of a phone, and no sign-in address', async () => {
    const { page, close } = await openPhone({ locale: 'ja-JP' });
    await page.goto(`${HOSTING_ORIGIN}/`);
    const cta = page.getByRole('link', { name: '無料ではじめる' }).first();
    const box = await cta.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // A letter, its receipt with the reply, the answer card.
    await expect(page.getByTestId('landing-loop').locator(':scope > li').count()).resolves.toBe(3);
    await keepScreenshot(page, 'landing/phone-ja', { fullPage: false });
    await keepScreenshot(page, 'landing/phone-ja-full');
    for (const path of ['/', '/demo']) {
      const { html } = await get(path);
      expect(html).not.toContain('demo@spaces.test');
    }
    await close();
  });

  it('serves the preview image and favicon as static files', async () => {
    const image = await fetch(`${HOSTING_ORIGIN}/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const favicon = await fetch(`${HOSTING_ORIGIN}/favicon.ico`);
    expect(favicon.status).toBe(200);
  });

  it('follows Accept-Language', async () => {
    const { html } = await get('/terms', { 'Accept-Language': 'en-US,en;q=0.9,ja;q=0.5' });
    expect(html).toContain('<html lang="en">');
    expect(titleOf(html)).toBe('Terms of Service | Spaces');
    expect(html).toContain('Article 1 (Scope)');
  });

  it('renders the terms and the legal notice with operator details from configuration', async () => {
    const terms = await get('/terms');
    expect(terms.response.status).toBe(200);
    expect(titleOf(terms.html)).toBe('利用規約 | Spaces');
    expect(terms.html).toContain('第1条（適用）');

    const notice = await get('/tokushoho');
    expect(notice.response.status).toBe(200);
    expect(titleOf(notice.html)).toBe('特定商取引法に基づく表記 | Spaces');
    // hosting/.env.demo-spaces
    expect(notice.html).toContain('support@spaces.example');
    expect(notice.html).toContain('山田 太郎');
  });

  it.each(['/does-not-exist', '/no/such/page/here'])(
    'answers %s with 404 Page Not Found and the path, in the page language',
    async (path) => {
      const { response, html } = await get(path);
      expect(response.status).toBe(404);
      expect(html).toContain('<html lang="ja">');
      expect(html).toContain(`ページが見つかりません: ${path}`);
      expect(html).not.toContain('Page Not Found');
      expect(titleOf(html)).toBe('ページが見つかりません | Spaces');

      const english = await get(path, { 'Accept-Language': 'en' });
      expect(english.response.status).toBe(404);
      expect(english.html).toContain(`Page Not Found: ${path}`);
      expect(titleOf(english.html)).toBe('Page Not Found | Spaces');
    },
  );

  it('shows an error response with its own status message under that status', async () => {
    // React Router answers a POST to a page without an action with 405 "Method Not Allowed".
    const response = await fetch(`${HOSTING_ORIGIN}/privacy`, {
      method: 'POST',
      headers: { Origin: HOSTING_ORIGIN },
      body: new URLSearchParams({ a: '1' }),
    });
    const html = await response.text();
    expect(response.status).toBe(405);
    // React Router's English status text is named in the page's language.
    expect(titleOf(html)).toBe('許可されていない操作です | Spaces');
    expect(html).toContain('ステータス405');
    expect(html).toMatch(/<h1[^>]*>許可されていない操作です<\/h1>/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('switches language without JavaScript: a form POST sets the __session entry and redirects back', async () => {
    const response = await switchLanguage('en', '/tokushoho');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/tokushoho');
    const [session = '', override = ''] = response.headers.getSetCookie();
    expect(session).toMatch(/^__session=lang%3Den;/);
    // Hosting's own cookie, by which it picks a prerendered page's language (decision 060).
    expect(override).toMatch(/^firebase-language-override=en;/);
    const { html } = await get('/tokushoho', {
      Cookie: `${session.split(';')[0]!}; ${override.split(';')[0]!}`,
      'Accept-Language': 'ja',
    });
    expect(html).toContain('<html lang="en">');
    expect(titleOf(html)).toBe('Legal notice (Specified Commercial Transactions Act) | Spaces');
  });

  it('refuses to redirect to another site after switching language', async () => {
    const response = await switchLanguage('ja', '//evil.example/');
    expect(response.headers.get('location')).toBe('/');
  });
});

/** React Router's client router exists once the app has hydrated; then let the page settle. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForLoadState('networkidle');
}

const marker = (page: Page) =>
  page.evaluate(() => (window as { spacesMarker?: string }).spacesMarker);

describe('in Chromium', () => {
  /** A page in a fresh context (no cookies, Japanese browser); its errors fail the test. */
  const openJapanesePage = (options: BrowserContextOptions = {}) =>
    openPage({ baseURL: HOSTING_ORIGIN, locale: 'ja-JP', ...options });

  it('opens /, switches to English, and navigates client-side to /terms', async () => {
    const { page, close } = await openJapanesePage();
    try {
      await page.goto('/');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
      await page
        .getByRole('heading', { level: 1, name: 'あなたの活動を、ひとつのスペースに。' })
        .waitFor();
      await waitForHydration(page);

      // A marker on window survives only what JavaScript handles without a page load.
      await page.evaluate(() => Object.assign(window, { spacesMarker: 'kept' }));
      await page.getByRole('button', { name: 'English' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Everything you do, in one space.' })
        .waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');

      expect(await marker(page)).toBe('kept');

      await page.getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms');
      await expect.poll(() => page.title()).toBe('Terms of Service | Spaces');
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      expect(await marker(page)).toBe('kept');
    } finally {
      await close();
    }
  });

  it('turns the next navigation into a full page load once a newer build is deployed', async () => {
    const { page, close } = await openJapanesePage();
    try {
      const newer = { id: 'e2e-newer-build', timestamp: Date.now() + 60_000 };
      await page.route('**/_build/latest.json?t=*', (route) => route.fulfill({ json: newer }));
      await page.route(`**/_build/meta/${newer.id}.json`, (route) =>
        route.fulfill({ json: newer }),
      );
      const metaChecked = page.waitForResponse(`**/_build/meta/${newer.id}.json`);
      await page.goto('/');
      await waitForHydration(page);
      await metaChecked;

      await page.evaluate(() => Object.assign(window, { spacesMarker: 'kept' }));
      await page.getByRole('link', { name: '利用規約' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { level: 1, name: '利用規約' }).waitFor();
      expect(await marker(page)).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('checks the deployed build with a timestamp query and keeps client navigation while it is current', async () => {
    const { page, close } = await openJapanesePage();
    try {
      const latestChecked = page.waitForResponse(/\/_build\/latest\.json\?t=\d+$/);
      await page.goto('/terms');
      await waitForHydration(page);
      expect((await latestChecked).status()).toBe(200);

      await page.evaluate(() => Object.assign(window, { spacesMarker: 'kept' }));
      await page.getByRole('link', { name: '特定商取引法に基づく表記' }).click();
      await page.waitForURL('**/tokushoho');
      expect(await marker(page)).toBe('kept');
    } finally {
      await close();
    }
  });

  it('switches language with JavaScript disabled', async () => {
    const { page, close } = await openJapanesePage({ javaScriptEnabled: false });
    try {
      await page.goto('/terms');
      expect(await page.title()).toBe('利用規約 | Spaces');
      await page.getByRole('button', { name: 'English' }).click();
      await page.waitForLoadState('load');
      await expect.poll(() => page.title()).toBe('Terms of Service | Spaces');
      expect(new URL(page.url()).pathname).toBe('/terms');
    } finally {
      await close();
    }
  });
});

// Decision 060: `/`, `/terms` and `/tokushoho` are files the build wrote for each language,
// which Hosting serves before any rewrite. The ssr function sets a Content-Security-Policy
// header on every response it makes: a page without one came from a file.
describe('prerendered pages, served by Hosting as files', () => {
  const CLIENT_DIR = path.join(import.meta.dirname, '../hosting/build/client');
  const PAGES = [
    {
      path: '/',
      ja: 'あなたの活動を、ひとつのスペースに。',
      en: 'Everything you do, in one space.',
    },
    { path: '/terms', ja: '第1条（適用）', en: 'Article 1 (Scope)' },
    // The operator comes from the configuration (hosting/.env.demo-spaces).
    { path: '/tokushoho', ja: '山田 太郎', en: 'support@spaces.example' },
  ] as const;
  const LANG_TAGS = { ja: 'ja-JP,ja;q=0.9', en: 'en-US,en;q=0.9' } as const;

  const fileOf = (lang: 'ja' | 'en', file: string) =>
    readFileSync(path.join(CLIENT_DIR, languageFolder(lang), file), 'utf8');
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

  describe.each(['ja', 'en'] as const)('in %s', (lang) => {
    it.each(PAGES)('$path and its data payload come from the build output', async (page) => {
      const files = prerenderedFiles(page.path);
      const html = fileOf(lang, files.html);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(page[lang]);

      const response = await get(page.path, { 'Accept-Language': LANG_TAGS[lang] });
      expect(response.response.status).toBe(200);
      expect(response.html).toBe(html);
      expect(response.response.headers.get('content-security-policy')).toBeNull();
      expect(response.response.headers.get('cache-control')).toMatch(/^public, no-cache/);
      expect(response.response.headers.get('x-frame-options')).toBe('DENY');

      const data = await fetch(`${HOSTING_ORIGIN}/${files.data}`, {
        headers: { 'Accept-Language': LANG_TAGS[lang] },
      });
      expect(data.status).toBe(200);
      // Data under the policy of files (nothing runs), not the function's nonce policy.
      expect(data.headers.get('content-security-policy')).toBe(STATIC_FILE_CSP);
      expect(data.headers.get('content-type')).toMatch(/^text\/x-script\b/);
      const payload = await data.text();
      expect(payload).toBe(fileOf(lang, files.data));
      expect(payload).toContain(`"lang","${lang}"`);
    });

    it.each(PAGES)('$path allows exactly its inline scripts, by their hashes', ({ path }) => {
      const html = fileOf(lang, prerenderedFiles(path).html);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
        html,
      )?.[1];
      expect(policy).toBeTruthy();
      // Before any script or stylesheet, or it would not apply to them.
      expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(
        html.search(/<script|<link/),
      );
      const scriptSrc = / script-src ([^;]+)/.exec(policy!)?.[1]?.split(' ') ?? [];
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, body = ''] of inline) expect(scriptSrc).toContain(`'sha256-${sha256(body)}'`);
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
        new Set(inline.map(([, body = '']) => body)).size,
      );
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(policy).not.toMatch(/'unsafe-eval'|'nonce-/);
      // No nonce value is baked into a file (an empty attribute, as React Router writes, allows
      // nothing).
      expect(html).not.toMatch(/nonce="[^"]/);
    });
  });

  it('leaves a request with no language Hosting has, or a signed-in browser, to the ssr function', async () => {
    const requests: Array<Record<string, string>> = [
      {},
      { 'Accept-Language': 'fr' },
      { 'Accept-Language': 'ja', Cookie: 'firebase-language-override=signed-in' },
    ];
    for (const headers of requests) {
      const { response, html } = await get('/terms', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
      expect(html).toContain('<html lang="ja">');
    }
  });

  it('opens / from a file in Chromium and navigates client-side to /terms and /tokushoho', async () => {
    const { page, close } = await openPage({ baseURL: HOSTING_ORIGIN, locale: 'en-US' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.log(`Content Security Policy violation: ${event.violatedDirective}`);
      });
    });
    try {
      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await waitForHydration(page);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.evaluate(() => Object.assign(window, { spacesMarker: 'kept' }));

      await page.getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();

      // The legal notice has a loader: its payload is the prerendered file.
      const payload = page.waitForResponse((r) => new URL(r.url()).pathname === '/tokushoho.data');
      await page.getByRole('link', { name: 'Legal notice' }).click();
      await page.waitForURL('**/tokushoho');
      const data = await payload;
      expect(data.status()).toBe(200);
      expect(data.headers()['content-security-policy']).toBe(STATIC_FILE_CSP);
      await page.getByText('support@spaces.example').waitFor();
      expect(await marker(page)).toBe('kept');
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });
});
