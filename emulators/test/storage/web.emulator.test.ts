// The web SDK (`firebase/storage`) against the Storage backend, as the emulator admin (`owner`),
// so these cases exercise the wire protocol; rules.emulator.test.ts covers signed-in users.
import { createHash } from 'node:crypto';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type UploadTask,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, patternBytes, testFolder, uploadPausedAndResumed, webStorage } from './backend';

let storage: FirebaseStorage;
let close: () => Promise<void>;
const folder = testFolder('web');

beforeAll(() => {
  ({ storage, close } = webStorage('owner'));
});
afterAll(async () => {
  await close();
});

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
/** Byte equality without vitest's element-by-element diffing of large arrays. */
const sameBytes = (actual: ArrayBuffer | Uint8Array, expected: Uint8Array) =>
  expect(Buffer.from(actual as Uint8Array).equals(expected)).toBe(true);

async function expectStorageError(promise: Promise<unknown>, code: string): Promise<void> {
  await expect(promise).rejects.toMatchObject({ code });
}

describe('uploads', () => {
  it('uploadBytes stores the bytes and the metadata sent with them', async () => {
    const data = patternBytes(1000, 7);
    const r = ref(storage, `${folder}/simple.bin`);
    const result = await uploadBytes(r, data, {
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      customMetadata: { owner: 'u1' },
    });
    expect(result.metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: `${folder}/simple.bin`,
      name: 'simple.bin',
      size: 1000,
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      customMetadata: { owner: 'u1' },
      md5Hash: md5(data),
    });
    expect(new Uint8Array(await getBytes(r))).toEqual(data);
  });

  it('uploadString accepts raw, base64 and data URL strings', async () => {
    const raw = ref(storage, `${folder}/strings/raw.txt`);
    await uploadString(raw, 'héllo wörld', 'raw', { contentType: 'text/plain' });
    expect(Buffer.from(await getBytes(raw)).toString('utf8')).toBe('héllo wörld');

    const b64 = ref(storage, `${folder}/strings/b64.bin`);
    await uploadString(b64, Buffer.from([1, 2, 3, 250]).toString('base64'), 'base64');
    expect([...new Uint8Array(await getBytes(b64))]).toEqual([1, 2, 3, 250]);

    const dataUrl = ref(storage, `${folder}/strings/pixel.svg`);
    const result = await uploadString(dataUrl, 'data:image/svg+xml;base64,PHN2Zy8+', 'data_url');
    expect(result.metadata.contentType).toBe('image/svg+xml');
    expect(Buffer.from(await getBytes(dataUrl)).toString('utf8')).toBe('<svg/>');
  });

  it('uploadBytesResumable of 5 MB paused and resumed mid-way completes with identical bytes', async () => {
    const data = patternBytes(5 * 1024 * 1024, 42);
    const r = ref(storage, `${folder}/resumable/big.bin`);
    const { task, pausedAt, states } = await uploadPausedAndResumed(r, data, {
      contentType: 'application/octet-stream',
    });
    expect(pausedAt).toBeGreaterThan(0);
    expect(states).toContain('paused');
    expect(task.snapshot.state).toBe('success');
    expect(task.snapshot.metadata.size).toBe(data.length);
    expect(task.snapshot.metadata.md5Hash).toBe(md5(data));
    const downloaded = new Uint8Array(await getBytes(r));
    expect(downloaded.length).toBe(data.length);
    expect(md5(downloaded)).toBe(md5(data));
  });

  it('uploadBytesResumable of 33 MiB completes through chunks growing to 16 MiB', async () => {
    // 256 KiB doubling to 16 MiB sums to 32 MiB - 256 KiB, so 33 MiB needs every chunk size.
    const data = patternBytes(33 * 1024 * 1024, 77);
    const r = ref(storage, `${folder}/resumable/large.bin`);
    const snapshot = await uploadBytesResumable(r, data);
    expect(snapshot.metadata.size).toBe(data.length);
    expect(snapshot.metadata.md5Hash).toBe(md5(data));
    sameBytes(await getBytes(r), data);
  }, 60_000);

  it('a canceled resumable upload leaves no object', async () => {
    const r = ref(storage, `${folder}/resumable/canceled.bin`);
    const task: UploadTask = uploadBytesResumable(r, patternBytes(3 * 1024 * 1024, 3));
    const outcome = new Promise<unknown>((resolve) => {
      task.on(
        'state_changed',
        (snapshot) => {
          if (snapshot.bytesTransferred > 0) task.cancel();
        },
        resolve,
        () => resolve('completed'),
      );
    });
    expect(await outcome).toMatchObject({ code: 'storage/canceled' });
    await expectStorageError(getMetadata(r), 'storage/object-not-found');
  });

  it('a small uploadBytesResumable goes in one multipart request', async () => {
    const data = patternBytes(10_000, 11);
    const r = ref(storage, `${folder}/resumable/small.bin`);
    const snapshot = await uploadBytesResumable(r, data, { customMetadata: { k: 'v' } });
    expect(snapshot.metadata.customMetadata).toEqual({ k: 'v' });
    expect(new Uint8Array(await getBytes(r))).toEqual(data);
  });
});

