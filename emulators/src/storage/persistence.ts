// Import and export in the official emulator's `storage_export/` layout, so data moves between
// this emulator and firebase-tools' (buckets.json, blobs/<diskName>, metadata/<diskName>.json).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../shared/atomicWrite';
import type { ObjectMetadata, StoredObject } from './object';
import type { ObjectStore } from './store';

const EXPORT_DIR = 'storage_export';
const METADATA_FILE = 'firebase-export-metadata.json';
const FORMAT_VERSION = '15.34.2';
/** Our addition to the official layout: the journal epoch the export was taken at. */
const JOURNAL_MARKER = 'spaces-journal.json';

export interface SerializedMetadata {
  name: string;
  bucket: string;
  generation: number;
  metageneration: number;
  contentType: string;
  storageClass: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
  downloadTokens: string[];
  etag: string;
  customMetadata?: Record<string, string>;
  timeCreated: string;
  updated: string;
  size: number;
  md5Hash: string;
  /** Decimal string of the uint32, as the official emulator writes it. */
  crc32c: string;
}

export async function importStorage(
  dataDir: string,
  store: ObjectStore,
  log?: (line: string) => void,
): Promise<number> {
  return (await importStorageSnapshot(dataDir, store, log)).objects;
}

/** Imports `storage_export/`; also returns the journal epoch its changes stop at (0 without one). */
export async function importStorageSnapshot(
  dataDir: string,
  store: ObjectStore,
  log: (line: string) => void = console.warn,
): Promise<{ objects: number; journal: number }> {
  const root = path.join(dataDir, EXPORT_DIR);
  if (!existsSync(root)) return { objects: 0, journal: 0 };
  const marker = await readJsonFile<{ epoch?: number }>(path.join(root, JOURNAL_MARKER));
  const buckets = await readJsonFile<{ buckets?: Array<{ id: string }> }>(
    path.join(root, 'buckets.json'),
  );
  for (const bucket of buckets?.buckets ?? []) store.bucket(bucket.id);
  let count = 0;
  for (const file of await walk(path.join(root, 'metadata'))) {
    if (!file.endsWith('.json')) continue;
    const serialized = await readJsonFile<SerializedMetadata>(file);
    if (!serialized) continue;
    const relative = path.relative(path.join(root, 'metadata'), file).slice(0, -'.json'.length);
    const blob = blobOf(root, relative);
    if (!blob) {
      // As Google's emulator does: the object is left out, the rest imports.
      log(`storage export: no blob for metadata/${relative}.json; object skipped`);
      continue;
    }
    const metadata = deserialize(serialized);
    // Exported on Windows: the name's separators are backslashes (its first separator tells).
    if (/^[^/]*\\/.test(metadata.name)) metadata.name = metadata.name.replaceAll('\\', '/');
    store.put({ metadata, data: await readFile(blob) });
    count++;
  }
  return { objects: count, journal: marker?.epoch ?? 0 };
}

/**
 * The blob beside a metadata file. Google's emulator has written three layouts over time: the
 * blob under the metadata file's own name (mapped: a UUID; flattened: the URL-encoded
 * `bucket%2Fobject`, `%5C` on Windows), or nested in folders (`bucket/object`); older exports
 * name it by the decoded path.
 */
function blobOf(root: string, relative: string): string | undefined {
  return [relative, decodeURIComponent(relative)]
    .map((name) => path.join(root, 'blobs', name))
    .find((candidate) => existsSync(candidate));
}

/**
 * Writes the export beside the old one and swaps directories, so an interrupted export never
 * leaves a half-written `storage_export/`; then records the section in the shared metadata file.
 */
export async function exportStorage(
  dataDir: string,
  store: ObjectStore,
  /** The journal epoch from which changes are not in this export (see ./journal.ts). */
  journal?: number,
): Promise<void> {
  // Captured before the first await, so the export is the state of one moment.
  const objects = [...store.all()].map((o) => ({ metadata: o.metadata, data: o.data }));
  const buckets = store.bucketNames().map((id) => ({ id }));
  await mkdir(dataDir, { recursive: true });
  const target = path.join(dataDir, EXPORT_DIR);
  const staging = path.join(dataDir, `.${EXPORT_DIR}.${randomUUID()}`);
  await mkdir(path.join(staging, 'blobs'), { recursive: true });
  await mkdir(path.join(staging, 'metadata'), { recursive: true });
  await writeFile(path.join(staging, 'buckets.json'), JSON.stringify({ buckets }, null, 2));
  if (journal !== undefined) {
    await writeFile(path.join(staging, JOURNAL_MARKER), JSON.stringify({ epoch: journal }));
  }
  for (const object of objects) {
    const diskName = randomUUID();
    await writeFile(path.join(staging, 'blobs', diskName), object.data);
    await writeFile(
      path.join(staging, 'metadata', `${encodeURIComponent(diskName)}.json`),
      JSON.stringify(serialize(object), null, 2),
    );
  }
  await syncTree(staging);
  const previous = path.join(dataDir, `.${EXPORT_DIR}.old.${randomUUID()}`);
  if (existsSync(target)) await rename(target, previous);
  await rename(staging, target);
  await rm(previous, { recursive: true, force: true });
  await recordSection(dataDir);
}

async function recordSection(dataDir: string): Promise<void> {
  const file = path.join(dataDir, METADATA_FILE);
  const current = (await readJsonFile<Record<string, unknown>>(file)) ?? {
    version: FORMAT_VERSION,
  };
  current.storage = { version: FORMAT_VERSION, path: EXPORT_DIR };
  await writeFileAtomic(file, JSON.stringify(current, null, 2));
}

/** fsyncs every file under `dir` (and the directories), so a rename publishes durable data. */
async function syncTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const paths = entries.map((e) => path.join(e.parentPath, e.name));
  for (const p of [...paths, dir]) {
    const handle = await open(p, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

export function serialize({ metadata: m }: Pick<StoredObject, 'metadata'>): SerializedMetadata {
  return {
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: m.metageneration,
    contentType: m.contentType,
    storageClass: 'STANDARD',
    contentEncoding: m.contentEncoding,
    contentDisposition: m.contentDisposition,
    contentLanguage: m.contentLanguage,
    cacheControl: m.cacheControl,
    customTime: m.customTime,
    downloadTokens: m.downloadTokens,
    etag: m.etag,
    customMetadata: Object.keys(m.customMetadata).length ? m.customMetadata : undefined,
    timeCreated: m.timeCreated,
    updated: m.updated,
    size: m.size,
    md5Hash: m.md5Hash,
    crc32c: String(m.crc32c),
  };
}

export function deserialize(s: SerializedMetadata): ObjectMetadata {
  return {
    bucket: s.bucket,
    name: s.name,
    generation: Number(s.generation),
    metageneration: Number(s.metageneration),
    contentType: s.contentType || 'application/octet-stream',
    contentEncoding: s.contentEncoding,
    contentDisposition: s.contentDisposition,
    contentLanguage: s.contentLanguage,
    cacheControl: s.cacheControl,
    customTime: s.customTime,
    customMetadata: { ...(s.customMetadata ?? {}) },
    downloadTokens: [...(s.downloadTokens ?? [])],
    timeCreated: s.timeCreated,
    updated: s.updated,
    size: Number(s.size),
    md5Hash: s.md5Hash,
    crc32c: Number(s.crc32c) >>> 0,
    etag: s.etag,
  };
}

async function walk(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function readJsonFile<T>(file: string): Promise<T | undefined> {
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as T;
}
