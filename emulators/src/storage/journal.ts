// Crash-safe persistence of the Storage emulator's data directory (decision 027): the export
// (./persistence.ts) plus a journal of every change since it (../shared/journal.ts). A new
// object's bytes go to their own file at once; its record (full metadata naming that file)
// follows once the bytes are durable, in the next batch fsync'd within about 200 ms. The journal
// is replayed at start and compacted into a new export at start, when it outgrows the export,
// and at close.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startJournaling, type Persistence } from '../shared/journal';
import { deserialize, exportStorage, serialize, type SerializedMetadata } from './persistence';
import type { ObjectStore, StoreChange } from './store';

const FOLDER = 'storage_journal';
/** Compact once the journal (with its bytes) is larger than this and than the last export. */
const MIN_COMPACT_BYTES = 64 * 1024 * 1024;

type Record =
  | { op: 'bucket'; bucket: string }
  | { op: 'put'; m: SerializedMetadata; blob: string }
  | { op: 'metadata'; m: SerializedMetadata }
  | { op: 'delete'; bucket: string; name: string }
  | { op: 'clear' };

/**
 * Replays `dataDir`'s journal from `replayFrom` (the epoch of the export just imported from it),
 * writes a fresh export and journals every later change.
 */
export async function startStoragePersistence(
  store: ObjectStore,
  dataDir: string,
  replayFrom: number,
  log: (line: string) => void,
): Promise<Persistence> {
  const dir = path.join(dataDir, FOLDER);
  const { journal, appended, persistence } = await startJournaling(dir, replayFrom, {
    kind: 'export',
    replay: async (record) => ((await replay(store, dir, record as Record)) ? 1 : undefined),
    write: async (epoch) => {
      const bytes = totalBytes(store);
      await exportStorage(dataDir, store, epoch);
      return bytes;
    },
    minBytes: MIN_COMPACT_BYTES,
    log,
  });
  store.onChange = (change: StoreChange) => {
    switch (change.kind) {
      case 'put': {
        const blob = journal.writeBlob(randomUUID(), change.object.data);
        journal.append(
          { op: 'put', m: serialize(change.object), blob: blob.name } satisfies Record,
          blob.written,
        );
        break;
      }
      case 'metadata':
        journal.append({ op: 'metadata', m: serialize(change.object) } satisfies Record);
        break;
      case 'bucket':
        journal.append({ op: 'bucket', bucket: change.bucket } satisfies Record);
        break;
      case 'delete':
        journal.append({ op: 'delete', bucket: change.bucket, name: change.name } satisfies Record);
        break;
      case 'clear':
        journal.append({ op: 'clear' } satisfies Record);
        break;
    }
    appended();
  };
  return persistence(() => {
    store.onChange = undefined;
  });
}

/** Applies one record; false when it cannot be (its bytes are missing): replay stops there. */
async function replay(store: ObjectStore, dir: string, record: Record): Promise<boolean> {
  switch (record.op) {
    case 'bucket':
      store.bucket(record.bucket);
      return true;
    case 'put': {
      let data: Buffer;
      try {
        data = await readFile(path.join(dir, path.basename(record.blob)));
      } catch {
        return false;
      }
      const metadata = deserialize(record.m);
      if (data.byteLength !== metadata.size) return false;
      store.put({ metadata, data });
      return true;
    }
    case 'metadata':
      store.setMetadata(deserialize(record.m));
      return true;
    case 'delete':
      store.delete(record.bucket, record.name);
      return true;
    case 'clear':
      store.clear();
      return true;
  }
}

function totalBytes(store: ObjectStore): number {
  let bytes = 0;
  for (const object of store.all()) bytes += object.data.byteLength;
  return bytes;
}
