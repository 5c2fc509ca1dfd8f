import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newObjectMetadata } from './object';
import { exportStorage, importStorage } from './persistence';
import { tempDirs } from '../shared/testing/tempDirs';
import { ObjectStore } from './store';

const tempDir = tempDirs('storage-export-');

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

  it.each([
    ['flattened', 'demo.appspot.com%2Fdir%2Fa.txt', 'demo.appspot.com%2Fdir%2Fa.txt'],
    [
      'flattened on Windows',
      'demo.appspot.com%5Cdir%5Ca.txt',
      'demo.appspot.com%5Cdir%5Ca.txt',
      'dir\\a.txt',
    ],
    ['nested', 'demo.appspot.com/dir/a.txt', 'demo.appspot.com/dir/a.txt'],
    ['mapped', '0b6c7f1e-uuid', '0b6c7f1e-uuid'],
    ['decoded blob names', 'demo.appspot.com%2Fdir%2Fa.txt', 'demo.appspot.com/dir/a.txt'],
  ])("imports Google's %s layout", async (_layout, metadataName, blobName, name = 'dir/a.txt') => {
    const dir = tempDir();
    const root = path.join(dir, 'storage_export');
    const write = (file: string, data: string) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
    };
    write(path.join(root, 'blobs', blobName), 'hello');
    write(
      path.join(root, 'metadata', `${metadataName}.json`),
      JSON.stringify({
        name,
        bucket: 'demo.appspot.com',
        contentType: 'text/plain',
        metageneration: 1,
        generation: 1648084940926,
        storageClass: 'STANDARD',
        downloadTokens: ['t1'],
        etag: 'e',
        timeCreated: '2022-03-24T01:22:20.926Z',
        updated: '2022-03-24T01:22:20.926Z',
        size: 5,
        md5Hash: 'XUFAKrxLKna5cZ2REBfFkg==',
        crc32c: '0',
      }),
    );
    const store = new ObjectStore();
    expect(await importStorage(dir, store)).toBe(1);
    expect(store.get('demo.appspot.com', 'dir/a.txt')?.data.toString()).toBe('hello');
  });

  it('skips an object whose blob is missing and says which', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'storage_export', 'metadata'), { recursive: true });
    writeFileSync(path.join(dir, 'storage_export', 'metadata', 'x.json'), '{}');
    const lines: string[] = [];
    expect(await importStorage(dir, new ObjectStore(), (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([expect.stringContaining('metadata/x.json')]);
  });

  it('imports nothing from a directory without an export', async () => {
    expect(await importStorage(tempDir(), new ObjectStore())).toBe(0);
  });
});
