// google.firestore.v1.Value as @grpc/proto-loader decodes it (longs as strings, enums as names,
// bytes as Buffer), with Firestore's ordering, equality and storage-size rules.
import type { FirestoreValue } from '../rules/types';

export interface Timestamp {
  seconds?: string | number;
  nanos?: number;
}

export interface Value {
  nullValue?: unknown;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number | string;
  timestampValue?: Timestamp;
  stringValue?: string;
  bytesValue?: Uint8Array | string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Fields };
  valueType?: string;
}

export type Fields = Record<string, Value>;

export type Kind =
  | 'null'
  | 'boolean'
  | 'integer'
  | 'double'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geoPoint'
  | 'array'
  | 'map';

const KEYS: Array<[keyof Value, Kind]> = [
  ['nullValue', 'null'],
  ['booleanValue', 'boolean'],
  ['integerValue', 'integer'],
  ['doubleValue', 'double'],
  ['timestampValue', 'timestamp'],
  ['stringValue', 'string'],
  ['bytesValue', 'bytes'],
  ['referenceValue', 'reference'],
  ['geoPointValue', 'geoPoint'],
  ['arrayValue', 'array'],
  ['mapValue', 'map'],
];

const KIND_BY_KEY = new Map<string, Kind>(KEYS);

export function kindOf(v: Value): Kind | undefined {
  // A value normally has exactly one own key (plus proto-loader's `valueType`).
  for (const key in v) {
    const kind = KIND_BY_KEY.get(key);
    if (kind && v[key as keyof Value] !== undefined && v[key as keyof Value] !== null) return kind;
  }
  // `nullValue: null` is how proto3 JSON spells it.
  if ('nullValue' in v) return 'null';
  return undefined;
}

export const NULL: Value = { nullValue: 'NULL_VALUE' };

function isVector(v: Value): boolean {
  return v.mapValue?.fields?.__type__?.stringValue === '__vector__';
}

/** Firestore's cross-type order: null < bool < number < timestamp < string < bytes < reference < geo < array < vector < map. */
export function typeRank(v: Value): number {
  switch (kindOf(v)) {
    case 'null':
      return 0;
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
      return 2;
    case 'timestamp':
      return 3;
    case 'string':
      return 5;
    case 'bytes':
      return 6;
    case 'reference':
      return 7;
    case 'geoPoint':
      return 8;
    case 'array':
      return 9;
    case 'map':
      return isVector(v) ? 10 : 11;
    default:
      return 0;
  }
}

export function isNumber(v: Value): boolean {
  const k = kindOf(v);
  return k === 'integer' || k === 'double';
}

export function isNaNValue(v: Value): boolean {
  return kindOf(v) === 'double' && Number.isNaN(Number(v.doubleValue));
}

export function toBigInt(v: Value): bigint {
  return BigInt(v.integerValue ?? 0);
}

export function toDouble(v: Value): number {
  return kindOf(v) === 'integer' ? Number(v.integerValue) : Number(v.doubleValue);
}

function bytesOf(v: Value): Buffer {
  const b = v.bytesValue ?? '';
  return typeof b === 'string' ? Buffer.from(b, 'base64') : Buffer.from(b);
}

export function tsMicros(t: Timestamp | undefined): bigint {
  return BigInt(t?.seconds ?? 0) * 1_000_000n + BigInt(Math.floor((t?.nanos ?? 0) / 1000));
}

export function microsToTs(micros: bigint): { seconds: string; nanos: number } {
  let seconds = micros / 1_000_000n;
  let rest = micros % 1_000_000n;
  if (rest < 0n) {
    rest += 1_000_000n;
    seconds -= 1n;
  }
  return { seconds: seconds.toString(), nanos: Number(rest) * 1000 };
}

