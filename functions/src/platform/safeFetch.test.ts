import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_ORIGIN_ENV, FetchRefused, safeFetch } from './safeFetch';

let server: http.Server;
let origin: string;
let port: number;
const handlers = new Map<string, http.RequestListener>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const handler = handlers.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  origin = `http://127.0.0.1:${port}`;
  process.env[ALLOW_ORIGIN_ENV] = origin;
});

afterAll(async () => {
  delete process.env[ALLOW_ORIGIN_ENV];
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => handlers.clear());

const LIMITS = { maxBytes: 1000, timeoutMs: 2000 };

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof FetchRefused ? error.reason : String(error)),
  );

/**
 * The test's network: a connection to any checked address reaches the local server (or, for
 * `refusing`, a port where nobody listens). Every check runs as for the real internet.
 */
let closedPort: number;
const toServer = ({ address, family }: { address: string; family: number }) => ({
  address: '127.0.0.1',
  family,
  port: address === refusing ? closedPort : port,
});
const refusing = '1.1.1.1';
const publicNames = (...addresses: string[]) => ({
  resolve: () => Promise.resolve(addresses.map((address) => ({ address, family: 4 }))),
  route: toServer,
});

/** Resolves once the server saw the response's connection close (or after `ms`, false). */
function closedWithin(closed: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/** A response that sends headers and then a byte every 20 ms until its connection closes. */
function endless(status: number, headers: http.OutgoingHttpHeaders) {
  let closed!: () => void;
  const done = new Promise<void>((resolve) => (closed = resolve));
  const handler: http.RequestListener = (_req, res) => {
    res.writeHead(status, headers);
    const timer = setInterval(() => res.write('.'), 20);
    res.on('close', () => {
      clearInterval(timer);
      closed();
    });
  };
  return { handler, closed: done };
}

const redirectTo =
  (location: string): http.RequestListener =>
  (_req, res) =>
    res.writeHead(302, { location }).end();

describe('safeFetch', () => {
  it('answers the body, media type and charset of the allowed local server', async () => {
    handlers.set('/page', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; Charset="UTF-8"' }).end('<p>hello</p>'),
    );
    const fetched = await safeFetch(`${origin}/page`, LIMITS);
    expect(fetched.body.toString()).toBe('<p>hello</p>');
    expect(fetched.mediaType).toBe('text/html');
    expect(fetched.charset).toBe('utf-8');
    expect(fetched.url).toBe(`${origin}/page`);
  });

  it.each([
    'ftp://example.com/a',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    'http://user:pw@example.com/',
  ])('refuses %s before any connection', async (url) => {
    expect(await reasonOf(safeFetch(url, LIMITS))).toBe('bad-url');
  });

  it.each([
    'http://127.0.0.2/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://10.0.0.1/',
    'http://100.100.100.200/',
    'http://0.0.0.0/',
  ])('refuses the non-public address %s', async (url) => {
    expect(await reasonOf(safeFetch(url, LIMITS))).toBe('blocked-address');
  });

  it('refuses the allowed server under another name, by the address the name resolves to', async () => {
    handlers.set('/page', (_req, res) => res.writeHead(200).end('secret'));
    // Its port is no web port; on a web port, its address is loopback.
    expect(await reasonOf(safeFetch(`http://localhost:${port}/page`, LIMITS))).toBe('bad-url');
    expect(await reasonOf(safeFetch('http://localhost/page', LIMITS))).toBe('blocked-address');
    const rebinding = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    expect(
      await reasonOf(
        safeFetch(`http://attacker.example/page`, LIMITS, { resolve: rebinding, route: toServer }),
      ),
    ).toBe('blocked-address');
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const mixed = () =>
      Promise.resolve([
        { address: '8.8.8.8', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ]);
    expect(await reasonOf(safeFetch('https://mixed.example/', LIMITS, { resolve: mixed }))).toBe(
      'blocked-address',
    );
  });

  it('refuses a name that does not resolve', async () => {
    const none = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await reasonOf(safeFetch('https://nowhere.example/', LIMITS, { resolve: none }))).toBe(
      'unresolvable',
    );
  });

  it('checks every redirect again', async () => {
    handlers.set('/to-private', redirectTo('http://192.168.1.1/admin'));
    handlers.set('/to-loopback-name', redirectTo('http://localhost/page'));
    handlers.set('/to-file', redirectTo('file:///etc/passwd'));
    expect(await reasonOf(safeFetch(`${origin}/to-private`, LIMITS))).toBe('blocked-address');
    expect(await reasonOf(safeFetch(`${origin}/to-loopback-name`, LIMITS))).toBe('blocked-address');
    expect(await reasonOf(safeFetch(`${origin}/to-file`, LIMITS))).toBe('bad-url');
  });

  it('follows three redirects and refuses the fourth', async () => {
    for (let i = 0; i < 4; i += 1) handlers.set(`/r${i}`, redirectTo(`/r${i + 1}`));
    handlers.set('/r4', (_req, res) => res.writeHead(200).end('end'));
    expect((await safeFetch(`${origin}/r1`, LIMITS)).body.toString()).toBe('end');
    expect(await reasonOf(safeFetch(`${origin}/r0`, LIMITS))).toBe('too-many-redirects');
  });

  it('refuses a body over the limit, declared or not', async () => {
    handlers.set('/declared', (_req, res) =>
      res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)),
    );
    handlers.set('/chunked', (_req, res) => {
      res.writeHead(200);
      for (let i = 0; i < 20; i += 1) res.write('x'.repeat(100));
      res.end();
    });
    handlers.set('/exact', (_req, res) => res.writeHead(200).end('x'.repeat(1000)));
    expect(await reasonOf(safeFetch(`${origin}/declared`, LIMITS))).toBe('too-large');
    expect(await reasonOf(safeFetch(`${origin}/chunked`, LIMITS))).toBe('too-large');
    expect((await safeFetch(`${origin}/exact`, LIMITS)).body.length).toBe(1000);
  });

  it('gives up at the time limit, even on a server that keeps trickling', async () => {
    handlers.set('/slow', (_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const started = Date.now();
    expect(await reasonOf(safeFetch(`${origin}/slow`, { maxBytes: 1e6, timeoutMs: 300 }))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an error status', async () => {
    expect(await reasonOf(safeFetch(`${origin}/missing`, LIMITS))).toBe('http-status');
  });

  it('allows nothing local without the development setting', async () => {
    handlers.set('/page', (_req, res) => res.writeHead(200).end('ok'));
    delete process.env[ALLOW_ORIGIN_ENV];
    try {
      // Refused first for its port (no web port), as any loopback server would be.
      expect(await reasonOf(safeFetch(`${origin}/page`, LIMITS))).toBe('bad-url');
    } finally {
      process.env[ALLOW_ORIGIN_ENV] = origin;
    }
  });

  it('connects to ports 80 and 443 only, the local allowance excepted', async () => {
    handlers.set('/page', (_req, res) => res.writeHead(200).end('ok'));
    const network = publicNames('8.8.8.8');
    for (const url of [
      'http://public.example:8080/page',
      'https://public.example:22/page',
      'http://public.example:6379/page',
      'http://8.8.8.8:25/page',
    ])
      expect(await reasonOf(safeFetch(url, LIMITS, network)), url).toBe('bad-url');
    for (const url of ['http://public.example/page', 'http://public.example:443/page'])
      expect((await safeFetch(url, LIMITS, network)).body.toString(), url).toBe('ok');
  });

  it('extends the local allowance only along redirects that never left it', async () => {
    handlers.set('/page', (_req, res) => res.writeHead(200).end('local'));
    handlers.set('/to-local', redirectTo(`${origin}/page`));
    // From a page elsewhere, the allowed origin is a loopback address on a port no URL may name.
    expect(
      await reasonOf(safeFetch('http://outside.example/to-local', LIMITS, publicNames('8.8.8.8'))),
    ).toBe('bad-url');
    handlers.set('/hop', redirectTo('/page'));
    expect((await safeFetch(`${origin}/hop`, LIMITS)).body.toString()).toBe('local');
  });

  it('tries every checked address in turn, not only the first', async () => {
    handlers.set('/page', (_req, res) => res.writeHead(200).end('second'));
    const fetched = await safeFetch(
      'http://two.example/page',
      LIMITS,
      publicNames(refusing, '8.8.8.8'),
    );
    expect(fetched.body.toString()).toBe('second');
    expect(
      await reasonOf(safeFetch('http://two.example/page', LIMITS, publicNames(refusing))),
    ).toBe('unreachable');
  });

  it("destroys a redirect's body instead of reading it", async () => {
    handlers.set('/page', (_req, res) => res.writeHead(200).end('after'));
    const redirect = endless(302, { location: '/page' });
    handlers.set('/endless-redirect', redirect.handler);
    expect((await safeFetch(`${origin}/endless-redirect`, LIMITS)).body.toString()).toBe('after');
    expect(await closedWithin(redirect.closed, 500)).toBe(true);
  });

  it('stops reading when it returns: an error status is answered at once, its body dropped', async () => {
    const missing = endless(404, { 'content-type': 'text/html' });
    handlers.set('/endless-404', missing.handler);
    const started = Date.now();
    expect(
      await reasonOf(safeFetch(`${origin}/endless-404`, { maxBytes: 1e6, timeoutMs: 1500 })),
    ).toBe('http-status');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await closedWithin(missing.closed, 500)).toBe(true);
  });

  it("reads a page's head past the byte limit when asked to truncate, and no further", async () => {
    const head = '<html><head><title>big</title></HEAD>';
    const page = endless(200, { 'content-type': 'text/html' });
    handlers.set('/endless-page', (req, res) => {
      page.handler(req, res);
      res.write(head);
    });
    const untilHead = await safeFetch(`${origin}/endless-page`, {
      ...LIMITS,
      truncate: true,
      stopAfter: '</head>',
    });
    expect(untilHead.body.toString()).toBe(head);
    expect(untilHead.truncated).toBe(true);
    expect(await closedWithin(page.closed, 500)).toBe(true);

    handlers.set('/big', (_req, res) =>
      res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)),
    );
    const cut = await safeFetch(`${origin}/big`, { ...LIMITS, truncate: true });
    expect(cut.body.length).toBe(LIMITS.maxBytes);
    expect(cut.truncated).toBe(true);
    handlers.set('/small', (_req, res) => res.writeHead(200).end('abc'));
    const whole = await safeFetch(`${origin}/small`, { ...LIMITS, truncate: true });
    expect({ body: whole.body.toString(), truncated: whole.truncated }).toEqual({
      body: 'abc',
      truncated: false,
    });
  });
});
