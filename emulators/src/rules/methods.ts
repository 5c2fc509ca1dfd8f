// Methods of the built-in types (`s.size()`, `l.hasAll(x)`, `t.year()` ...), per the rules reference.
import { RE2JS } from 're2js';
import {
  ContainingList,
  equals,
  EvalError,
  floorDiv,
  known,
  RBytes,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  type Value,
} from './values';

type Method = (self: never, args: Value[]) => Value;

const regexCache = new Map<string, RE2JS>();

/** RE2 syntax, as the rules language specifies, compiled once per pattern. */
function regex(pattern: string): RE2JS {
  let re = regexCache.get(pattern);
  if (!re) {
    try {
      re = RE2JS.compile(pattern);
    } catch (e) {
      throw new EvalError(`Invalid regular expression '${pattern}': ${(e as Error).message}`);
    }
    if (regexCache.size > 500) regexCache.clear();
    regexCache.set(pattern, re);
  }
  return re;
}

function arity(args: Value[], n: number, name: string): void {
  if (args.length !== n) {
    throw new EvalError(`Function ${name} expects ${n} argument(s) but got ${args.length}.`);
  }
}

function str(v: Value | undefined, what: string): string {
  if (typeof v !== 'string')
    throw new EvalError(`${what} must be a string, got ${typeName(v ?? null)}.`);
  return v;
}

/** Lists and sets are interchangeable as the argument of set/list predicates. */
function items(v: Value | undefined, what: string): readonly Value[] {
  if (Array.isArray(v)) return v as readonly Value[];
  if (v instanceof RSet) return [...v.items.values()];
  throw new EvalError(`${what} must be a list or set, got ${typeName(v ?? null)}.`);
}

function list(v: Value | undefined, what: string): readonly Value[] {
  if (!Array.isArray(v)) throw new EvalError(`${what} must be a list, got ${typeName(v ?? null)}.`);
  return v as readonly Value[];
}

function map(v: Value | undefined, what: string): RMap {
  if (!(v instanceof RMap))
    throw new EvalError(`${what} must be a map, got ${typeName(v ?? null)}.`);
  return v;
}

const contains = (haystack: readonly Value[], v: Value) => haystack.some((h) => equals(h, v));

function hasAll(self: readonly Value[], other: readonly Value[]): boolean {
  return other.every((v) => contains(self, v));
}
function hasAny(self: readonly Value[], other: readonly Value[]): boolean {
  return other.some((v) => contains(self, v));
}
function hasOnly(self: readonly Value[], other: readonly Value[]): boolean {
  return self.every((v) => contains(other, v));
}

const STRING: Record<string, (self: string, args: Value[]) => Value> = {
  size: (s, a) => (arity(a, 0, 'size'), BigInt([...s].length)),
  matches: (s, a) => (arity(a, 1, 'matches'), regex(str(a[0], 'regex')).matches(s)),
  // Java's split semantics, as Google's evaluator has them: trailing empty strings are dropped.
  split: (s, a) => (arity(a, 1, 'split'), regex(str(a[0], 'regex')).split(s, 0)),
  replace: (s, a) => {
    arity(a, 2, 'replace');
    const re = regex(str(a[0], 'regex'));
    return re.matcher(s).replaceAll(RE2JS.quoteReplacement(str(a[1], 'sub')));
  },
  lower: (s, a) => (arity(a, 0, 'lower'), s.toLowerCase()),
  upper: (s, a) => (arity(a, 0, 'upper'), s.toUpperCase()),
  trim: (s, a) => (arity(a, 0, 'trim'), s.trim()),
  toUtf8: (s, a) => (arity(a, 0, 'toUtf8'), new RBytes(new TextEncoder().encode(s))),
};

const BYTES: Record<string, (self: RBytes, args: Value[]) => Value> = {
  size: (b, a) => (arity(a, 0, 'size'), BigInt(b.bytes.length)),
  toBase64: (b, a) => (arity(a, 0, 'toBase64'), Buffer.from(b.bytes).toString('base64')),
  toHexString: (b, a) => (
    arity(a, 0, 'toHexString'),
    Buffer.from(b.bytes).toString('hex').toUpperCase()
  ),
};

