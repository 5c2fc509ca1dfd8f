// StructuredQuery evaluation with Firestore's semantics: filters, implicit ordering, cursors,
// offset/limit, projections, collection groups; and the validation errors the backend returns.
import { Fail } from './errors';
import { formatFieldPath, fullName, getField, parseFieldPath, projectFields } from './paths';
import type { Database, Doc } from './store';
import {
  NULL,
  arrayContains,
  compareValues,
  isNaNValue,
  kindOf,
  typeRank,
  valuesEqual,
  type Fields,
  type Value,
} from './values';
import { FIELD_OPERATORS } from '../shared/queryOperators';
import {
  compileNearest,
  nearest,
  withDistance,
  type FindNearest,
  type NearestStage,
} from './vector';

interface FieldReference {
  fieldPath?: string;
}

export interface Filter {
  compositeFilter?: { op?: string | number; filters?: Filter[] };
  fieldFilter?: { field?: FieldReference; op?: string | number; value?: Value };
  unaryFilter?: { op?: string | number; field?: FieldReference };
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: Array<{ collectionId?: string; allDescendants?: boolean }>;
  where?: Filter;
  orderBy?: Array<{ field?: FieldReference; direction?: string | number }>;
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: { value?: number } | number;
  findNearest?: FindNearest;
}

export interface QueryResult {
  path: string;
  doc: Doc;
  /** Fields after the projection. */
  fields: Fields;
}

interface Order {
  field: string[] | null; // null = __name__
  desc: boolean;
}

type Predicate = (doc: DocView) => boolean;

interface DocView {
  name: string;
  fields: Fields;
}

const INEQUALITIES = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

const FIELD_OPS = FIELD_OPERATORS;
const UNARY_OPS: Record<number, string> = {
  2: 'IS_NAN',
  3: 'IS_NULL',
  4: 'IS_NOT_NAN',
  5: 'IS_NOT_NULL',
};
const COMPOSITE_OPS: Record<number, string> = { 1: 'AND', 2: 'OR' };

function enumName(
  v: string | number | undefined,
  names: Record<number, string> | string[],
): string {
  if (typeof v === 'number') return (names as Record<number, string>)[v] ?? String(v);
  return v ?? '';
}

function fieldOf(ref: FieldReference | undefined): string[] | null {
  const p = ref?.fieldPath;
  if (!p) throw Fail.invalid('A field reference must name a field.');
  return p === '__name__' ? null : parseFieldPath(p);
}

function readField(doc: DocView, field: string[] | null): Value | undefined {
  return field === null ? { referenceValue: doc.name } : getField(doc.fields, field);
}

function limitOf(q: StructuredQuery): number | undefined {
  if (q.limit === undefined || q.limit === null) return undefined;
  const n = typeof q.limit === 'number' ? q.limit : (q.limit.value ?? 0);
  return n;
}

/** A query compiled against one database; run it with `execute`. */
export class CompiledQuery {
  readonly collectionId: string;
  readonly allDescendants: boolean;
  readonly orders: Order[];
  private readonly predicate: Predicate;
  private readonly existence: Array<string[]>;
  private readonly projection: string[][] | undefined;
  readonly limit: number | undefined;
  readonly offset: number;
  /** The vector search stage, run after the filters (vector.ts). */
  readonly nearest: NearestStage | undefined;

