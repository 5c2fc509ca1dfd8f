// Decision 042: which web pages may use the Storage emulator, and who may use its Cloud Storage
// JSON API. A page the developer opens while the stack runs must not read the local exports or
// replace an image: only the stack's origins get CORS, and the GCS routes serve the admin only.
// Most cases run against an emulator of their own (the origins are its option); the last ones
// check that the stack passes its Hosting origin.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageEmulator, type StorageEmulator } from '../../src/storage';
import { BUCKET, PROJECT_ID, STORAGE_HOST, STORAGE_PORT, testFolder } from './backend';

const HOSTING = 'http://127.0.0.1:5000';
const FOREIGN = 'https://example.com';
const owner = { Authorization: 'Bearer owner' };
/** What @google-cloud/storage sends to an emulator instead of a token. */
const gcsClient = { 'x-goog-api-client': 'gl-node/22.0.0 gccl/8.4.0-CJS' };
const userToken = (uid: string) =>
  `Bearer e30.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid })).toString('base64url')}.`;
const NAME = 'exports/owner-1/letters.zip';

let guarded: StorageEmulator;
let open: StorageEmulator;

async function put(emulator: StorageEmulator, name: string, body: string): Promise<void> {
  const res = await fetch(
    `${emulator.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`,
    { method: 'POST', headers: { ...owner, 'Content-Type': 'text/plain' }, body },
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  const quiet = () => {};
  [guarded, open] = await Promise.all([
    startStorageEmulator({ port: 0, projectId: PROJECT_ID, corsOrigins: [HOSTING], log: quiet }),
    startStorageEmulator({ port: 0, projectId: PROJECT_ID, log: quiet }),
  ]);
  await put(guarded, NAME, 'dear creator');
});
afterAll(async () => {
  await Promise.all([guarded.close(), open.close()]);
});

const preflight = (origin: string, url: string, headers = 'authorization') =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': headers,
    },
  });
const mediaUrl = (emulator: StorageEmulator, name = NAME) =>
  `${emulator.origin}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media`;

