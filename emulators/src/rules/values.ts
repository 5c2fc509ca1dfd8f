// The rules value model. Ints are bigints and floats are JS numbers, so the two stay distinct as
// in Firestore; everything richer is a small class.

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | RBytes
  | readonly Value[]
  | RMap
  | RSet
  | RPath
  | RTimestamp
  | RDuration
  | RLatLng
  | RMapDiff
  | RNamespace
  | Unknown
  | RangeValue
  | ContainingList;

/** An evaluation error: the enclosing allow condition is not satisfied. */
export class EvalError extends Error {
  /** Source offset of the expression that failed, set by the evaluator. */
  offset?: number;
  constructor(
    message: string,
    /** Fatal errors (access-call limit) deny the whole request, whatever `||` says. */
    readonly fatal = false,
  ) {
    super(message);
  }
}

export class RBytes {
  constructor(readonly bytes: Uint8Array) {}
}

export class RMap {
  constructor(readonly entries: ReadonlyMap<string, Value>) {}
  static of(obj: Record<string, Value>): RMap {
    return new RMap(new Map(Object.entries(obj)));
  }
  get(key: string): Value {
    const v = this.entries.get(key);
    if (v === undefined) throw new EvalError(`Property ${key} is undefined on object.`);
    return v;
  }
}

/**
 * A map with only some keys known: `resource.data` of a list query, where only the query's
 * constraints are known. Reading any other key cannot be proven and is an error.
 */
export class PartialMap extends RMap {
  override get(key: string): Value {
    const v = this.entries.get(key);
    if (v === undefined) {
      throw new EvalError(`Cannot prove anything about '${key}' from the query's constraints.`);
    }
    return v;
  }
}

export class RSet {
  readonly items: ReadonlyMap<string, Value>;
  constructor(values: Iterable<Value>) {
    const items = new Map<string, Value>();
    for (const v of values) items.set(valueKey(v), v);
    this.items = items;
  }
  has(v: Value): boolean {
    return this.items.has(valueKey(v));
  }
}

export class RPath {
  constructor(readonly segments: readonly string[]) {}
  static parse(text: string): RPath {
    return new RPath(text.split('/').filter((s) => s !== ''));
  }
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

const NANOS_PER_SECOND = 1_000_000_000n;
// Rules timestamps span 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
const MIN_TS = -62135596800n * NANOS_PER_SECOND;
const MAX_TS = 253402300800n * NANOS_PER_SECOND - 1n;

export class RTimestamp {
  constructor(readonly nanos: bigint) {
    if (nanos < MIN_TS || nanos > MAX_TS) throw new EvalError('Timestamp out of range.');
  }
  static fromDate(d: Date): RTimestamp {
    return new RTimestamp(BigInt(d.getTime()) * 1_000_000n);
  }
  /** RFC 3339 with up to nanosecond fractions. */
  static parse(text: string): RTimestamp {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(
      text,
    );
    if (!m) throw new EvalError(`Invalid timestamp '${text}'.`);
    const ms = Date.parse(`${m[1]}${m[3]}`);
    if (Number.isNaN(ms)) throw new EvalError(`Invalid timestamp '${text}'.`);
    const frac = BigInt((m[2] ?? '').padEnd(9, '0'));
    return new RTimestamp(BigInt(ms) * 1_000_000n + frac);
  }
  get epochSeconds(): bigint {
    return floorDiv(this.nanos, NANOS_PER_SECOND);
  }
  get subsecondNanos(): bigint {
    return this.nanos - this.epochSeconds * NANOS_PER_SECOND;
  }
  toDate(): Date {
    return new Date(Number(floorDiv(this.nanos, 1_000_000n)));
  }
  toString(): string {
    const iso = this.toDate().toISOString().slice(0, 19);
    const frac = this.subsecondNanos.toString().padStart(9, '0').replace(/0+$/, '');
    return `${iso}${frac ? '.' + frac : ''}Z`;
  }
}

export class RDuration {
  constructor(readonly nanos: bigint) {}
  toString(): string {
    const s = Number(this.nanos) / 1e9;
    return `${s}s`;
  }
}

export class RLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {
    if (!(latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180)) {
      throw new EvalError('LatLng out of range.');
    }
  }
}

export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

/** A global namespace such as `math` or `hashing`: it only has methods. */
export class RNamespace {
  constructor(readonly name: string) {}
}

/**
 * A value the request does not determine, like the document id of a list query. Using it in any
 * way is an error: a rule cannot be proven from it.
 */
export class Unknown {
  constructor(readonly what: string) {}
}

/**
 * A query field restricted by range, `!=` or `not-in` filters: comparisons are decided when the
 * bounds or the excluded values prove them.
 */
export class RangeValue {
  constructor(
    readonly field: string,
    readonly lower?: { value: Value; inclusive: boolean },
    readonly upper?: { value: Value; inclusive: boolean },
    readonly excluded: readonly Value[] = [],
  ) {}
}

/** A list field an array-contains(-any) filter is known to hold some elements of. */
export class ContainingList {
  constructor(
    readonly field: string,
    readonly elements: readonly Value[],
  ) {}
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

const INT_MIN = -(2n ** 63n);
const INT_MAX = 2n ** 63n - 1n;

export function checkInt(v: bigint): bigint {
  if (v < INT_MIN || v > INT_MAX) throw new EvalError('Integer overflow.');
  return v;
}

export function typeName(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RSet) return 'set';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RPath) return 'path';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RMapDiff) return 'map_diff';
  if (v instanceof RNamespace) return 'namespace';
  if (v instanceof RangeValue || v instanceof ContainingList) return 'constraint';
  return 'unknown';
}