  constructor(
    readonly database: string,
    /** Parent document path ("" for the root). */
    readonly parent: string,
    readonly query: StructuredQuery,
  ) {
    const from = query.from ?? [];
    const selector = from[0];
    // A kindless query (no collection id, all descendants) reads every document under the parent.
    if (from.length !== 1 || !selector || (!selector.collectionId && !selector.allDescendants)) {
      throw Fail.invalid('A query must select exactly one collection (from).');
    }
    this.collectionId = selector.collectionId ?? '';
    if (/^__.*__$/.test(this.collectionId))
      throw Fail.invalid(`Collection id "${this.collectionId}" is reserved.`);
    this.allDescendants = Boolean(selector.allDescendants);
    if (query.findNearest) {
      if (query.orderBy?.length || query.startAt || query.endAt || query.offset)
        throw Fail.invalid('A vector query (findNearest) cannot have orderBy, cursors or offset.');
      this.nearest = compileNearest(query.findNearest);
    }
    const inequalities: string[][] = [];
    this.predicate = query.where ? compileFilter(query.where, inequalities, database) : () => true;
    this.orders = implicitOrder(query, inequalities);
    checkKeyPlacement(query, inequalities, this.orders);
    this.existence = this.orders.flatMap((o) => (o.field ? [o.field] : []));
    const limit = limitOf(query);
    if (limit !== undefined && limit < 0) throw Fail.invalid('limit is negative');
    this.limit = limit;
    this.offset = query.offset ?? 0;
    if (this.offset < 0) throw Fail.invalid('offset is negative');
    for (const c of [query.startAt, query.endAt]) {
      if (c && (c.values?.length ?? 0) > this.orders.length) {
        throw Fail.invalid(
          `Too many cursor values specified. The specified order by has ${this.orders.length} fields.`,
        );
      }
      c?.values?.forEach((v, i) => {
        if (this.orders[i]?.field === null && kindOf(v) !== 'reference') {
          throw Fail.invalid('Cursor values for __name__ must be document references.');
        }
      });
    }
    const select = query.select?.fields;
    this.projection =
      select && select.length > 0
        ? select
            .filter((f) => f.fieldPath !== '__name__')
            .map((f) => parseFieldPath(f.fieldPath ?? ''))
        : undefined;
  }

  /** Whether a document (ignoring cursors, offset and limit) belongs to the result set. */
  matchesPath(path: string): boolean {
    const segments = path.split('/');
    const collection = segments[segments.length - 2];
    if (this.collectionId && collection !== this.collectionId) return false;
    const parentOfCollection = segments.slice(0, -2).join('/');
    if (this.allDescendants) {
      return (
        !this.parent ||
        parentOfCollection === this.parent ||
        parentOfCollection.startsWith(this.parent + '/')
      );
    }
    return parentOfCollection === this.parent;
  }

  matches(path: string, doc: Doc): boolean {
    const view = { name: fullName(this.database, path), fields: doc.fields };
    return (
      this.matchesPath(path) &&
      this.existence.every((f) => getField(doc.fields, f) !== undefined) &&
      this.predicate(view)
    );
  }

  /** All matching documents in order, with cursors applied but not offset/limit. */
  ordered(db: Database, at?: bigint): Array<{ path: string; doc: Doc }> {
    const source = this.allDescendants
      ? db.scanGroup(this.parent, this.collectionId, at)
      : db.scan(this.parent ? `${this.parent}/${this.collectionId}` : this.collectionId, at);
    // Sort keys are computed once per document, not once per comparison.
    const rows: Array<{ path: string; doc: Doc; keys: Value[] }> = [];
    for (const [path, doc] of source) {
      if (!this.matches(path, doc)) continue;
      const view = { name: fullName(this.database, path), fields: doc.fields };
      rows.push({ path, doc, keys: this.orders.map((o) => readField(view, o.field) ?? NULL) });
    }
    rows.sort((a, b) => this.compareKeys(a.keys, b.keys, this.orders.length));
    return rows.filter((r) => this.withinCursors(r.keys));
  }

  /** Runs the query: cursors, offset, limit and projection applied. */
  execute(db: Database, at?: bigint): QueryResult[] {
    if (this.nearest) {
      const stage = this.nearest;
      const ranked = nearest(stage, this.ordered(db, at), (row) => row.doc.fields);
      const limited = this.limit === undefined ? ranked : ranked.slice(0, this.limit);
      return limited.map(({ doc: { path, doc }, distance }) => ({
        path,
        doc,
        fields: withDistance(stage, this.project(doc.fields), distance),
      }));
    }
    let docs = this.ordered(db, at).slice(this.offset);
    if (this.limit !== undefined) docs = docs.slice(0, this.limit);
    return docs.map(({ path, doc }) => ({ path, doc, fields: this.project(doc.fields) }));
  }

  project(fields: Fields): Fields {
    return this.projection ? projectFields(fields, this.projection) : fields;
  }

  /** Compares sort keys over the first `n` orderings (a cursor may give fewer values). */
  private compareKeys(a: Value[], b: Value[], n: number): number {
    for (let i = 0; i < n; i++) {
      const c = compareValues(a[i] ?? NULL, b[i] ?? NULL);
      if (c !== 0) return this.orders[i]?.desc ? -c : c;
    }
    return 0;
  }