const LIST: Record<string, (self: readonly Value[], args: Value[]) => Value> = {
  size: (l, a) => (arity(a, 0, 'size'), BigInt(l.length)),
  concat: (l, a) => (arity(a, 1, 'concat'), [...l, ...list(a[0], 'concat argument')]),
  hasAll: (l, a) => (arity(a, 1, 'hasAll'), hasAll(l, items(a[0], 'hasAll argument'))),
  hasAny: (l, a) => (arity(a, 1, 'hasAny'), hasAny(l, items(a[0], 'hasAny argument'))),
  hasOnly: (l, a) => (arity(a, 1, 'hasOnly'), hasOnly(l, items(a[0], 'hasOnly argument'))),
  join: (l, a) => {
    arity(a, 1, 'join');
    const sep = str(a[0], 'separator');
    return l.map((v) => str(v, 'Each joined element')).join(sep);
  },
  removeAll: (l, a) => {
    arity(a, 1, 'removeAll');
    const drop = items(a[0], 'removeAll argument');
    return l.filter((v) => !contains(drop, v));
  },
  toSet: (l, a) => (arity(a, 0, 'toSet'), new RSet(l)),
};

function mapGet(m: RMap, key: Value, fallback: Value): Value {
  const path = Array.isArray(key) ? (key as readonly Value[]) : [key];
  let cur: Value = m;
  for (const k of path) {
    const name = str(k, 'Map key');
    if (!(cur instanceof RMap) || !cur.entries.has(name)) return fallback;
    cur = cur.entries.get(name)!;
  }
  return cur;
}

const MAP: Record<string, (self: RMap, args: Value[]) => Value> = {
  size: (m, a) => (arity(a, 0, 'size'), BigInt(m.entries.size)),
  keys: (m, a) => (arity(a, 0, 'keys'), [...m.entries.keys()]),
  values: (m, a) => (arity(a, 0, 'values'), [...m.entries.values()]),
  get: (m, a) => (arity(a, 2, 'get'), mapGet(m, a[0]!, a[1]!)),
  diff: (m, a) => (arity(a, 1, 'diff'), new RMapDiff(m, map(a[0], 'diff argument'))),
};

const SET: Record<string, (self: RSet, args: Value[]) => Value> = {
  size: (s, a) => (arity(a, 0, 'size'), BigInt(s.items.size)),
  hasAll: (s, a) => (arity(a, 1, 'hasAll'), items(a[0], 'hasAll argument').every((v) => s.has(v))),
  hasAny: (s, a) => (arity(a, 1, 'hasAny'), items(a[0], 'hasAny argument').some((v) => s.has(v))),
  hasOnly: (s, a) => {
    arity(a, 1, 'hasOnly');
    const allowed = new RSet(items(a[0], 'hasOnly argument'));
    return [...s.items.values()].every((v) => allowed.has(v));
  },
  union: (s, a) => (
    arity(a, 1, 'union'),
    new RSet([...s.items.values(), ...items(a[0], 'union argument')])
  ),
  intersection: (s, a) => {
    arity(a, 1, 'intersection');
    const other = new RSet(items(a[0], 'intersection argument'));
    return new RSet([...s.items.values()].filter((v) => other.has(v)));
  },
  difference: (s, a) => {
    arity(a, 1, 'difference');
    const other = new RSet(items(a[0], 'difference argument'));
    return new RSet([...s.items.values()].filter((v) => !other.has(v)));
  },
};

function diffKeys(
  d: RMapDiff,
  pick: (inLeft: boolean, inRight: boolean, same: boolean) => boolean,
): RSet {
  const keys = new Set([...d.left.entries.keys(), ...d.right.entries.keys()]);
  const out: string[] = [];
  for (const k of keys) {
    const l = d.left.entries.get(k);
    const r = d.right.entries.get(k);
    const same = l !== undefined && r !== undefined && equals(l, r);
    if (pick(l !== undefined, r !== undefined, same)) out.push(k);
  }
  return new RSet(out);
}

// The calling map is the new state and the argument the old one, so "added" means only in the caller.
const MAP_DIFF: Record<string, (self: RMapDiff, args: Value[]) => Value> = {
  addedKeys: (d, a) => (arity(a, 0, 'addedKeys'), diffKeys(d, (l, r) => l && !r)),
  removedKeys: (d, a) => (arity(a, 0, 'removedKeys'), diffKeys(d, (l, r) => !l && r)),
  changedKeys: (d, a) => (arity(a, 0, 'changedKeys'), diffKeys(d, (l, r, same) => l && r && !same)),
  unchangedKeys: (d, a) => (arity(a, 0, 'unchangedKeys'), diffKeys(d, (_l, _r, same) => same)),
  affectedKeys: (d, a) => (arity(a, 0, 'affectedKeys'), diffKeys(d, (_l, _r, same) => !same)),
};

const PATH: Record<string, (self: RPath, args: Value[]) => Value> = {
  bind: (p, a) => {
    arity(a, 1, 'bind');
    const bindings = map(a[0], 'bind argument');
    const out: string[] = [];
    for (const seg of p.segments) {
      const m = /^\$\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(seg);
      const bound = m ? bindings.entries.get(m[1]!) : undefined;
      if (bound === undefined) out.push(seg);
      else if (bound instanceof RPath) out.push(...bound.segments);
      else out.push(str(bound, `Binding for ${m![1]}`));
    }
    return new RPath(out);
  },
};