function compareTimestamps(a: Timestamp | undefined, b: Timestamp | undefined): number {
  const s = BigInt(a?.seconds ?? 0) - BigInt(b?.seconds ?? 0);
  if (s !== 0n) return s < 0n ? -1 : 1;
  return sign((a?.nanos ?? 0) - (b?.nanos ?? 0));
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Numbers compare by value across integer and double; NaN sorts first. */
function compareNumbers(a: Value, b: Value): number {
  if (kindOf(a) === 'integer' && kindOf(b) === 'integer') {
    const d = toBigInt(a) - toBigInt(b);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  const x = toDouble(a);
  const y = toDouble(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  if (x !== y) return x < y ? -1 : 1;
  // Same double value: an integer beyond 2^53 can still differ from the double.
  if (kindOf(a) === 'integer' && Number.isFinite(y)) return sign(Number(toBigInt(a) - BigInt(y)));
  if (kindOf(b) === 'integer' && Number.isFinite(x)) return sign(Number(BigInt(x) - toBigInt(b)));
  return 0;
}

/** Strings order by their UTF-8 bytes, i.e. by code point (not UTF-16 unit). */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    // A surrogate (code point ≥ U+10000) sorts after every BMP character.
    if (xs !== ys) return xs ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * Segment-wise order without splitting: the separator sorts before every other character,
 * so "a/x" < "ab". Valid when no segment is a numeric id.
 */
function compareSlashed(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x === 47 || y === 47) return x === 47 ? -1 : 1;
    return compareStrings(a.slice(i, i + 2), b.slice(i, i + 2));
  }
  return sign(a.length - b.length);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** Path segments: numeric ids (`__id42__`) sort before string ids, by value. */
function compareSegments(a: string, b: string): number {
  const x = NUMERIC_ID.exec(a);
  const y = NUMERIC_ID.exec(b);
  if (x?.[1] && y?.[1]) {
    const d = BigInt(x[1]) - BigInt(y[1]);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  if (x || y) return x ? -1 : 1;
  return compareStrings(a, b);
}

/** Resource names order segment by segment. */
export function compareReferences(a: string, b: string): number {
  if (!a.includes('__id') && !b.includes('__id')) return compareSlashed(a, b);
  const x = a.split('/');
  const y = b.split('/');
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(x[i] ?? '', y[i] ?? '');
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

function compareArrays(a: Value[], b: Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] ?? NULL, b[i] ?? NULL);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const ka = Object.keys(a).sort(compareStrings);
  const kb = Object.keys(b).sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const x = ka[i] ?? '';
    const y = kb[i] ?? '';
    const c = compareStrings(x, y) || compareValues(a[x] ?? NULL, b[y] ?? NULL);
    if (c !== 0) return c;
  }
  return sign(ka.length - kb.length);
}

export function compareValues(a: Value, b: Value): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (kindOf(a)) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(Number(a.booleanValue) - Number(b.booleanValue));
    case 'integer':
    case 'double':
      return compareNumbers(a, b);
    case 'timestamp':
      return compareTimestamps(a.timestampValue, b.timestampValue);
    case 'string':
      return compareStrings(a.stringValue ?? '', b.stringValue ?? '');
    case 'bytes':
      return compareBytes(bytesOf(a), bytesOf(b));
    case 'reference':
      return compareReferences(a.referenceValue ?? '', b.referenceValue ?? '');
    case 'geoPoint':
      return (
        sign((a.geoPointValue?.latitude ?? 0) - (b.geoPointValue?.latitude ?? 0)) ||
        sign((a.geoPointValue?.longitude ?? 0) - (b.geoPointValue?.longitude ?? 0))
      );
    case 'array':
      return compareArrays(a.arrayValue?.values ?? [], b.arrayValue?.values ?? []);
    case 'map': {
      if (isVector(a)) {
        const va = a.mapValue?.fields?.value?.arrayValue?.values ?? [];
        const vb = b.mapValue?.fields?.value?.arrayValue?.values ?? [];
        return sign(va.length - vb.length) || compareArrays(va, vb);
      }
      return compareMaps(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
    }
    default:
      return 0;
  }
}

/** Query equality: numbers equal across types (1 == 1.0), and NaN equals NaN (for array transforms). */
export function valuesEqual(a: Value, b: Value): boolean {
  if (typeRank(a) !== typeRank(b)) return false;
  if (isNaNValue(a) || isNaNValue(b)) return isNaNValue(a) && isNaNValue(b);
  return compareValues(a, b) === 0;
}

export function arrayContains(values: Value[] | undefined, needle: Value): boolean {
  return (values ?? []).some((v) => valuesEqual(v, needle));
}

