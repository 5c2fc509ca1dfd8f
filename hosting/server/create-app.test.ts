import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../app/env/parse';
import { ENV_SOURCE } from '../app/env/parse.fixtures';
import { createApp } from './create-app';
import { COMMON_HEADERS, PAGE_OPENER_POLICY, STATIC_FILE_CSP } from './security';

const SITE = 'https://spaces.example';
const env = parseEnv({ ...ENV_SOURCE, SPACES_SITE_ORIGIN: SITE });

/** What reached React Router, so a test can prove a refused request changed nothing. */
const handled: Request[] = [];

/** Each /wait request's signal, which the handler waits on until it aborts. */
const waiting: AbortSignal[] = [];

const app = createApp({
  env: () => env,
  handler: (request, context) => {
    handled.push(request);
    const { pathname } = new URL(request.url);
    if (pathname === '/wait') {
      waiting.push(request.signal);
      return new Promise((resolve) =>
        request.signal.addEventListener('abort', () => resolve(new Response('gone'))),
      );
    }
    // A visitor's page comes as one string (islands-pages.ts), not as a Response.
    if (pathname === '/demo')
      return Promise.resolve({
        status: 200,
        headers: new Headers({
          'Content-Type': 'text/html',
          'Cache-Control': 'public, s-maxage=10',
        }),
        html: `<p nonce="${context.cspNonce}">デモ</p>`,
      });
    const status = pathname === '/missing' ? 404 : 200;
    const body = `<script nonce="${context.cspNonce}">1</script>`;
    return Promise.resolve(
      new Response(body, { status, headers: { 'Content-Type': 'text/html' } }),
    );
  },
});

let server: Server;
let base: string;

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function expectSecurityHeaders(response: Response): string {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    expect(response.headers.get(name)).toBe(value);
  }
  expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
  // Provider sign-in's popup answers through window.opener, which `same-origin` would cut.
  expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  // No inline script runs without this response's nonce.
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("'unsafe-inline'");
  // Nor does any script compile code: the editor's validators are compiled at build time.
  expect(csp).not.toContain("'unsafe-eval'");
  return csp;
}

describe('headers on every response of the ssr function', () => {
  it('a page: the CSP nonce is the one its inline scripts carry, new on every response', async () => {
    const first = await fetch(`${base}/terms`);
    const csp = expectSecurityHeaders(first);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await first.text()).toBe(`<script nonce="${nonce}">1</script>`);
    const second = await fetch(`${base}/terms`);
    expect(second.headers.get('Content-Security-Policy')).not.toBe(csp);
  });

  it("a visitor's page rendered to one string: its status, headers and whole body; none for HEAD", async () => {
    const page = await fetch(`${base}/demo`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('public, s-maxage=10');
    const nonce = /'nonce-([^']+)'/.exec(expectSecurityHeaders(page))?.[1];
    const html = `<p nonce="${nonce}">デモ</p>`;
    expect(await page.text()).toBe(html);
    // In bytes, not characters: the page is UTF-8.
    const length = String(Buffer.byteLength(html));
    expect(page.headers.get('Content-Length')).toBe(length);
    const head = await fetch(`${base}/demo`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(length);
    expect(await head.text()).toBe('');
  });

  it('a path that begins with // stays a path of this site', async () => {
    const answer = await fetch(`${base}//evil.example/demo?x=1`);
    expect(answer.status).toBe(200);
    expect(handled.at(-1)!.url).toBe(`${base}//evil.example/demo?x=1`);
  });

  it('an error page (404) and a refused POST (403)', async () => {
    const missing = await fetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const refused = await fetch(`${base}/u/logout`, { method: 'POST' });
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused);
  });

  it('aborts a state-changing request whose sender leaves; a GET has nothing to follow', async () => {
    const leaving = new AbortController();
    const post = fetch(`${base}/wait`, {
      method: 'POST',
      headers: { Origin: SITE },
      body: 'x',
      signal: leaving.signal,
    }).catch(() => 'left');
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    expect(waiting[0]!.aborted).toBe(false);
    leaving.abort();
    expect(await post).toBe('left');
    await vi.waitFor(() => expect(waiting[0]!.aborted).toBe(true));

    // A GET or HEAD is let finish (decision 036): its signal is the Request's own, never aborted.
    const get = await fetch(`${base}/demo`);
    expect(get.status).toBe(200);
    expect(handled.at(-1)!.signal.aborted).toBe(false);
  });

  it("names no icon host on any page, the app's or a visitor's: one connect-src for all", async () => {
    const connectSrc = async (path: string) =>
      /(?:^|; )connect-src ([^;]*)/
        .exec((await fetch(`${base}${path}`)).headers.get('Content-Security-Policy') ?? '')?.[1]
        ?.split(' ') ?? [];
    const app = ['/s/demo/button', '/s/new', '/u', '/a/signin', '/terms'];
    const visitor = ['/demo', '/demo/letter', '/demo/news', '/demo/answers/p1', '/demo/r/t'];
    const editor = await connectSrc('/s/demo/button');
    expect(editor.join(' ')).not.toMatch(/iconify/);
    for (const path of [...app, ...visitor]) expect(await connectSrc(path), path).toEqual(editor);
    // What the visitors' sends and the sign-in need stays.
    expect(editor).toContain("'self'");
    expect(editor).toContain('https://identitytoolkit.googleapis.com');
  });

  it('lets the pages reach the local emulators when the stack runs them', () => {
    const local = parseEnv({
      ...ENV_SOURCE,
      SPACES_USE_EMULATOR: 'true',
      SPACES_PORT_OFFSET: '3000',
    });
    return fetchWith(local);
  });
});