describe('downloads', () => {
  const data = patternBytes(300_000, 9);
  const path = `${folder}/downloads/file.bin`;

  beforeAll(async () => {
    await uploadBytes(ref(storage, path), data, { contentType: 'application/x-test' });
  });

  it('getDownloadURL returns a token URL that serves the bytes without credentials', async () => {
    const url = await getDownloadURL(ref(storage, path));
    expect(url).toContain('alt=media');
    expect(url).toContain('token=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-test');
    sameBytes(await res.arrayBuffer(), data);
  });

  it('getBytes honours maxDownloadSizeBytes with a range request', async () => {
    const head = new Uint8Array(await getBytes(ref(storage, path), 1000));
    expect(head).toEqual(data.subarray(0, 1000));
  });

  it('getStream streams the whole object', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of getStream(ref(storage, path)))
      chunks.push(Buffer.from(chunk as Uint8Array));
    sameBytes(Buffer.concat(chunks), data);
  });

  it('reading a missing object is object-not-found', async () => {
    await expectStorageError(
      getBytes(ref(storage, `${folder}/missing.bin`)),
      'storage/object-not-found',
    );
    await expectStorageError(
      getMetadata(ref(storage, `${folder}/missing.bin`)),
      'storage/object-not-found',
    );
  });
});

describe('metadata', () => {
  it('updateMetadata sets and removes fields and custom keys', async () => {
    const r = ref(storage, `${folder}/meta/a.txt`);
    await uploadString(r, 'a', 'raw', {
      contentType: 'text/plain',
      customMetadata: { keep: '1', drop: '2' },
    });
    const before = await getMetadata(r);
    const after = await updateMetadata(r, {
      cacheControl: 'no-store',
      contentDisposition: 'inline',
      contentType: 'text/markdown',
      customMetadata: { drop: null as unknown as string, added: 'yes' },
    });
    expect(after).toMatchObject({
      cacheControl: 'no-store',
      contentDisposition: 'inline',
      contentType: 'text/markdown',
      customMetadata: { keep: '1', added: 'yes' },
    });
    expect(after.customMetadata).not.toHaveProperty('drop');
    expect(Number(after.metageneration)).toBe(Number(before.metageneration) + 1);
    expect(after.generation).toBe(before.generation);

    const cleared = await updateMetadata(r, { cacheControl: null as unknown as string });
    expect(cleared.cacheControl).toBeUndefined();
    expect((await getMetadata(r)).contentType).toBe('text/markdown');
  });

  it('updateMetadata on a missing object is object-not-found', async () => {
    await expectStorageError(
      updateMetadata(ref(storage, `${folder}/meta/missing`), { contentType: 'text/plain' }),
      'storage/object-not-found',
    );
  });
});

describe('listing and deleting', () => {
  const base = `${folder}/tree`;

  beforeAll(async () => {
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'sub1/x.txt', 'sub1/deep/y.txt', 'sub2/z.txt']) {
      await uploadString(ref(storage, `${base}/${name}`), name);
    }
  });

  it('listAll returns the direct items and the sub-folders as prefixes', async () => {
    const result = await listAll(ref(storage, base));
    expect(result.items.map((i) => i.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(result.prefixes.map((p) => p.fullPath)).toEqual([`${base}/sub1`, `${base}/sub2`]);
  });

  it('list pages with maxResults and the returned page token', async () => {
    const first = await list(ref(storage, base), { maxResults: 2 });
    expect(first.items.map((i) => i.name)).toEqual(['a.txt', 'b.txt']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(ref(storage, base), {
      maxResults: 2,
      pageToken: first.nextPageToken!,
    });
    expect(second.items.map((i) => i.name)).toEqual(['c.txt']);
    expect(second.prefixes.map((p) => p.name)).toEqual(['sub1']);
    const third = await list(ref(storage, base), {
      maxResults: 2,
      pageToken: second.nextPageToken!,
    });
    expect(third.prefixes.map((p) => p.name)).toEqual(['sub2']);
    expect(third.nextPageToken).toBeUndefined();
  });

  it('deleteObject removes the object; deleting again is object-not-found', async () => {
    const r = ref(storage, `${base}/sub2/z.txt`);
    await deleteObject(r);
    await expectStorageError(getMetadata(r), 'storage/object-not-found');
    await expectStorageError(deleteObject(r), 'storage/object-not-found');
    expect((await listAll(ref(storage, base))).prefixes.map((p) => p.name)).toEqual(['sub1']);
  });
});
