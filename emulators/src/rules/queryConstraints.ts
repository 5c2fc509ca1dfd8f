// "Rules are not filters": a list request is decided from the query's constraints, not from the
// documents it returns. Equality, IN and range filters become the only known parts of
// `resource`; every alternative an IN or OR filter allows is a separate world the rules must
// allow. Any other field of `resource` cannot be proven and makes its condition an error.
import { fromFirestoreValue } from './resources';
import type { FirestoreValue } from './types';
import {
  compare,
  ContainingList,
  equals,
  EvalError,
  PartialMap,
  RangeValue,
  RMap,
  type Value,
} from './values';
import { FIELD_OPERATORS } from '../shared/queryOperators';

type Bound = { value: Value; inclusive: boolean };
type Range = { lower?: Bound; upper?: Bound; not?: Value[] };
type Constraint = { eq: Value } | Range | { contains: Value[] };
type World = Map<string, Constraint>;

const MAX_WORLDS = 100;

const FIELD_OPS = FIELD_OPERATORS;
const COMPOSITE_OPS = ['OPERATOR_UNSPECIFIED', 'AND', 'OR'];
const UNARY_OPS = ['OPERATOR_UNSPECIFIED', '', 'IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'];

interface Filter {
  fieldFilter?: { field?: { fieldPath?: string }; op?: string | number; value?: unknown };
  compositeFilter?: { op?: string | number; filters?: Filter[] };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string | number };
}

const opName = (op: string | number | undefined, names: readonly string[]) =>
  typeof op === 'number' ? (names[op] ?? '') : (op ?? '');

/**
 * Query values may arrive as decoded protos (timestamps as {seconds, nanos}, bytes as buffers)
 * rather than proto3 JSON; both read the same.
 */
function toJsonValue(v: unknown): FirestoreValue {
  const value = v as Record<string, unknown>;
  const ts = value.timestampValue;
  if (ts && typeof ts === 'object') {
    const { seconds, nanos } = ts as { seconds?: string | number; nanos?: number };
    const iso = new Date(Number(seconds ?? 0) * 1000).toISOString().slice(0, 19);
    return { timestampValue: `${iso}.${String(nanos ?? 0).padStart(9, '0')}Z` };
  }
  const bytes = value.bytesValue;
  if (bytes instanceof Uint8Array) return { bytesValue: Buffer.from(bytes).toString('base64') };
  const array = value.arrayValue as { values?: unknown[] } | undefined;
  if (array) return { arrayValue: { values: (array.values ?? []).map(toJsonValue) } };
  const map = value.mapValue as { fields?: Record<string, unknown> } | undefined;
  if (map) {
    const fields = Object.entries(map.fields ?? {}).map(([k, x]) => [k, toJsonValue(x)]);
    return { mapValue: { fields: Object.fromEntries(fields) as Record<string, FirestoreValue> } };
  }
  return v as FirestoreValue;
}

function merge(a: World, b: World): World | null {
  const out = new Map(a);
  for (const [field, c] of b) {
    const prev = out.get(field);
    if (!prev) {
      out.set(field, c);
      continue;
    }
    const merged = mergeConstraint(prev, c);
    if (!merged) return null;
    out.set(field, merged);
  }
  return out;
}

function within(v: Value, c: Range): boolean {
  try {
    const lo = c.lower ? compare(v, c.lower.value) : 1;
    const hi = c.upper ? compare(v, c.upper.value) : -1;
    return (
      (lo > 0 || (lo === 0 && !!c.lower?.inclusive)) &&
      (hi < 0 || (hi === 0 && !!c.upper?.inclusive))
    );
  } catch {
    return false;
  }
}

function tighter(a: Bound | undefined, b: Bound | undefined, lower: boolean): Bound | undefined {
  if (!a || !b) return a ?? b;
  let c: number;
  try {
    c = compare(a.value, b.value);
  } catch {
    return a;
  }
  if (c === 0) return { value: a.value, inclusive: a.inclusive && b.inclusive };
  return c > 0 === lower ? a : b;
}

function mergeConstraint(a: Constraint, b: Constraint): Constraint | null {
  if ('contains' in a || 'contains' in b) return mergeContains(a, b);
  if ('eq' in a && 'eq' in b) return equals(a.eq, b.eq) ? a : null;
  if ('eq' in a) return admits(b as Range, a.eq) ? a : null;
  if ('eq' in b) return admits(a, b.eq) ? b : null;
  return {
    lower: tighter(a.lower, b.lower, true),
    upper: tighter(a.upper, b.upper, false),
    not: [...(a.not ?? []), ...(b.not ?? [])],
  };
}

/** array-contains with another filter on the same field: keep what stays provable. */
function mergeContains(a: Constraint, b: Constraint): Constraint | null {
  if ('contains' in a && 'contains' in b) return { contains: [...a.contains, ...b.contains] };
  const [c, other] = 'contains' in a ? [a, b] : [b as { contains: Value[] }, a];
  if ('eq' in other) {
    const list = Array.isArray(other.eq) ? (other.eq as readonly Value[]) : [];
    return c.contains.every((v) => list.some((x) => equals(x, v))) ? other : null;
  }
  return c;
}