const NANOS_PER_DAY = 86_400_000_000_000n;

const TIMESTAMP: Record<string, (self: RTimestamp, args: Value[]) => Value> = {
  year: (t, a) => (arity(a, 0, 'year'), BigInt(t.toDate().getUTCFullYear())),
  month: (t, a) => (arity(a, 0, 'month'), BigInt(t.toDate().getUTCMonth() + 1)),
  day: (t, a) => (arity(a, 0, 'day'), BigInt(t.toDate().getUTCDate())),
  hours: (t, a) => (arity(a, 0, 'hours'), BigInt(t.toDate().getUTCHours())),
  minutes: (t, a) => (arity(a, 0, 'minutes'), BigInt(t.toDate().getUTCMinutes())),
  seconds: (t, a) => (arity(a, 0, 'seconds'), BigInt(t.toDate().getUTCSeconds())),
  nanos: (t, a) => (arity(a, 0, 'nanos'), t.subsecondNanos),
  // 1 = Monday ... 7 = Sunday.
  dayOfWeek: (t, a) => (arity(a, 0, 'dayOfWeek'), BigInt(((t.toDate().getUTCDay() + 6) % 7) + 1)),
  dayOfYear: (t, a) => {
    arity(a, 0, 'dayOfYear');
    const d = t.toDate();
    const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1);
    const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    return BigInt((midnight - jan1) / 86_400_000 + 1);
  },
  date: (t, a) => (
    arity(a, 0, 'date'),
    new RTimestamp(floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY)
  ),
  time: (t, a) => (
    arity(a, 0, 'time'),
    new RDuration(t.nanos - floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY)
  ),
  toMillis: (t, a) => (arity(a, 0, 'toMillis'), floorDiv(t.nanos, 1_000_000n)),
};

const DURATION: Record<string, (self: RDuration, args: Value[]) => Value> = {
  seconds: (d, a) => (arity(a, 0, 'seconds'), d.nanos / 1_000_000_000n),
  nanos: (d, a) => (arity(a, 0, 'nanos'), d.nanos % 1_000_000_000n),
};

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in meters (haversine on a spherical Earth). */
function distance(p: RLatLng, q: RLatLng): number {
  const dLat = rad(q.latitude - p.latitude);
  const dLng = rad(q.longitude - p.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(p.latitude)) * Math.cos(rad(q.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const LATLNG: Record<string, (self: RLatLng, args: Value[]) => Value> = {
  latitude: (p, a) => (arity(a, 0, 'latitude'), p.latitude),
  longitude: (p, a) => (arity(a, 0, 'longitude'), p.longitude),
  distance: (p, a) => {
    arity(a, 1, 'distance');
    const q = a[0];
    if (!(q instanceof RLatLng)) throw new EvalError('distance argument must be a latlng.');
    return distance(p, q);
  },
};

function table(self: Value): Record<string, Method> | undefined {
  if (typeof self === 'string') return STRING;
  if (Array.isArray(self)) return LIST;
  if (self instanceof RMap) return MAP;
  if (self instanceof RSet) return SET;
  if (self instanceof RBytes) return BYTES;
  if (self instanceof RMapDiff) return MAP_DIFF;
  if (self instanceof RPath) return PATH;
  if (self instanceof RTimestamp) return TIMESTAMP;
  if (self instanceof RDuration) return DURATION;
  if (self instanceof RLatLng) return LATLNG;
  return undefined;
}

/** hasAny / hasAll on a list known only to hold some elements: true when those prove it. */
function containing(self: ContainingList, name: string, args: Value[]): boolean | undefined {
  if (args.length !== 1 || (name !== 'hasAny' && name !== 'hasAll')) return undefined;
  const wanted = items(args[0], `${name} argument`);
  const held = (v: Value) => self.elements.some((e) => equals(e, v));
  if (name === 'hasAny' && wanted.some(held)) return true;
  if (name === 'hasAll' && wanted.every(held)) return true;
  return undefined;
}

export function callMethod(self: Value, name: string, args: Value[]): Value {
  if (self === null) throw new EvalError('Null value error.');
  if (self instanceof ContainingList) {
    const proven = containing(self, name, args);
    if (proven !== undefined) return proven;
  }
  known(self);
  args.forEach(known);
  const fn = table(self)?.[name];
  if (!fn || !Object.hasOwn(table(self)!, name)) {
    throw new EvalError(`Function not found error: Name: [${name}] on ${typeName(self)}.`);
  }
  return fn(self as never, args);
}
