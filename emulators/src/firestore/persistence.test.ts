import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine } from './engine';
import { exportData, importData } from './persistence';

const admin = { admin: true } as const;
const DB = 'projects/demo-x/databases/(default)';
let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('export and import', () => {
  it('round-trips documents with their values and times', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fs-export-'));
    const source = new Engine();
    await source.commit(admin, {
      database: DB,
      writes: [
        {
          update: {
            name: `${DB}/documents/a/1`,
            fields: { n: { integerValue: '5' }, s: { stringValue: 'x' } },
          },
        },
        { update: { name: `${DB}/documents/a/1/sub/2`, fields: { d: { doubleValue: 1.5 } } } },
      ],
    });
    await exportData(source, dir);

    const target = new Engine();
    expect(await importData(target, dir)).toBe(2);
    const [found] = await target.batchGet(admin, {
      database: DB,
      documents: [`${DB}/documents/a/1`],
    });
    const original = source.database(DB).get('a/1');
    expect(target.database(DB).get('a/1')).toEqual(original);
    expect(found?.found).toBeDefined();
    expect(target.database(DB).get('a/1/sub/2')?.fields).toEqual({ d: { doubleValue: 1.5 } });
  });

  it('records the export in firebase-export-metadata.json next to other emulators', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fs-export-'));
    await exportData(new Engine(), dir);
    const metadata = JSON.parse(
      await readFile(path.join(dir, 'firebase-export-metadata.json'), 'utf8'),
    ) as {
      firestore?: { path?: string };
    };
    expect(metadata.firestore?.path).toBe('firestore_export');
  });

  it('imports nothing from an empty directory', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fs-export-'));
    expect(await importData(new Engine(), dir)).toBe(0);
  });
});
