// Global functions and namespaces that need no request data: int(), float(), string(), path(),
// debug(), and the math, hashing, timestamp, duration and latlng namespaces.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { RNamespace } from './values';
import {
  checkInt,
  display,
  EvalError,
  isNumber,
  known,
  RBytes,
  RDuration,
  RLatLng,
  RPath,
  RTimestamp,
  typeName,
  type Value,
} from './values';

export const NAMESPACES = ['math', 'hashing', 'timestamp', 'duration', 'latlng'] as const;

function arity(args: Value[], n: number, name: string): void {
  if (args.length !== n) {
    throw new EvalError(`Function ${name} expects ${n} argument(s) but got ${args.length}.`);
  }
}

function num(v: Value | undefined, fn: string): bigint | number {
  if (v === null) throw new EvalError('Null value error.');
  if (v === undefined || !isNumber(v))
    throw new EvalError(`${fn} expects a number, got ${typeName(v ?? null)}.`);
  return v;
}

function int(v: Value | undefined, fn: string): bigint {
  if (typeof v !== 'bigint')
    throw new EvalError(`${fn} expects an int, got ${typeName(v ?? null)}.`);
  return v;
}

function toInt(x: number): bigint {
  if (!Number.isFinite(x)) throw new EvalError('Cannot convert a non-finite float to int.');
  return checkInt(BigInt(Math.trunc(x)));
}

function formatFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  return Number.isInteger(x) && Math.abs(x) < 1e21 ? x.toFixed(1) : String(x);
}

const GLOBAL_FUNCTIONS: Record<string, (args: Value[]) => Value> = {
  int: (a) => {
    arity(a, 1, 'int');
    const v = a[0]!;
    if (typeof v === 'bigint') return v;
    if (typeof v === 'number') return toInt(v);
    if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkInt(BigInt(v.trim()));
    throw new EvalError(`Cannot convert ${display(v)} to int.`);
  },
  float: (a) => {
    arity(a, 1, 'float');
    const v = a[0]!;
    if (isNumber(v)) return Number(v);
    if (typeof v === 'string') {
      const t = v.trim();
      if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t) || /^[+-]?(Infinity|NaN)$/.test(t))
        return Number(t);
    }
    throw new EvalError(`Cannot convert ${display(v)} to float.`);
  },
  string: (a) => {
    arity(a, 1, 'string');
    const v = a[0]!;
    if (typeof v === 'string') return v;
    if (v === null || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
    if (typeof v === 'number') return formatFloat(v);
    if (v instanceof RPath || v instanceof RTimestamp) return v.toString();
    throw new EvalError(`Cannot convert ${typeName(v)} to string.`);
  },
  path: (a) => {
    arity(a, 1, 'path');
    const v = a[0]!;
    if (typeof v !== 'string') throw new EvalError('path() expects a string.');
    return RPath.parse(v);
  },
  // Returns its argument; Google's emulator logs it, which an offline engine has no place for.
  debug: (a) => (arity(a, 1, 'debug'), a[0]!),
};

