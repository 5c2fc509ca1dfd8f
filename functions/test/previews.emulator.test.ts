// Link previews on the stack: the functions fetch a page the test serves on the origin the local
// stack allows (SPACES_FETCH_ALLOW_ORIGIN), read its tags, and bring its image through the
// pipeline; the same server under a loopback name, a redirect to a private address and a non-HTML
// answer are refused, and a page of megabytes is read up to its head.
import { createSpace, importLinkImage, previewLink } from '@spaces/contracts';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, warmUp } from './support/call';
import { db } from './support/firestore';
import { processed } from './support/images';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

const allowed = new URL(process.env.SPACES_FETCH_ALLOW_ORIGIN ?? 'http://127.0.0.1:5009');
const origin = allowed.origin;
let server: http.Server;
let owner: TestUser;
let spaceId: string;
let cover: Buffer;

const PAGE = `<!doctype html><html><head>
<meta charset="utf-8"><title>ページのタイトル</title>
<meta property="og:title" content="Mika&#39;s new single">
<meta property="og:description" content="配信開始 — out now">
<meta property="og:image" content="/cover.png">
<script>document.write('<meta property="og:title" content="not this">')</script>
</head><body>hello</body></html>`;

beforeAll(async () => {
  cover = await sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    if (path === '/page')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else if (path === '/cover.png') res.writeHead(200, { 'content-type': 'image/png' }).end(cover);
    else if (path === '/to-private')
      res.writeHead(302, { location: 'http://10.0.0.7/admin' }).end();
    else if (path === '/to-metadata')
      res.writeHead(301, { location: 'http://169.254.169.254/computeMetadata/v1/' }).end();
    else if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Big shop</title></head><body>');
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 40; i += 1) res.write(chunk);
      res.end();
    } else if (path === '/json')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"og:title":"no"}');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(allowed.port), allowed.hostname, resolve),
  );
  owner = await newUser();
  await warmUp([createSpace, previewLink, importLinkImage]);
  spaceId = (await call(createSpace, owner, { slug: `pv-${unique()}`, displayName: 'Mika' })).space
    .spaceId;
}, WARM_UP_TIMEOUT_MS);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('previewLink', () => {
  it('reads a page’s Open Graph tags, never a script’s', async () => {
    expect(await call(previewLink, owner, { spaceId, url: `${origin}/page` })).toEqual({
      url: `${origin}/page`,
      title: "Mika's new single",
      description: '配信開始 — out now',
      image: `${origin}/cover.png`,
    });
  });

  it.each([
    ['a loopback name', `http://localhost:${allowed.port}/page`],
    ['a redirect to a private address', `${origin}/to-private`],
    ['a redirect to the metadata server', `${origin}/to-metadata`],
    ['a private address', 'http://192.168.1.1/'],
    ['a non-web scheme', 'file:///etc/passwd'],
  ])('refuses %s', async (_what, url) => {
    expect(await call(previewLink, owner, { spaceId, url })).toMatchObject({
      failure: 'refused',
    });
  });

  it('reads the head of a page of megabytes, and refuses an answer that is not HTML', async () => {
    expect(await call(previewLink, owner, { spaceId, url: `${origin}/huge` })).toEqual({
      url: `${origin}/huge`,
      title: 'Big shop',
    });
    expect(await call(previewLink, owner, { spaceId, url: `${origin}/json` })).toEqual({
      url: `${origin}/json`,
      failure: 'not-html',
    });
  });

  it('brings the page’s image through the pipeline onto the owner’s card', async () => {
    await db()
      .collection('spaces')
      .doc(spaceId)
      .update({ cards: [{ id: 'c1', title: 'Single', text: '', visible: true }] });
    const answer = await call(importLinkImage, owner, {
      spaceId,
      itemId: 'c1',
      url: `${origin}/cover.png`,
    });
    expect(answer.uploadId).toMatch(/^[A-Za-z0-9]{20}$/);
    const upload = await processed(answer.uploadId!);
    expect(upload).toMatchObject({ status: 'ready', uid: owner.uid, slot: 'card' });
    expect(upload.image?.path).toMatch(new RegExp(`^images/${owner.uid}/`));
    expect(
      await call(importLinkImage, owner, { spaceId, itemId: 'c1', url: `${origin}/to-private` }),
    ).toEqual({ failure: 'refused' });
  });

  it('holds the page’s image for a button not saved yet, as its thumbnail', async () => {
    const answer = await call(importLinkImage, owner, {
      spaceId,
      slot: 'button',
      url: `${origin}/cover.png`,
    });
    const upload = await processed(answer.uploadId!);
    expect(upload).toMatchObject({ status: 'ready', slot: 'button', spaceId });
    expect(upload.itemId).toBeUndefined();
    expect(upload.image).toMatchObject({ width: 80, height: 80 });
    const held = (await db().collection('spaces').doc(spaceId).get()).get('heldImages') as {
      slot: string;
      image: { path: string };
    }[];
    expect(held.map((h) => [h.slot, h.image.path])).toContainEqual(['button', upload.image!.path]);
  });
});
