import { describe, expect, it } from 'vitest';
import { startStoragePersistence } from './journal';
import { newObjectMetadata } from './object';
import { importStorageSnapshot } from './persistence';
import { tempDirs } from '../shared/testing/tempDirs';
import { ObjectStore } from './store';

const tempDir = tempDirs('storage-journal-');

/** A store restored from `dir` as the next start would restore it: export, then journal. */
async function restart(dir: string): Promise<ObjectStore> {
  const store = new ObjectStore();
  const snapshot = await importStorageSnapshot(dir, store);
  const persistence = await startStoragePersistence(store, dir, snapshot.journal, () => undefined);
  await persistence.close();
  return store;
}

describe('storage journal', () => {
  it('replays uploads, metadata updates, deletes and buckets without a clean close', async () => {
    const dir = tempDir();
    const store = new ObjectStore();
    const persistence = await startStoragePersistence(store, dir, 0, () => undefined);
    const put = (name: string, text: string) => {
      const data = Buffer.from(text);
      store.put({
        metadata: newObjectMetadata('b', name, data, { contentType: 'text/plain' }),
        data,
      });
    };
    put('kept.txt', 'kept');
    put('gone.txt', 'gone');
    put('kept.txt', 'kept, second version');
    const patched = structuredClone(store.get('b', 'kept.txt')!.metadata);
    patched.customMetadata = { note: 'patched' };
    store.setMetadata(patched);
    store.delete('b', 'gone.txt');
    store.bucket('empty');
    await persistence.flush();
    // No close(): the process "dies" here, before any export of these changes.

    const restored = await restart(dir);
    expect(restored.get('b', 'kept.txt')?.data.toString()).toBe('kept, second version');
    expect(restored.get('b', 'kept.txt')?.metadata).toEqual(patched);
    expect(restored.get('b', 'gone.txt')).toBeUndefined();
    expect(restored.bucketNames().sort()).toEqual(['b', 'empty']);
    // close() compacted it into the export: a second restart needs no journal and agrees.
    const again = await restart(dir);
    expect(again.get('b', 'kept.txt')?.metadata).toEqual(patched);
  });
});