  private withinCursors(keys: Value[]): boolean {
    const { startAt, endAt } = this.query;
    const start = startAt?.values ?? [];
    const end = endAt?.values ?? [];
    if (start.length) {
      const c = this.compareKeys(keys, start, start.length);
      if (startAt?.before ? c < 0 : c <= 0) return false;
    }
    if (end.length) {
      const c = this.compareKeys(keys, end, end.length);
      if (endAt?.before ? c >= 0 : c > 0) return false;
    }
    return true;
  }
}

/**
 * Firestore's implicit ordering: the explicit orderBy, then every inequality field not already
 * ordered (lexicographically by field path), then __name__ in the last explicit direction.
 */
function implicitOrder(query: StructuredQuery, inequalities: string[][]): Order[] {
  const orders: Order[] = (query.orderBy ?? []).map((o) => ({
    field: fieldOf(o.field),
    desc: o.direction === 'DESCENDING' || o.direction === 2,
  }));
  const key = (f: string[] | null): string => (f === null ? '__name__' : formatFieldPath(f));
  const seen = new Set(orders.map((o) => key(o.field)));
  const lastDesc = orders[orders.length - 1]?.desc ?? false;
  // An inequality on the key itself orders by the key, which comes last anyway.
  const extra = inequalities
    .filter((f) => !(f.length === 1 && f[0] === '__name__'))
    .filter((f) => !seen.has(key(f)))
    .filter((f, i, all) => all.findIndex((g) => key(g) === key(f)) === i)
    .sort((a, b) => compareFieldPaths(a, b));
  for (const f of extra) {
    orders.push({ field: f, desc: lastDesc });
    seen.add(key(f));
  }
  if (!seen.has('__name__')) orders.push({ field: null, desc: lastDesc });
  return orders;
}

/**
 * Where the document key may stand, as Firestore checks it: last in the order (inequality fields
 * are ordered after an explicit `__name__`, so they cannot follow it), and not in an equality
 * beside inequalities on other fields unless it is in an inequality too.
 */