describe('CORS with the stack origins given', () => {
  it('answers the stack origin, preflight and request', async () => {
    const pre = await preflight(HOSTING, mediaUrl(guarded));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(HOSTING);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    const res = await fetch(mediaUrl(guarded), { headers: { ...owner, Origin: HOSTING } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(HOSTING);
    expect(await res.text()).toBe('dear creator');
  });

  it('refuses a foreign preflight, without CORS headers', async () => {
    for (const url of [mediaUrl(guarded), `${guarded.origin}/v0/b/${BUCKET}/o/x`]) {
      const res = await preflight(FOREIGN, url);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
    }
    // Another port of the loopback address is another origin.
    const otherPort = await preflight('http://127.0.0.1:5001', mediaUrl(guarded));
    expect(otherPort.status).toBe(403);
  });

  it('gives a foreign page no CORS headers and no data, even with the admin token', async () => {
    const res = await fetch(mediaUrl(guarded), { headers: { ...owner, Origin: FOREIGN } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.text()).not.toContain('dear creator');
  });

  it("refuses a foreign page's simple POST to the control routes", async () => {
    const reset = await fetch(`${guarded.origin}/internal/reset`, {
      method: 'POST',
      headers: { Origin: FOREIGN, 'Content-Type': 'text/plain' },
    });
    expect(reset.status).toBe(403);
    expect((await fetch(mediaUrl(guarded), { headers: owner })).status).toBe(200);
  });
});

describe('CORS without origins given (standalone, as Google emulator)', () => {
  it('answers any origin', async () => {
    const pre = await preflight(FOREIGN, `${open.origin}/v0/b/${BUCKET}/o/x`);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(FOREIGN);
  });
});

describe('the Cloud Storage JSON API serves the admin only', () => {
  const routes = (emulator: StorageEmulator) => {
    const encoded = encodeURIComponent(NAME);
    return [
      mediaUrl(emulator),
      `${emulator.origin}/storage/v1/b/${BUCKET}/o/${encoded}`,
      `${emulator.origin}/download/storage/v1/b/${BUCKET}/o/${encoded}?alt=media`,
      `${emulator.origin}/storage/v1/b/${BUCKET}/o?prefix=exports/`,
      `${emulator.origin}/storage/v1/b`,
      // The storage.googleapis.com-style URL of publicUrl() and getSignedUrl().
      `${emulator.origin}/${BUCKET}/${NAME}`,
    ];
  };

  it('refuses an unauthenticated GET with 401 in the GCS error shape', async () => {
    for (const emulator of [guarded, open]) {
      for (const url of routes(emulator)) {
        const res = await fetch(url);
        expect(res.status, url).toBe(401);
        const body = (await res.json()) as {
          error: { code: number; errors: Array<{ reason: string }> };
        };
        expect(body.error.code).toBe(401);
        expect(body.error.errors[0]?.reason).toBe('required');
      }
    }
  });

  it("refuses a signed-in user's GET with 403", async () => {
    const res = await fetch(mediaUrl(guarded), {
      headers: { Authorization: userToken('owner-1') },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('dear creator');
  });

  it('serves the admin token and the Cloud Storage client', async () => {
    for (const headers of [owner, gcsClient]) {
      for (const url of routes(guarded)) {
        const res = await fetch(url, { headers });
        expect(res.status, url).toBe(200);
        if (url.includes('alt=media') || !url.includes('/v1/'))
          expect(await res.text()).toBe('dear creator');
      }
    }
  });

  it('continues a resumable session by its URL alone, as Cloud Storage does', async () => {
    const name = 'exports/owner-1/resumed.zip';
    const start = await fetch(
      `${guarded.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=${encodeURIComponent(name)}`,
      { method: 'POST', headers: owner },
    );
    expect(start.status).toBe(200);
    const session = start.headers.get('location')!;
    const guessed = session.replace(/upload_id=[^&]+/, `upload_id=${randomUUID()}`);
    expect((await fetch(guessed, { method: 'PUT', body: 'x' })).status).toBe(404);
    expect((await fetch(session, { method: 'PUT', body: 'zip bytes' })).status).toBe(200);
    const stored = await fetch(mediaUrl(guarded, name), { headers: owner });
    expect(await stored.text()).toBe('zip bytes');
  });

  it('takes no upload, form or delete without credentials', async () => {
    const name = 'images/space-1/header-640.webp';
    await put(guarded, name, 'original');
    const attempts = [
      // A page needs no preflight for any of these.
      fetch(
        `${guarded.origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`,
        { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'replaced' },
      ),
      fetch(`${guarded.origin}/${BUCKET}`, {
        method: 'POST',
        body: (() => {
          const form = new FormData();
          form.set('key', name);
          form.set('file', new Blob(['replaced'], { type: 'image/webp' }));
          return form;
        })(),
      }),
      fetch(`${guarded.origin}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}`, {
        method: 'DELETE',
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(401);
    const kept = await fetch(mediaUrl(guarded, name), { headers: owner });
    expect(await kept.text()).toBe('original');
  });
});

describe("the stack's Storage emulator", () => {
  const hosting = process.env.SPACES_HOSTING_ORIGIN;
  const stackOrigin = `http://${STORAGE_HOST}:${STORAGE_PORT}`;
  const folder = testFolder('origins');
  let app: App;

  beforeAll(() => {
    if (!hosting) throw new Error('SPACES_HOSTING_ORIGIN is not set: start the stack first');
    app = initializeApp(
      { projectId: PROJECT_ID, storageBucket: BUCKET },
      `origins-${randomUUID()}`,
    );
  });
  afterAll(async () => {
    await deleteApp(app);
  });

  it('answers its Hosting origin and refuses another', async () => {
    const url = `${stackOrigin}/v0/b/${BUCKET}/o/x`;
    const ours = await preflight(hosting!, url);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(hosting);
    const foreign = await preflight(FOREIGN, url);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves an object through the GCS routes to firebase-admin, not to anyone', async () => {
    const file = getStorage(app).bucket().file(`${folder}/letter.txt`);
    await file.save('dear creator', { resumable: false, contentType: 'text/plain' });
    const [data] = await file.download();
    expect(data.toString()).toBe('dear creator');
    const res = await fetch(
      `${stackOrigin}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(file.name)}?alt=media`,
    );
    expect(res.status).toBe(401);
  });
});
