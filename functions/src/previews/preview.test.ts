import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_ORIGIN_ENV } from '../platform/safeFetch';
import { readPreview } from './preview';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/page')
      res
        .writeHead(200, { 'content-type': 'text/html; charset=shift_jis' })
        .end(
          Buffer.concat([
            Buffer.from('<title>'),
            Buffer.from([0x82, 0xa0]),
            Buffer.from('</title><meta property="og:image" content="/a.png">'),
          ]),
        );
    else if (req.url === '/json')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    else if (req.url === '/big')
      res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(1024 * 1024 + 1));
    else res.writeHead(302, { location: 'http://10.1.2.3/' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env[ALLOW_ORIGIN_ENV] = origin;
});

afterAll(async () => {
  delete process.env[ALLOW_ORIGIN_ENV];
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('readPreview', () => {
  it('reads a page in its declared charset', async () => {
    expect(await readPreview(`${origin}/page`)).toEqual({
      url: `${origin}/page`,
      title: 'あ',
      image: `${origin}/a.png`,
    });
  });

  it('names each failure in the editor’s words', async () => {
    expect(await readPreview(`${origin}/json`)).toEqual({
      url: `${origin}/json`,
      failure: 'not-html',
    });
    expect((await readPreview(`${origin}/big`)).failure).toBe('too-large');
    expect((await readPreview(`${origin}/redirect`)).failure).toBe('refused');
    expect((await readPreview('gopher://example.com/')).failure).toBe('refused');
  });
});
