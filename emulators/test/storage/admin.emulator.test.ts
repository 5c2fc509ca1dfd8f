// firebase-admin's Storage (`getStorage().bucket()`, i.e. @google-cloud/storage) against the
// backend: the GCS JSON API subset, plus getDownloadURL and interop with the web SDK.
import { createHash, randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { getBytes, getMetadata, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, PROJECT_ID, patternBytes, testFolder, webStorage } from './backend';

let app: App;
const folder = testFolder('admin');
const bucket = () => getStorage(app).bucket();
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');

beforeAll(() => {
  app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: BUCKET },
    `admin-storage-${randomUUID()}`,
  );
});
afterAll(async () => {
  await deleteApp(app);
});

describe('uploads and downloads', () => {
  it('save() (resumable by default) stores bytes whose hashes the client validates', async () => {
    const data = Buffer.from(patternBytes(700_000, 5));
    const file = bucket().file(`${folder}/resumable.bin`);
    await file.save(data, {
      contentType: 'image/webp',
      metadata: { metadata: { source: 'admin' } },
    });
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: `${folder}/resumable.bin`,
      bucket: BUCKET,
      contentType: 'image/webp',
      size: String(data.length),
      md5Hash: md5(data),
      metadata: { source: 'admin' },
    });
  });

  it('save({resumable: false}) uploads in one multipart request', async () => {
    const file = bucket().file(`${folder}/multipart.json`);
    await file.save(JSON.stringify({ ok: true }), {
      resumable: false,
      contentType: 'application/json',
    });
    const [downloaded] = await file.download();
    expect(JSON.parse(downloaded.toString('utf8'))).toEqual({ ok: true });
    expect((await file.getMetadata())[0].contentType).toBe('application/json');
  });

  it('createWriteStream with a chunkSize uploads chunk by chunk', async () => {
    const data = Buffer.from(patternBytes(600 * 1024, 8));
    const file = bucket().file(`${folder}/chunked.bin`);
    await new Promise<void>((resolve, reject) => {
      const stream = file.createWriteStream({
        chunkSize: 256 * 1024,
        contentType: 'application/octet-stream',
      });
      stream.on('error', reject).on('finish', resolve);
      stream.end(data);
    });
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  it('download({start, end}) reads a byte range', async () => {
    const file = bucket().file(`${folder}/range.txt`);
    await file.save('0123456789', { resumable: false });
    const [part] = await file.download({ start: 2, end: 5, validation: false });
    expect(part.toString()).toBe('2345');
  });
});

describe('metadata, existence and deletion', () => {
  it('exists() tells a present object from a missing one', async () => {
    const file = bucket().file(`${folder}/exists.txt`);
    expect((await file.exists())[0]).toBe(false);
    await file.save('x', { resumable: false });
    expect((await file.exists())[0]).toBe(true);
  });

  it('setMetadata() merges custom metadata; null removes a key', async () => {
    const file = bucket().file(`${folder}/meta.txt`);
    await file.save('m', { resumable: false, metadata: { metadata: { a: '1', b: '2' } } });
    const [updated] = await file.setMetadata({
      cacheControl: 'no-cache',
      metadata: { b: null, c: '3' },
    });
    expect(updated.cacheControl).toBe('no-cache');
    expect(updated.metadata).toEqual({ a: '1', c: '3' });
    expect(updated.metageneration).toBe('2');
  });

  it('delete() removes the object; deleting a missing one is a 404', async () => {
    const file = bucket().file(`${folder}/delete.txt`);
    await file.save('d', { resumable: false });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
    await expect(file.getMetadata()).rejects.toMatchObject({ code: 404 });
  });
});

describe('listing, copy and move', () => {
  const base = `${folder}/tree`;

  beforeAll(async () => {
    for (const name of ['one.txt', 'two.txt', 'nested/three.txt']) {
      await bucket().file(`${base}/${name}`).save(name, { resumable: false });
    }
  });

  it('getFiles() with a prefix lists every object below it', async () => {
    const [files] = await bucket().getFiles({ prefix: `${base}/` });
    expect(files.map((f) => f.name)).toEqual([
      `${base}/nested/three.txt`,
      `${base}/one.txt`,
      `${base}/two.txt`,
    ]);
  });

  it('getFiles() with a delimiter returns direct objects and folder prefixes', async () => {
    const [files, , response] = await bucket().getFiles({
      prefix: `${base}/`,
      delimiter: '/',
      autoPaginate: false,
    });
    expect(files.map((f) => f.name)).toEqual([`${base}/one.txt`, `${base}/two.txt`]);
    expect((response as { prefixes?: string[] }).prefixes).toEqual([`${base}/nested/`]);
  });

  it('getFiles() pages with maxResults', async () => {
    const [page, next] = await bucket().getFiles({
      prefix: `${base}/`,
      maxResults: 2,
      autoPaginate: false,
    });
    expect(page).toHaveLength(2);
    expect(next).toMatchObject({ pageToken: expect.any(String) as string });
    const [rest] = await bucket().getFiles(next);
    expect(rest.map((f) => f.name)).toEqual([`${base}/two.txt`]);
  });

  it('copy() duplicates bytes and metadata', async () => {
    const source = bucket().file(`${base}/one.txt`);
    await source.setMetadata({ metadata: { tag: 'copied' } });
    const [copy] = await source.copy(`${folder}/copies/one.txt`);
    expect((await copy.download())[0].toString()).toBe('one.txt');
    expect((await copy.getMetadata())[0].metadata).toMatchObject({ tag: 'copied' });
    expect((await source.exists())[0]).toBe(true);
  });

  it('move() leaves the object only at its destination', async () => {
    const source = bucket().file(`${base}/two.txt`);
    await source.move(`${folder}/moved/two.txt`);
    const [moved] = await bucket().file(`${folder}/moved/two.txt`).download();
    expect(moved.toString()).toBe('two.txt');
    expect((await source.exists())[0]).toBe(false);
  });
});

describe('interop with the Firebase API', () => {
  it('getDownloadURL() gives a token URL for an admin-uploaded object', async () => {
    const file = bucket().file(`${folder}/download-url.txt`);
    await file.save('served', { resumable: false, contentType: 'text/plain' });
    const url = await getDownloadURL(file);
    expect(url).toContain('token=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('served');
  });

  it('publicUrl() serves the bytes of an object made public, to the admin only', async () => {
    const file = bucket().file(`${folder}/public/cover image.webp`);
    await file.save(Buffer.from('webp-bytes'), { resumable: false, contentType: 'image/webp' });
    await file.makePublic();
    // Decision 042: the emulator keeps no ACLs, so the URL serves nobody but the admin.
    expect((await fetch(file.publicUrl())).status).toBe(401);
    const res = await fetch(file.publicUrl(), { headers: { Authorization: 'Bearer owner' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await res.text()).toBe('webp-bytes');
  });

  it('the web SDK reads what the admin SDK wrote, with the same metadata', async () => {
    const data = Buffer.from(patternBytes(50_000, 12));
    await bucket()
      .file(`${folder}/shared.bin`)
      .save(data, {
        resumable: false,
        contentType: 'image/png',
        metadata: { metadata: { k: 'v' } },
      });
    const web = webStorage('owner');
    try {
      const r = ref(web.storage, `${folder}/shared.bin`);
      expect(Buffer.from(await getBytes(r)).equals(data)).toBe(true);
      expect(await getMetadata(r)).toMatchObject({
        contentType: 'image/png',
        size: data.length,
        customMetadata: { k: 'v' },
        md5Hash: md5(data),
      });
    } finally {
      await web.close();
    }
  });
});