const CRC32C_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32c(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC32C_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function hashInput(v: Value | undefined, fn: string): Uint8Array {
  if (typeof v === 'string') return new TextEncoder().encode(v);
  if (v instanceof RBytes) return v.bytes;
  throw new EvalError(`hashing.${fn} expects bytes or a string.`);
}

function uint32Bytes(n: number): RBytes {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return new RBytes(out);
}

const digest = (algorithm: string, data: Uint8Array) =>
  new RBytes(new Uint8Array(createHash(algorithm).update(data).digest()));

const NANOS: Record<string, bigint> = {
  w: 604_800_000_000_000n,
  d: 86_400_000_000_000n,
  h: 3_600_000_000_000n,
  m: 60_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  ns: 1n,
};

function roundHalfAwayFromZero(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

const NAMESPACE_FUNCTIONS: Record<string, Record<string, (args: Value[]) => Value>> = {
  math: {
    abs: (a) => {
      arity(a, 1, 'math.abs');
      const x = num(a[0], 'math.abs');
      return typeof x === 'bigint' ? checkInt(x < 0n ? -x : x) : Math.abs(x);
    },
    ceil: (a) => (arity(a, 1, 'math.ceil'), toInt(Math.ceil(Number(num(a[0], 'math.ceil'))))),
    floor: (a) => (arity(a, 1, 'math.floor'), toInt(Math.floor(Number(num(a[0], 'math.floor'))))),
    round: (a) => (
      arity(a, 1, 'math.round'),
      toInt(roundHalfAwayFromZero(Number(num(a[0], 'math.round'))))
    ),
    sqrt: (a) => (arity(a, 1, 'math.sqrt'), Math.sqrt(Number(num(a[0], 'math.sqrt')))),
    pow: (a) => (
      arity(a, 2, 'math.pow'),
      Math.pow(Number(num(a[0], 'math.pow')), Number(num(a[1], 'math.pow')))
    ),
    isInfinite: (a) => {
      arity(a, 1, 'math.isInfinite');
      const x = num(a[0], 'math.isInfinite');
      return typeof x === 'number' && (x === Infinity || x === -Infinity);
    },
    isNaN: (a) => {
      arity(a, 1, 'math.isNaN');
      const x = num(a[0], 'math.isNaN');
      return typeof x === 'number' && Number.isNaN(x);
    },
  },
  hashing: {
    crc32: (a) => (arity(a, 1, 'hashing.crc32'), uint32Bytes(crc32(hashInput(a[0], 'crc32')))),
    crc32c: (a) => (arity(a, 1, 'hashing.crc32c'), uint32Bytes(crc32c(hashInput(a[0], 'crc32c')))),
    md5: (a) => (arity(a, 1, 'hashing.md5'), digest('md5', hashInput(a[0], 'md5'))),
    sha256: (a) => (arity(a, 1, 'hashing.sha256'), digest('sha256', hashInput(a[0], 'sha256'))),
  },
  timestamp: {
    date: (a) => {
      arity(a, 3, 'timestamp.date');
      const [y, m, d] = a.map((v) => Number(int(v, 'timestamp.date'))) as [number, number, number];
      const date = new Date(0);
      date.setUTCFullYear(y, m - 1, d);
      if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
        throw new EvalError('timestamp.date: invalid date.');
      }
      return RTimestamp.fromDate(date);
    },
    value: (a) => (
      arity(a, 1, 'timestamp.value'),
      new RTimestamp(int(a[0], 'timestamp.value') * 1_000_000n)
    ),
  },
  duration: {
    abs: (a) => {
      arity(a, 1, 'duration.abs');
      const d = a[0];
      if (!(d instanceof RDuration)) throw new EvalError('duration.abs expects a duration.');
      return new RDuration(d.nanos < 0n ? -d.nanos : d.nanos);
    },
    time: (a) => {
      arity(a, 4, 'duration.time');
      const [h, m, s, ns] = a.map((v) => int(v, 'duration.time')) as [
        bigint,
        bigint,
        bigint,
        bigint,
      ];
      return new RDuration(h * NANOS.h! + m * NANOS.m! + s * NANOS.s! + ns);
    },
    value: (a) => {
      arity(a, 2, 'duration.value');
      const magnitude = int(a[0], 'duration.value');
      const unit = a[1];
      const scale = typeof unit === 'string' ? NANOS[unit] : undefined;
      if (scale === undefined)
        throw new EvalError(`duration.value: unknown unit ${display(unit ?? null)}.`);
      return new RDuration(magnitude * scale);
    },
  },
  latlng: {
    value: (a) => {
      arity(a, 2, 'latlng.value');
      return new RLatLng(Number(num(a[0], 'latlng.value')), Number(num(a[1], 'latlng.value')));
    },
  },
};

export function hasGlobalFunction(name: string): boolean {
  return Object.hasOwn(GLOBAL_FUNCTIONS, name);
}

export function callGlobal(name: string, args: Value[]): Value {
  args.forEach(known);
  return GLOBAL_FUNCTIONS[name]!(args);
}

export function callNamespace(ns: RNamespace, name: string, args: Value[]): Value {
  const fn = NAMESPACE_FUNCTIONS[ns.name]?.[name];
  if (!fn || !Object.hasOwn(NAMESPACE_FUNCTIONS[ns.name]!, name)) {
    throw new EvalError(`Function not found error: Name: [${ns.name}.${name}].`);
  }
  args.forEach(known);
  return fn(args);
}
