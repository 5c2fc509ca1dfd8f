// Export and import under a data directory, in the layout firebase-tools uses:
// firebase-export-metadata.json gets a `firestore` section pointing at our own JSON dump; every
// file is replaced atomically, so a crash mid-export leaves the previous export intact.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../shared/atomicWrite';
import type { FirestoreValue } from '../rules/types';
import type { Engine } from './engine';
import {
  fromJsonFields,
  isoToTimestamp,
  microsToTs,
  timestampToIso,
  toJsonFields,
  tsMicros,
} from './values';

const METADATA = 'firebase-export-metadata.json';
const FOLDER = 'firestore_export';
const DUMP = 'spaces-firestore-export.json';
const FORMAT = 'spaces-firestore/1';

interface ExportedDocument {
  path: string;
  fields: Record<string, FirestoreValue>;
  createTime: string;
  updateTime: string;
}

export interface Dump {
  format: string;
  databases: Record<string, ExportedDocument[]>;
  /** The journal epoch from which changes are not in this dump (see ./journal.ts). */
  journal?: number;
}

export async function exportData(engine: Engine, directory: string): Promise<void> {
  await writeSnapshot(directory, snapshotOf(engine));
}

/** The current documents, captured synchronously (no write can land half-way). */
export function snapshotOf(engine: Engine): Dump {
  const dump: Dump = { format: FORMAT, databases: {} };
  for (const db of engine.allDatabases()) {
    const docs: ExportedDocument[] = [];
    for (const [docPath, doc] of db.all()) {
      docs.push({
        path: docPath,
        fields: toJsonFields(doc.fields),
        createTime: timestampToIso(microsToTs(doc.createTime)),
        updateTime: timestampToIso(microsToTs(doc.updateTime)),
      });
    }
    if (docs.length > 0) dump.databases[db.name] = docs.sort((a, b) => (a.path < b.path ? -1 : 1));
  }
  return dump;
}

/** Writes a dump and the metadata that points at it; returns the dump's size in bytes. */
export async function writeSnapshot(directory: string, dump: Dump): Promise<number> {
  const text = JSON.stringify(dump);
  // Data first, then the metadata that points at it.
  await writeFileAtomic(path.join(directory, FOLDER, DUMP), text);
  const metadataFile = path.join(directory, METADATA);
  const metadata = (await readJsonIfExists(metadataFile)) ?? {};
  metadata.firestore = { version: FORMAT, path: FOLDER, metadata_file: `${FOLDER}/${DUMP}` };
  await writeFileAtomic(metadataFile, JSON.stringify(metadata, null, 2));
  return text.length;
}

/** Loads an export; returns the number of documents, or 0 when the directory holds none. */
export async function importData(engine: Engine, directory: string): Promise<number> {
  return (await importSnapshot(engine, directory)).documents;
}

/** Loads an export; also returns the journal epoch its changes stop at (0 without one). */
export async function importSnapshot(
  engine: Engine,
  directory: string,
): Promise<{ documents: number; journal: number }> {
  const metadata = await readJsonIfExists(path.join(directory, METADATA));
  const section = metadata?.firestore as { metadata_file?: string } | undefined;
  const file = path.join(directory, section?.metadata_file ?? `${FOLDER}/${DUMP}`);
  const dump = (await readJsonIfExists(file)) as Dump | undefined;
  if (!dump) return { documents: 0, journal: 0 };
  if (dump.format !== FORMAT) throw new Error(`${file} is not a ${FORMAT} export`);
  let count = 0;
  for (const [name, docs] of Object.entries(dump.databases)) {
    const db = engine.database(name);
    for (const d of docs) {
      const updateTime = tsMicros(isoToTimestamp(d.updateTime));
      const doc = {
        fields: fromJsonFields(d.fields),
        createTime: tsMicros(isoToTimestamp(d.createTime)),
        updateTime,
      };
      db.apply([{ path: d.path, before: null, after: doc }], updateTime);
      count++;
      engine.clock.observe(updateTime);
    }
  }
  return { documents: count, journal: dump.journal ?? 0 };
}

async function readJsonIfExists(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