function admits(range: Range, v: Value): boolean {
  return within(v, range) && !(range.not ?? []).some((x) => equals(x, v));
}

function product(a: World[], b: World[]): World[] {
  const out: World[] = [];
  for (const x of a) {
    for (const y of b) {
      const m = merge(x, y);
      if (m) out.push(m);
      if (out.length > MAX_WORLDS)
        throw new EvalError('The query has too many IN/OR alternatives to check.');
    }
  }
  return out;
}

const anything = (): World => new Map();
const only = (field: string, c: Constraint): World => new Map([[field, c]]);

function worldsOf(filter: Filter | undefined): World[] {
  if (!filter) return [anything()];
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(worldsOf);
    if (opName(filter.compositeFilter.op, COMPOSITE_OPS) === 'OR') return parts.flat();
    return parts.reduce(product, [anything()]);
  }
  if (filter.unaryFilter) {
    const field = filter.unaryFilter.field?.fieldPath ?? '';
    const op = opName(filter.unaryFilter.op, UNARY_OPS);
    if (op === 'IS_NULL') return [only(field, { eq: null })];
    if (op === 'IS_NAN') return [only(field, { eq: NaN })];
    return [anything()];
  }
  const f = filter.fieldFilter;
  if (!f?.value) return [anything()];
  const field = f.field?.fieldPath ?? '';
  const value = fromFirestoreValue(toJsonValue(f.value));
  switch (opName(f.op, FIELD_OPS)) {
    case 'EQUAL':
      return [only(field, { eq: value })];
    case 'IN':
      return (Array.isArray(value) ? (value as readonly Value[]) : []).map((v) =>
        only(field, { eq: v }),
      );
    case 'LESS_THAN':
      return [only(field, { upper: { value, inclusive: false } })];
    case 'LESS_THAN_OR_EQUAL':
      return [only(field, { upper: { value, inclusive: true } })];
    case 'GREATER_THAN':
      return [only(field, { lower: { value, inclusive: false } })];
    case 'GREATER_THAN_OR_EQUAL':
      return [only(field, { lower: { value, inclusive: true } })];
    case 'NOT_EQUAL':
      return [only(field, { not: [value] })];
    case 'NOT_IN':
      return [only(field, { not: Array.isArray(value) ? [...(value as readonly Value[])] : [] })];
    case 'ARRAY_CONTAINS':
      return [only(field, { contains: [value] })];
    case 'ARRAY_CONTAINS_ANY':
      return (Array.isArray(value) ? (value as readonly Value[]) : []).map((v) =>
        only(field, { contains: [v] }),
      );
    default:
      return [anything()];
  }
}

/** Splits `a.b` and `` `a.b`.c `` field paths into segments. */
function fieldPathSegments(path: string): string[] {
  const out: string[] = [];
  const re = /`((?:[^`\\]|\\.)*)`|([^.]+)/g;
  for (const m of path.matchAll(re))
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
  return out;
}

type Tree = Map<string, Value | Tree>;

function toPartialMap(tree: Tree): PartialMap {
  return new PartialMap(
    new Map([...tree].map(([k, v]) => [k, v instanceof Map ? toPartialMap(v) : v])),
  );
}

/** The `resource` each world of the query stands for. */
function worldResource(world: World): PartialMap {
  const data: Tree = new Map();
  const top = new Map<string, Value>();
  for (const [field, c] of world) {
    const value =
      'eq' in c
        ? c.eq
        : 'contains' in c
          ? new ContainingList(field, c.contains)
          : new RangeValue(field, c.lower, c.upper, c.not);
    if (field === '__name__') {
      if (typeof value === 'object' && value !== null && 'segments' in value) {
        top.set('__name__', value);
        top.set('id', value.segments[value.segments.length - 1] ?? '');
      }
      continue;
    }
    const segs = fieldPathSegments(field);
    let node = data;
    segs.slice(0, -1).forEach((s) => {
      const next = node.get(s);
      if (next instanceof Map) node = next;
      else node.set(s, (node = new Map()));
    });
    node.set(segs[segs.length - 1]!, value);
  }
  top.set('data', toPartialMap(data));
  return new PartialMap(top);
}

export function queryResources(structuredQuery: Record<string, unknown>): PartialMap[] {
  return worldsOf(structuredQuery.where as Filter | undefined).map(worldResource);
}

function optionalInt(v: unknown): Value {
  const raw = typeof v === 'object' && v !== null && 'value' in v ? v.value : v;
  return raw === undefined || raw === null ? null : BigInt(raw as number | string);
}

/** `request.query`: limit, offset and orderBy (a map from field path to ASC/DESC). */
export function queryValue(structuredQuery: Record<string, unknown>): RMap {
  const orderBy = (structuredQuery.orderBy ?? []) as Array<{
    field?: { fieldPath?: string };
    direction?: string | number;
  }>;
  const order = new Map<string, Value>();
  for (const o of orderBy) {
    const dir = o.direction === 'DESCENDING' || o.direction === 2 ? 'DESC' : 'ASC';
    order.set(o.field?.fieldPath ?? '', dir);
  }
  return RMap.of({
    limit: optionalInt(structuredQuery.limit),
    offset: optionalInt(structuredQuery.offset),
    orderBy: new RMap(order),
  });
}
