// A stored object's metadata, and the three views of it the APIs need: Firebase /v0 JSON,
// the GCS `storage#object` resource, and the `resource` variable Storage rules see.
import { createHash, randomUUID } from 'node:crypto';
import type { StorageObject } from '../rules/types';
import { crc32c, crc32cBase64 } from './crc32c';

export interface ObjectMetadata {
  bucket: string;
  name: string;
  generation: number;
  metageneration: number;
  contentType: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
  customMetadata: Record<string, string>;
  downloadTokens: string[];
  timeCreated: string;
  updated: string;
  size: number;
  md5Hash: string;
  /** The uint32 CRC32C (kept numeric; each API formats it). */
  crc32c: number;
  etag: string;
}

export interface StoredObject {
  metadata: ObjectMetadata;
  data: Buffer;
}

/** The metadata fields a client may set on upload or change afterwards. */
export interface WritableMetadata {
  contentType?: string | null;
  contentEncoding?: string | null;
  contentDisposition?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  customTime?: string | null;
  /** Custom metadata; a null value deletes that key. */
  metadata?: Record<string, string | null> | null;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** Firebase keeps download tokens in this custom-metadata key on the GCS side. */
const TOKENS_KEY = 'firebaseStorageDownloadTokens';

function etagOf(md5Hash: string, generation: number, metageneration: number): string {
  return createHash('md5').update(`${md5Hash}/${generation}/${metageneration}`).digest('base64');
}

/** Generations are epoch microseconds, strictly increasing within this process (as GCS's are). */
let lastGeneration = 0;
function nextGeneration(): number {
  lastGeneration = Math.max(Date.now() * 1000, lastGeneration + 1);
  return lastGeneration;
}

/** Builds the metadata of a new object version from its bytes and the writable fields sent. */
export function newObjectMetadata(
  bucket: string,
  name: string,
  data: Buffer,
  incoming: WritableMetadata,
  now = new Date(),
): ObjectMetadata {
  const generation = nextGeneration();
  const md5Hash = createHash('md5').update(data).digest('base64');
  const metadata: ObjectMetadata = {
    bucket,
    name,
    generation,
    metageneration: 1,
    contentType: DEFAULT_CONTENT_TYPE,
    customMetadata: {},
    downloadTokens: [],
    timeCreated: now.toISOString(),
    updated: now.toISOString(),
    size: data.length,
    md5Hash,
    crc32c: crc32c(data),
    etag: etagOf(md5Hash, generation, 1),
  };
  applyWritable(metadata, incoming);
  if (!incoming.contentType) metadata.contentType = DEFAULT_CONTENT_TYPE;
  return metadata;
}

/** The fields of an object's metadata a client may set, besides its custom metadata. */
const WRITABLE_FIELDS = [
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
  'customTime',
] as const;

/** Applies a metadata patch in place: null removes a field or a custom key. */
export function applyWritable(target: ObjectMetadata, patch: WritableMetadata): void {
  for (const field of WRITABLE_FIELDS) {
    const value = patch[field];
    if (value === null) delete target[field];
    else if (typeof value === 'string') target[field] = value;
  }
  if (target.contentType === undefined) target.contentType = DEFAULT_CONTENT_TYPE;
  if (patch.metadata === null) {
    target.customMetadata = {};
  } else if (patch.metadata) {
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (key === TOKENS_KEY) {
        target.downloadTokens = value ? splitTokens(value) : [];
      } else if (value === null) {
        delete target.customMetadata[key];
      } else {
        target.customMetadata[key] = String(value);
      }
    }
  }
}

/** A metadata change: a new metageneration, `updated` and etag. */
export function touch(target: ObjectMetadata, now = new Date()): void {
  target.metageneration += 1;
  target.updated = now.toISOString();
  target.etag = etagOf(target.md5Hash, target.generation, target.metageneration);
}

/** GCS object naming: 1–1024 bytes of UTF-8, no carriage return or line feed, not "." or "..". */
export function objectNameProblem(name: string): string | undefined {
  const bytes = Buffer.byteLength(name);
  if (bytes === 0 || bytes > 1024) return 'Object names must be 1-1024 bytes of UTF-8.';
  if (/[\r\n]/.test(name)) return 'Object names must not contain carriage returns or line feeds.';
  if (name === '.' || name === '..') return 'Object names cannot be "." or "..".';
  return undefined;
}

