// Converts what the emulators hand over (proto3-JSON documents, Storage metadata, auth tokens)
// into rules values: `resource`, `request.resource`, `request.auth`.
import type { FirestoreDocument, FirestoreValue, RulesAuth, StorageObject } from './types';
import { checkInt, RBytes, RLatLng, RMap, RPath, RTimestamp, type Value } from './values';

function toDouble(v: number | string): number {
  if (typeof v === 'number') return v;
  return v === 'NaN'
    ? NaN
    : v === 'Infinity'
      ? Infinity
      : v === '-Infinity'
        ? -Infinity
        : Number(v);
}

/** `projects/p/databases/d/documents/a/b` → `/databases/d/documents/a/b`. */
function documentPath(resourceName: string): RPath {
  const segments = resourceName.split('/').filter((s) => s !== '');
  const at = segments.indexOf('databases');
  return new RPath(at >= 0 ? segments.slice(at) : segments);
}

export function fromFirestoreValue(v: FirestoreValue): Value {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return checkInt(BigInt(v.integerValue));
  if ('doubleValue' in v) return toDouble(v.doubleValue);
  if ('timestampValue' in v) return RTimestamp.parse(v.timestampValue);
  if ('stringValue' in v) return v.stringValue;
  if ('bytesValue' in v) return new RBytes(new Uint8Array(Buffer.from(v.bytesValue, 'base64')));
  if ('referenceValue' in v) return documentPath(v.referenceValue);
  if ('geoPointValue' in v)
    return new RLatLng(v.geoPointValue.latitude ?? 0, v.geoPointValue.longitude ?? 0);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromFirestoreValue);
  return fromFirestoreFields(v.mapValue.fields ?? {});
}

function fromFirestoreFields(fields: Record<string, FirestoreValue>): RMap {
  return new RMap(new Map(Object.entries(fields).map(([k, v]) => [k, fromFirestoreValue(v)])));
}

/** `rules.firestore.Resource`: data, id and __name__. */
export function firestoreResource(doc: FirestoreDocument): RMap {
  const name = documentPath(doc.name);
  return RMap.of({
    data: fromFirestoreFields(doc.fields),
    id: name.segments[name.segments.length - 1] ?? '',
    __name__: name,
  });
}

/** JSON (token claims): integral numbers become ints, so times such as auth_time compare as ints. */
function fromJson(v: unknown): Value {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? BigInt(v) : v;
  if (Array.isArray(v)) return v.map(fromJson);
  if (typeof v === 'object') {
    return new RMap(
      new Map(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, fromJson(x)])),
    );
  }
  return null;
}

export function authValue(auth: RulesAuth | null): Value {
  if (!auth) return null;
  return RMap.of({ uid: auth.uid, token: fromJson(auth.token) });
}

const STORAGE_STRINGS = [
  'name',
  'bucket',
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
  'md5Hash',
  'crc32c',
  'etag',
  'generation',
  'metageneration',
] as const;

/** `rules.storage` resource: object metadata with size as int and times as timestamps. */
export function storageResource(obj: StorageObject): RMap {
  const entries = new Map<string, Value>();
  for (const key of STORAGE_STRINGS) {
    const v = obj[key];
    if (v !== undefined) entries.set(key, v);
  }
  entries.set('size', BigInt(Math.trunc(obj.size)));
  entries.set('timeCreated', RTimestamp.fromDate(obj.timeCreated));
  entries.set('updated', RTimestamp.fromDate(obj.updated));
  entries.set('metadata', new RMap(new Map(Object.entries(obj.metadata ?? {}))));
  return new RMap(entries);
}
