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
    expect(await reasonOf(safeFetch(`http://localhost:${port}/page`, LIMITS))).toBe(
      'blocked-address',
    );
    const rebinding = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    expect(
      await reasonOf(safeFetch(`http://attacker.example:${port}/page`, LIMITS, rebinding)),
    ).toBe('blocked-address');
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const mixed = () =>
      Promise.resolve([
        { address: '8.8.8.8', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ]);
    expect(await reasonOf(safeFetch('https://mixed.example/', LIMITS, mixed))).toBe(
      'blocked-address',
    );
  });

  it('refuses a name that does not resolve', async () => {
    const none = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await reasonOf(safeFetch('https://nowhere.example/', LIMITS, none))).toBe(
      'unresolvable',
    );
  });

  it('checks every redirect again', async () => {
    handlers.set('/to-private', redirectTo('http://192.168.1.1/admin'));
    handlers.set('/to-loopback-name', redirectTo(`http://localhost:${port}/page`));
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
      expect(await reasonOf(safeFetch(`${origin}/page`, LIMITS))).toBe('blocked-address');
    } finally {
      process.env[ALLOW_ORIGIN_ENV] = origin;
    }
  });
});