function checkKeyPlacement(query: StructuredQuery, inequalities: string[][], orders: Order[]) {
  if (orders.findIndex((o) => o.field === null) < orders.length - 1)
    throw Fail.invalid('order by clause cannot contain more fields after the key __name__');
  const onKey = (f: string[]) => f.length === 1 && f[0] === '__name__';
  if (
    hasKeyEquality(query.where) &&
    inequalities.some((f) => !onKey(f)) &&
    !inequalities.some(onKey)
  ) {
    throw Fail.invalid(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
}

function hasKeyEquality(filter: Filter | undefined): boolean {
  if (!filter) return false;
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).some(hasKeyEquality);
  const f = filter.fieldFilter;
  return !!f && fieldOf(f.field) === null && enumName(f.op, FIELD_OPS) === 'EQUAL';
}

function compareFieldPaths(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

const MAX_DISJUNCTIONS = 30;
const MAX_NOT_IN = 10;

function compileFilter(filter: Filter, inequalities: string[][], database: string): Predicate {
  if (filter.compositeFilter) {
    const op = enumName(filter.compositeFilter.op, COMPOSITE_OPS);
    const parts = (filter.compositeFilter.filters ?? []).map((f) =>
      compileFilter(f, inequalities, database),
    );
    if (op === 'OR') {
      if (parts.length > MAX_DISJUNCTIONS) {
        throw Fail.invalid(`An OR filter can have at most ${MAX_DISJUNCTIONS} disjunctions.`);
      }
      return (d) => parts.some((p) => p(d));
    }
    if (op !== 'AND') throw Fail.invalid('A composite filter needs an operator (AND or OR).');
    return (d) => parts.every((p) => p(d));
  }
  if (filter.unaryFilter) {
    const op = enumName(filter.unaryFilter.op, UNARY_OPS);
    const field = fieldOf(filter.unaryFilter.field);
    if (op === 'IS_NOT_NAN' || op === 'IS_NOT_NULL') inequalities.push(field ?? ['__name__']);
    return unary(op, field);
  }
  if (filter.fieldFilter) {
    const op = enumName(filter.fieldFilter.op, FIELD_OPS);
    const field = fieldOf(filter.fieldFilter.field);
    const value = filter.fieldFilter.value;
    if (!value || !kindOf(value)) throw Fail.invalid('A field filter needs a value.');
    validateFieldFilter(op, field, value, database);
    if (INEQUALITIES.has(op)) inequalities.push(field ?? ['__name__']);
    return binary(op, field, value);
  }
  throw Fail.invalid('A filter must be a composite, field or unary filter.');
}

function validateFieldFilter(
  op: string,
  field: string[] | null,
  value: Value,
  database: string,
): void {
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    const values = value.arrayValue?.values;
    if (!value.arrayValue || !values || values.length === 0) {
      throw Fail.invalid(`A non-empty ArrayValue is required for '${op}' filters.`);
    }
    const max = op === 'NOT_IN' ? MAX_NOT_IN : MAX_DISJUNCTIONS;
    if (values.length > max) {
      throw Fail.invalid(`'${op}' supports up to ${max} comparison values.`);
    }
    if (field === null) values.forEach((v) => checkReference(v, database));
  } else if (field === null) {
    if (op === 'ARRAY_CONTAINS')
      throw Fail.invalid("'ARRAY_CONTAINS' is not supported on __name__.");
    checkReference(value, database);
  }
  if (!FIELD_OPS.includes(op) || op === 'OPERATOR_UNSPECIFIED') {
    throw Fail.invalid(`Unknown field filter operator: ${op}`);
  }
  const ordering = op !== 'EQUAL' && op !== 'NOT_EQUAL' && op.includes('THAN');
  if (ordering && (kindOf(value) === 'null' || isNaNValue(value))) {
    throw Fail.invalid(
      `${op} is not supported on ${kindOf(value) === 'null' ? 'null' : 'NaN'}; use a unary filter.`,
    );
  }
}

function checkReference(v: Value, database: string): void {
  if (kindOf(v) !== 'reference') {
    throw Fail.invalid('__name__ filters must be on document references (referenceValue).');
  }
  if (!(v.referenceValue ?? '').startsWith(`${database}/documents/`)) {
    throw Fail.invalid(`__name__ filter value ${v.referenceValue} is not in this database.`);
  }
}

function present(v: Value | undefined): v is Value {
  return v !== undefined && kindOf(v) !== 'null';
}

function unary(op: string, field: string[] | null): Predicate {
  switch (op) {
    case 'IS_NAN':
      return (d) => {
        const v = readField(d, field);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NULL':
      return (d) => {
        const v = readField(d, field);
        return v !== undefined && kindOf(v) === 'null';
      };
    case 'IS_NOT_NAN':
      return (d) => {
        const v = readField(d, field);
        return present(v) && !isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      return (d) => present(readField(d, field));
    default:
      throw Fail.invalid(`Unknown unary filter operator: ${op}`);
  }
}

function binary(op: string, field: string[] | null, value: Value): Predicate {
  const get = (d: DocView): Value | undefined => readField(d, field);
  const ordered =
    (test: (c: number) => boolean): Predicate =>
    (d) => {
      const v = get(d);
      // NaN sorts first among numbers but no range matches it (nor null, another type).
      return (
        v !== undefined &&
        !isNaNValue(v) &&
        typeRank(v) === typeRank(value) &&
        test(compareValues(v, value))
      );
    };
  switch (op) {
    case 'LESS_THAN':
      return ordered((c) => c < 0);
    case 'LESS_THAN_OR_EQUAL':
      return ordered((c) => c <= 0);
    case 'GREATER_THAN':
      return ordered((c) => c > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return ordered((c) => c >= 0);
    case 'EQUAL':
      return (d) => {
        const v = get(d);
        return v !== undefined && valuesEqual(v, value);
      };
    case 'NOT_EQUAL':
      return (d) => {
        const v = get(d);
        return present(v) && !valuesEqual(v, value);
      };
    case 'ARRAY_CONTAINS':
      return (d) => arrayContains(get(d)?.arrayValue?.values, value);
    case 'IN': {
      const values = matchable(value);
      return (d) => {
        const v = get(d);
        return v !== undefined && arrayContains(values, v);
      };
    }
    case 'NOT_IN': {
      const values = value.arrayValue?.values ?? [];
      if (values.some((v) => kindOf(v) === 'null')) return () => false;
      return (d) => {
        const v = get(d);
        return present(v) && !arrayContains(values, v);
      };
    }
    case 'ARRAY_CONTAINS_ANY': {
      const values = matchable(value);
      return (d) => (get(d)?.arrayValue?.values ?? []).some((x) => arrayContains(values, x));
    }
    default:
      throw Fail.invalid(`Unknown field filter operator: ${op}`);
  }
}

// ---- aggregations ----

export interface Aggregation {
  alias?: string;
  count?: { upTo?: { value?: number } | number };
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
}

const MAX_AGGREGATIONS = 5;

/** Between one and five aggregations per query, as Firestore allows. */
export function checkAggregationCount(aggregations: Aggregation[]): void {
  if (aggregations.length === 0)
    throw Fail.invalid('An aggregation query needs at least one aggregation.');
  if (aggregations.length > MAX_AGGREGATIONS)
    throw Fail.invalid(
      `The query has ${aggregations.length} aggregations; the maximum number of aggregations is ${MAX_AGGREGATIONS}.`,
    );
}

export function aggregate(
  results: QueryResult[],
  aggregations: Aggregation[],
): Record<string, Value> {
  const out: Record<string, Value> = {};
  checkAggregationCount(aggregations);
  // Several aggregations read one index over every field they sum or average: a document that
  // lacks one of those fields is in none of them, count included (Firestore's documented rule).
  const fields = aggregations.flatMap((a) => {
    const ref = (a.sum ?? a.avg)?.field;
    const path = ref ? fieldOf(ref) : null;
    return path ? [path] : [];
  });
  if (aggregations.length > 1 && fields.length > 0)
    results = results.filter((r) => fields.every((f) => getField(r.doc.fields, f) !== undefined));
  const aliases = new Set<string>();
  aggregations.forEach((a, i) => {
    const alias = a.alias || `field_${i + 1}`;
    if (aliases.has(alias)) throw Fail.invalid(`Duplicate aggregation alias: ${alias}`);
    aliases.add(alias);
    if (a.count) {
      const upTo = typeof a.count.upTo === 'number' ? a.count.upTo : a.count.upTo?.value;
      if (upTo !== undefined && upTo < 0) throw Fail.invalid('count up_to must be positive');
      const n = upTo ? Math.min(results.length, upTo) : results.length;
      out[alias] = { integerValue: String(n) };
    } else if (a.sum || a.avg) {
      const field = fieldOf((a.sum ?? a.avg)?.field);
      const nums = results
        .map((r) => (field ? getField(r.doc.fields, field) : undefined))
        .filter(
          (v): v is Value => v !== undefined && (kindOf(v) === 'integer' || kindOf(v) === 'double'),
        );
      out[alias] = a.sum ? sum(nums) : avg(nums);
    } else {
      throw Fail.invalid('Unknown aggregation.');
    }
  });
  return out;
}

/** Integers sum as integers until they overflow int64; any double makes the result a double. */
function sum(values: Value[]): Value {
  if (values.every((v) => kindOf(v) === 'integer')) {
    const total = values.reduce((n, v) => n + BigInt(v.integerValue ?? 0), 0n);
    if (total <= 2n ** 63n - 1n && total >= -(2n ** 63n)) return { integerValue: total.toString() };
    return { doubleValue: Number(total) };
  }
  return { doubleValue: values.reduce((n, v) => n + toNumber(v), 0) };
}

function avg(values: Value[]): Value {
  if (values.length === 0) return { nullValue: 'NULL_VALUE' };
  return { doubleValue: values.reduce((n, v) => n + toNumber(v), 0) / values.length };
}

function toNumber(v: Value): number {
  return kindOf(v) === 'integer' ? Number(v.integerValue) : Number(v.doubleValue);
}

/** The candidates of an `in` or `array-contains-any` list that can match: never null or NaN. */
function matchable(list: Value): Value[] {
  return (list.arrayValue?.values ?? []).filter((v) => kindOf(v) !== 'null' && !isNaNValue(v));
}