/** Firestore's storage size of a value, for the 1 MiB document limit. */
function valueSize(v: Value): number {
  switch (kindOf(v)) {
    case 'null':
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
    case 'timestamp':
      return 8;
    case 'string':
      return Buffer.byteLength(v.stringValue ?? '') + 1;
    case 'bytes':
      return bytesOf(v).length;
    case 'reference':
      return nameSize(v.referenceValue ?? '');
    case 'geoPoint':
      return 16;
    case 'array':
      return (v.arrayValue?.values ?? []).reduce((n, x) => n + valueSize(x), 0);
    case 'map':
      return fieldsSize(v.mapValue?.fields ?? {});
    default:
      return 0;
  }
}

export function fieldsSize(fields: Fields): number {
  let n = 0;
  for (const [k, v] of Object.entries(fields)) n += Buffer.byteLength(k) + 1 + valueSize(v);
  return n;
}

/** Size of a document name: each segment after `documents/` plus 1, plus 16. */
export function nameSize(name: string): number {
  const i = name.indexOf('/documents/');
  const path = i >= 0 ? name.slice(i + '/documents/'.length) : name;
  return path.split('/').reduce((n, s) => n + Buffer.byteLength(s) + 1, 16);
}

// ---- proto3 JSON (REST) form, as the rules engine and CloudEvents JSON payloads expect ----

function toJsonValue(v: Value): FirestoreValue {
  switch (kindOf(v)) {
    case 'boolean':
      return { booleanValue: Boolean(v.booleanValue) };
    case 'integer':
      return { integerValue: String(v.integerValue) };
    case 'double': {
      const d = Number(v.doubleValue);
      return { doubleValue: Number.isFinite(d) ? d : String(d) };
    }
    case 'timestamp':
      return { timestampValue: timestampToIso(v.timestampValue) };
    case 'string':
      return { stringValue: v.stringValue ?? '' };
    case 'bytes':
      return { bytesValue: bytesOf(v).toString('base64') };
    case 'reference':
      return { referenceValue: v.referenceValue ?? '' };
    case 'geoPoint':
      return {
        geoPointValue: {
          latitude: v.geoPointValue?.latitude ?? 0,
          longitude: v.geoPointValue?.longitude ?? 0,
        },
      };
    case 'array':
      return { arrayValue: { values: (v.arrayValue?.values ?? []).map(toJsonValue) } };
    case 'map':
      return { mapValue: { fields: toJsonFields(v.mapValue?.fields ?? {}) } };
    default:
      return { nullValue: null };
  }
}

export function toJsonFields(fields: Fields): Record<string, FirestoreValue> {
  const out: Record<string, FirestoreValue> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = toJsonValue(v);
  return out;
}

/** Reads proto3 JSON values (REST, export files) into the internal form. */
function fromJsonValue(j: FirestoreValue): Value {
  if ('timestampValue' in j) return { timestampValue: isoToTimestamp(j.timestampValue) };
  if ('integerValue' in j) return { integerValue: String(j.integerValue) };
  if ('doubleValue' in j) return { doubleValue: Number(j.doubleValue) };
  if ('nullValue' in j) return NULL;
  if ('arrayValue' in j)
    return { arrayValue: { values: (j.arrayValue.values ?? []).map(fromJsonValue) } };
  if ('mapValue' in j) return { mapValue: { fields: fromJsonFields(j.mapValue.fields ?? {}) } };
  return j;
}

export function fromJsonFields(fields: Record<string, FirestoreValue>): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) out[k] = fromJsonValue(v);
  return out;
}

export function timestampToIso(t: Timestamp | undefined): string {
  const seconds = BigInt(t?.seconds ?? 0);
  const nanos = t?.nanos ?? 0;
  const base = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  const frac = nanos ? '.' + String(nanos).padStart(9, '0').replace(/0+$/, '') : '';
  return `${base}${frac}Z`;
}

export function isoToTimestamp(iso: string): { seconds: string; nanos: number } {
  const m = /^(.*?)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(iso);
  const ms = Date.parse(m ? `${m[1]}${m[3]}` : iso);
  const nanos = m?.[2] ? Number(m[2].slice(0, 9).padEnd(9, '0')) : 0;
  return { seconds: String(Math.floor(ms / 1000)), nanos };
}