function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export function newDownloadToken(): string {
  return randomUUID();
}

/** Reads the writable fields out of an untrusted JSON body, ignoring everything else. */
export function readWritable(body: unknown): WritableMetadata {
  if (!body || typeof body !== 'object') return {};
  const source = body as Record<string, unknown>;
  const out: WritableMetadata = {};
  for (const field of WRITABLE_FIELDS) {
    const value = source[field];
    if (value === null || typeof value === 'string') out[field] = value;
  }
  const custom = source.metadata;
  if (custom === null) out.metadata = null;
  else if (custom && typeof custom === 'object') {
    const entries = Object.entries(custom as Record<string, unknown>).map(
      ([k, v]) => [k, v === null || v === undefined ? null : scalarText(v)] as const,
    );
    out.metadata = Object.fromEntries(entries);
  }
  return out;
}

/** Custom metadata values are strings; numbers and booleans sent by clients are stringified. */
function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The metadata JSON of the Firebase Storage REST API (`/v0`), as @firebase/storage parses it. */
export function toFirebaseJson(m: ObjectMetadata): Record<string, unknown> {
  return {
    name: m.name,
    bucket: m.bucket,
    generation: String(m.generation),
    metageneration: String(m.metageneration),
    contentType: m.contentType,
    timeCreated: m.timeCreated,
    updated: m.updated,
    storageClass: 'STANDARD',
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: crc32cBase64(m.crc32c),
    etag: m.etag,
    contentEncoding: m.contentEncoding ?? 'identity',
    contentDisposition: m.contentDisposition,
    contentLanguage: m.contentLanguage,
    cacheControl: m.cacheControl,
    downloadTokens: m.downloadTokens.length ? m.downloadTokens.join(',') : undefined,
    metadata: Object.keys(m.customMetadata).length ? { ...m.customMetadata } : undefined,
  };
}

/** The GCS JSON API `storage#object` resource, as @google-cloud/storage reads it. */
export function toGcsResource(m: ObjectMetadata, origin: string): Record<string, unknown> {
  const encoded = encodeURIComponent(m.name);
  const custom: Record<string, string> = { ...m.customMetadata };
  if (m.downloadTokens.length) custom[TOKENS_KEY] = m.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${m.bucket}/${m.name}/${m.generation}`,
    selfLink: `${origin}/storage/v1/b/${m.bucket}/o/${encoded}`,
    mediaLink: `${origin}/download/storage/v1/b/${m.bucket}/o/${encoded}?generation=${m.generation}&alt=media`,
    name: m.name,
    bucket: m.bucket,
    generation: String(m.generation),
    metageneration: String(m.metageneration),
    contentType: m.contentType,
    storageClass: 'STANDARD',
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: crc32cBase64(m.crc32c),
    etag: m.etag,
    timeCreated: m.timeCreated,
    updated: m.updated,
    timeStorageClassUpdated: m.timeCreated,
    contentEncoding: m.contentEncoding,
    contentDisposition: m.contentDisposition,
    contentLanguage: m.contentLanguage,
    cacheControl: m.cacheControl,
    customTime: m.customTime,
    metadata: Object.keys(custom).length ? custom : undefined,
  };
}

/** The `resource` / `request.resource` value of Storage rules. */
export function toRulesObject(m: ObjectMetadata): StorageObject {
  return {
    name: m.name,
    bucket: m.bucket,
    size: m.size,
    contentType: m.contentType,
    contentEncoding: m.contentEncoding ?? 'identity',
    contentDisposition: m.contentDisposition,
    contentLanguage: m.contentLanguage,
    cacheControl: m.cacheControl,
    md5Hash: m.md5Hash,
    crc32c: crc32cBase64(m.crc32c),
    etag: m.etag,
    generation: String(m.generation),
    metageneration: String(m.metageneration),
    timeCreated: new Date(m.timeCreated),
    updated: new Date(m.updated),
    metadata: { ...m.customMetadata },
  };
}
