import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newObjectMetadata } from './object';
import { exportStorage, importStorage } from './persistence';
import { ObjectStore } from './store';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-export-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function seeded(): ObjectStore {
  const store = new ObjectStore();
  const data = Buffer.from([1, 2, 3, 4, 250]);
  const metadata = newObjectMetadata('demo.appspot.com', 'staging/u1/a b.png', data, {
    contentType: 'image/png',
    cacheControl: 'no-store',
    metadata: { owner: 'u1', firebaseStorageDownloadTokens: 't1,t2' },
  });
  store.put({ metadata, data });
  store.bucket('empty-bucket');
  return store;
}

describe('storage export and import', () => {
  it('round-trips bytes, metadata, tokens and empty buckets', async () => {
    const dir = tempDir();
    const original = seeded();
    await exportStorage(dir, original);
    const restored = new ObjectStore();
    expect(await importStorage(dir, restored)).toBe(1);
    const object = restored.get('demo.appspot.com', 'staging/u1/a b.png');
    const before = original.get('demo.appspot.com', 'staging/u1/a b.png');
    expect(object?.data.equals(before!.data)).toBe(true);
    expect(object?.metadata).toEqual(before?.metadata);
    expect(object?.metadata.downloadTokens).toEqual(['t1', 't2']);
    expect(restored.bucketNames().sort()).toEqual(['demo.appspot.com', 'empty-bucket']);
  });

  it("writes the official emulator's layout and records its section in the export metadata", async () => {
    const dir = tempDir();
    await exportStorage(dir, seeded());
    const root = path.join(dir, 'storage_export');
    expect(JSON.parse(readFileSync(path.join(root, 'buckets.json'), 'utf8'))).toEqual({
      buckets: [{ id: 'demo.appspot.com' }, { id: 'empty-bucket' }],
    });
    const [metaFile] = readdirSync(path.join(root, 'metadata'));
    const meta = JSON.parse(readFileSync(path.join(root, 'metadata', metaFile!), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({
      name: 'staging/u1/a b.png',
      size: 5,
      downloadTokens: ['t1', 't2'],
    });
    expect(typeof meta.crc32c).toBe('string');
    expect(existsSync(path.join(root, 'blobs', metaFile!.replace(/\.json$/, '')))).toBe(true);
    const overall = JSON.parse(
      readFileSync(path.join(dir, 'firebase-export-metadata.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(overall.storage).toEqual({
      version: expect.any(String) as string,
      path: 'storage_export',
    });
  });

  it('replaces a previous export whole and keeps other sections of the metadata file', async () => {
    const dir = tempDir();
    await exportStorage(dir, seeded());
    const store = new ObjectStore();
    const data = Buffer.from('x');
    store.put({ metadata: newObjectMetadata('b2', 'only.txt', data, {}), data });
    await exportStorage(dir, store);
    const restored = new ObjectStore();
    expect(await importStorage(dir, restored)).toBe(1);
    expect(restored.get('b2', 'only.txt')).toBeDefined();
    expect(readdirSync(dir).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('imports nothing from a directory without an export', async () => {
    expect(await importStorage(tempDir(), new ObjectStore())).toBe(0);
  });
});