async function fetchWith(local: typeof env): Promise<void> {
  const localApp = createApp({
    env: () => local,
    handler: () => Promise.resolve(new Response('ok')),
  });
  const localServer = localApp.listen(0, '127.0.0.1');
  await new Promise((resolve) => localServer.once('listening', resolve));
  try {
    const port = (localServer.address() as AddressInfo).port;
    const csp = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('Content-Security-Policy');
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:12099/); // Auth
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8001/); // Functions
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:12199/); // Storage
  } finally {
    await new Promise((resolve) => localServer.close(resolve));
  }
}

describe('the same-origin check of every state-changing request', () => {
  async function post(
    path: string,
    headers: Record<string, string>,
    method = 'POST',
  ): Promise<{ status: number; reached: boolean; html: string }> {
    const before = handled.length;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'lang=en&redirectTo=%2F',
      redirect: 'manual',
    });
    return {
      status: response.status,
      reached: handled.length > before,
      html: await response.text(),
    };
  }

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Origin: the site', { Origin: SITE }],
  ])('lets a same-origin POST through (%s)', async (_, headers) => {
    const answer = await post('/api/language', headers);
    expect(answer).toMatchObject({ status: 200, reached: true });
  });

  it.each([
    ['a cross-site form', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://a.spaces.example' }],
    ['a request no page made', { 'Sec-Fetch-Site': 'none' }],
    // Fetch Metadata decides when sent: an Origin header cannot overrule it.
    ['cross-site metadata with our Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }],
    ['another origin (old browser)', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['another port', { Origin: 'https://spaces.example:8443' }],
    ['another scheme', { Origin: 'http://spaces.example' }],
    ['an origin with a path', { Origin: `${SITE}/x` }],
    ['an origin with credentials', { Origin: 'https://spaces.example@evil.example' }],
    ['neither header', {}],
    // The old bypass: a Host the sender chose made the request URL's origin equal its Origin.
    [
      'a forged Host',
      {
        Origin: 'https://evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
    ],
  ])('refuses %s with a 403 page, before any action runs', async (_, headers) => {
    for (const path of [
      '/u/logout',
      '/u/profile',
      '/a/session',
      '/api/language',
      '/u/logout.data',
    ]) {
      const answer = await post(path, headers);
      expect(answer.status).toBe(403);
      expect(answer.reached).toBe(false);
    }
    const remove = await post('/a/session', headers, 'DELETE');
    expect(remove).toMatchObject({ status: 403, reached: false });
  });

  it('answers the 403 page in the visitor’s language', async () => {
    const ja = await post('/u/logout', { Origin: 'https://evil.example' });
    expect(ja.html).toContain('<html lang="ja">');
    expect(ja.html).toContain('アクセスが許可されていません');
    const en = await post('/u/logout', {
      Origin: 'https://evil.example',
      'Accept-Language': 'en-US,en;q=0.9',
    });
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('<h1>Forbidden</h1>');
  });

  it('never checks what changes nothing', async () => {
    const before = handled.length;
    const response = await fetch(`${base}/terms`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status).toBe(200);
    expect(handled.length).toBe(before + 1);
  });
});

describe("Hosting's static files", () => {
  interface HeaderRule {
    source: string;
    headers: { key: string; value: string }[];
  }
  const config = JSON.parse(
    readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
  ) as {
    hosting: { headers: HeaderRule[] };
  };

  it('carry the same headers as the ssr function, on every path', () => {
    const all = config.hosting.headers.find((rule) => rule.source === '**');
    expect(Object.fromEntries(all?.headers.map((h) => [h.key, h.value]) ?? [])).toEqual(
      COMMON_HEADERS,
    );
  });

  it('keep the opener of the popups prerendered pages open, as the ssr function does', () => {
    const prerendered = config.hosting.headers.filter((rule) =>
      rule.headers.some((h) => h.key === 'Cross-Origin-Opener-Policy'),
    );
    expect(prerendered.length).toBeGreaterThan(0);
    for (const rule of prerendered)
      expect(rule.headers.find((h) => h.key === 'Cross-Origin-Opener-Policy')?.value).toBe(
        PAGE_OPENER_POLICY,
      );
  });

  it('carry a CSP under which nothing runs or frames them', () => {
    const files = config.hosting.headers.find((rule) => rule.source.includes('*.@('));
    const csp = files?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    expect(csp).toBe(STATIC_FILE_CSP);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Pages are the ssr function's: their paths have no file extension, so this rule never
    // replaces a page's nonce policy.
    expect(files?.source).not.toMatch(/\bhtml\b|\bdata\b/);
  });

  it("type React Router's data payloads and put them under the files' policy, as the function does", async () => {
    const rule = config.hosting.headers.find((r) => r.source === '**/*.data');
    const headers = Object.fromEntries(rule?.headers.map((h) => [h.key, h.value]) ?? []);
    expect(headers).toEqual({
      'Content-Type': 'text/x-script',
      'Content-Security-Policy': STATIC_FILE_CSP,
      'Cross-Origin-Opener-Policy': PAGE_OPENER_POLICY,
    });
    const payload = await fetch(`${base}/privacy.data`);
    expect(payload.headers.get('Content-Security-Policy')).toBe(STATIC_FILE_CSP);
    expect(payload.headers.get('Cross-Origin-Opener-Policy')).toBe(PAGE_OPENER_POLICY);
  });
});

describe('proxies', () => {
  it('trusts the one front end that connects to the function, not the hops a caller wrote', () => {
    const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(trusted('10.0.0.1', 0)).toBe(true);
    expect(trusted('10.0.0.1', 1)).toBe(false);
  });
});
