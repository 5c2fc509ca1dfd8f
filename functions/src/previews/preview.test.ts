import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_ORIGIN_ENV } from '../platform/safeFetch';
import { readPreview } from './preview';

let server: http.Server;
const BIG = `<html><head><title>Item</title><meta property="og:image" content="/i.png"></head><body>${'x'.repeat(2 * 1024 * 1024)}`;
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
      // A shop's or a video site's page: its tags in a head at the start of megabytes.
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-length': String(BIG.length) })
        .end(BIG);
    else if (req.url === '/big-headless')
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${'x'.repeat(1024 * 1024)}`);
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
    expect((await readPreview(`${origin}/redirect`)).failure).toBe('refused');
    expect((await readPreview('gopher://example.com/')).failure).toBe('refused');
  });

  it('reads the head of a page past a megabyte instead of refusing it', async () => {
    expect(await readPreview(`${origin}/big`)).toEqual({
      url: `${origin}/big`,
      title: 'Item',
      image: `${origin}/i.png`,
    });
    // No head at all: the first megabyte says nothing, which is no failure.
    expect(await readPreview(`${origin}/big-headless`)).toEqual({ url: `${origin}/big-headless` });
  });
});