/** Throws when a value cannot be used because the request does not determine it. */
export function known(v: Value): Value {
  if (v instanceof Unknown) throw new EvalError(`${v.what} is not known for this request.`);
  if (v instanceof RangeValue) {
    throw new EvalError(`Cannot prove a condition on '${v.field}' from the query's range filters.`);
  }
  if (v instanceof ContainingList) {
    throw new EvalError(`Only some elements of '${v.field}' are known from the query's filters.`);
  }
  if (v instanceof PartialMap) {
    throw new EvalError(
      'The whole document is not known for a list query; only fields constrained by the query are.',
    );
  }
  return v;
}

/** Canonical key for set membership: equal values (1 and 1.0 included) get the same key. */
function valueKey(v: Value): string {
  known(v);
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return `b:${v}`;
    case 'bigint':
      return `n:${v}`;
    case 'number':
      return Number.isInteger(v) && Math.abs(v) < 2 ** 63 ? `n:${BigInt(v)}` : `n:${v}`;
    case 'string':
      return `s:${v}`;
  }
  if (Array.isArray(v)) return `l:[${v.map(valueKey).join(',')}]`;
  if (v instanceof RMap) {
    const keys = [...v.entries.keys()].sort();
    return `m:{${keys.map((k) => `${JSON.stringify(k)}:${valueKey(v.entries.get(k)!)}`).join(',')}}`;
  }
  if (v instanceof RSet) return `set:{${[...v.items.keys()].sort().join(',')}}`;
  if (v instanceof RBytes) return `y:${Buffer.from(v.bytes).toString('hex')}`;
  if (v instanceof RPath) return `p:${v.toString()}`;
  if (v instanceof RTimestamp) return `t:${v.nanos}`;
  if (v instanceof RDuration) return `d:${v.nanos}`;
  if (v instanceof RLatLng) return `g:${v.latitude},${v.longitude}`;
  throw new EvalError(`Values of type ${typeName(v)} cannot be compared.`);
}

export function isNumber(v: Value): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function equals(a: Value, b: Value): boolean {
  // Whatever a list query leaves unknown is still known not to be null: documents, their ids and
  // fields matched by range filters all exist.
  if (a === null || b === null) return a === b;
  known(a);
  known(b);
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b) === 0;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    const x = a as readonly Value[];
    const y = b as readonly Value[];
    return x.length === y.length && x.every((v, i) => equals(v, y[i]!));
  }
  if (a instanceof RMap && b instanceof RMap) {
    if (a.entries.size !== b.entries.size) return false;
    for (const [k, v] of a.entries) {
      const w = b.entries.get(k);
      if (w === undefined || !equals(v, w)) return false;
    }
    return true;
  }
  if (a instanceof RSet && b instanceof RSet) {
    return a.items.size === b.items.size && [...a.items.keys()].every((k) => b.items.has(k));
  }
  if (
    a instanceof RMapDiff ||
    b instanceof RMapDiff ||
    a instanceof RNamespace ||
    b instanceof RNamespace
  ) {
    throw new EvalError(`Values of type ${typeName(a)} cannot be compared.`);
  }
  if (a.constructor !== b.constructor) return false;
  return valueKey(a) === valueKey(b);
}

/** Ordering for <, <=, >, >=; NaN when unordered; error for types without an order. */
export function compare(a: Value, b: Value): number {
  known(a);
  known(b);
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof RTimestamp && b instanceof RTimestamp)
    return Number(a.nanos - b.nanos > 0n) - Number(a.nanos < b.nanos);
  if (a instanceof RDuration && b instanceof RDuration)
    return Number(a.nanos > b.nanos) - Number(a.nanos < b.nanos);
  if (a instanceof RBytes && b instanceof RBytes) return Buffer.compare(a.bytes, b.bytes);
  if (Array.isArray(a) && Array.isArray(b)) {
    const x = a as readonly Value[];
    const y = b as readonly Value[];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compare(x[i]!, y[i]!);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  }
  throw new EvalError(`Unsupported operation: cannot compare ${typeName(a)} and ${typeName(b)}.`);
}

/** A short rendering for coverage and debug output. */
export function display(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
    case 'bigint':
      return String(v);
    case 'number':
      return Number.isInteger(v) ? v.toFixed(1) : String(v);
    case 'string':
      return JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${v.map(display).join(', ')}]`;
  if (v instanceof RMap) {
    return `{${[...v.entries].map(([k, x]) => `${JSON.stringify(k)}: ${display(x)}`).join(', ')}}`;
  }
  if (v instanceof RSet) return `set([${[...v.items.values()].map(display).join(', ')}])`;
  if (v instanceof RBytes) return `b'${Buffer.from(v.bytes).toString('hex')}'`;
  if (v instanceof RPath) return v.toString();
  if (v instanceof RTimestamp) return `timestamp(${v.toString()})`;
  if (v instanceof RDuration) return `duration(${v.toString()})`;
  if (v instanceof RLatLng) return `latlng(${v.latitude}, ${v.longitude})`;
  if (v instanceof RMapDiff) return 'map_diff';
  if (v instanceof RNamespace) return v.name;
  if (v instanceof Unknown) return `<unknown ${v.what}>`;
  return `<constraint on ${(v as RangeValue | ContainingList).field}>`;
}
