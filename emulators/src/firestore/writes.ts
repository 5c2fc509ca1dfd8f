// One google.firestore.v1.Write applied to a document: preconditions, update masks, and field
// transforms with Firestore's typing rules.
import { Fail } from './errors';
import {
  deleteField,
  fullName,
  getField,
  parseDocumentName,
  parseFieldPath,
  setField,
} from './paths';
import type { Doc } from './store';
import {
  NULL,
  arrayContains,
  compareValues,
  fieldsSize,
  isNaNValue,
  isNumber,
  kindOf,
  microsToTs,
  nameSize,
  toBigInt,
  toDouble,
  tsMicros,
  valuesEqual,
  type Fields,
  type Timestamp,
  type Value,
} from './values';

export interface FieldTransform {
  fieldPath?: string;
  setToServerValue?: string | number;
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: { values?: Value[] };
  removeAllFromArray?: { values?: Value[] };
}

export interface Precondition {
  exists?: boolean;
  updateTime?: Timestamp;
}

export interface Write {
  update?: { name?: string; fields?: Fields };
  delete?: string;
  verify?: string;
  transform?: { document?: string; fieldTransforms?: FieldTransform[] };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: { seconds: string; nanos: number };
  transformResults: Value[];
}

export interface AppliedWrite {
  path: string;
  before: Doc | null;
  after: Doc | null;
  /** The rules method this write is checked against; undefined for `verify`. */
  method?: 'create' | 'update' | 'delete';
  result: WriteResult;
}

const MAX_DOCUMENT_BYTES = 1_048_576;
const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/** The name of the document a write is about. */
export function writeTarget(write: Write): string | undefined {
  return write.update?.name ?? write.delete ?? write.verify ?? write.transform?.document;
}

/** Applies `write` on top of `current` (the state so far in this commit). Throws Fail. */
export function applyWrite(
  database: string,
  write: Write,
  current: (path: string) => Doc | null,
  commitTime: bigint,
): AppliedWrite {
  const name = writeTarget(write);
  if (!name)
    throw Fail.invalid('A write must have an operation (update, delete, verify or transform)');
  const { path } = parseDocumentName(name, database);
  const before = current(path);
  checkPrecondition(write.currentDocument, before, fullName(database, path));

  if (write.verify !== undefined)
    return { path, before, after: before, result: { transformResults: [] } };
  if (write.delete !== undefined) {
    return { path, before, after: null, method: 'delete', result: { transformResults: [] } };
  }

  let fields: Fields;
  if (write.update) {
    const given = write.update.fields ?? {};
    const mask = write.updateMask?.fieldPaths;
    if (mask === undefined && !write.updateMask) {
      fields = structuredClone(given);
    } else {
      fields = structuredClone(before?.fields ?? {});
      for (const p of mask ?? []) {
        const segments = parseFieldPath(p);
        const v = getField(given, segments);
        if (v === undefined) deleteField(fields, segments);
        else setField(fields, segments, structuredClone(v));
      }
    }
  } else {
    fields = structuredClone(before?.fields ?? {});
  }
  validateFields(fields);

  const transforms = write.updateTransforms ?? write.transform?.fieldTransforms ?? [];
  const transformResults = transforms.map((t) => applyTransform(fields, t, commitTime));

  const size = nameSize(name) + fieldsSize(fields) + 32;
  if (size > MAX_DOCUMENT_BYTES) {
    throw Fail.invalid(
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  }

  const method = before ? 'update' : 'create';
  if (before && sameFields(before.fields, fields)) {
    // A write that changes nothing keeps the stored version (and raises no trigger).
    return {
      path,
      before,
      after: before,
      method,
      result: { updateTime: microsToTs(before.updateTime), transformResults },
    };
  }
  const after: Doc = {
    fields,
    createTime: before?.createTime ?? commitTime,
    updateTime: commitTime,
  };
  return {
    path,
    before,
    after,
    method,
    result: { updateTime: microsToTs(commitTime), transformResults },
  };
}

function checkPrecondition(pre: Precondition | undefined, doc: Doc | null, name: string): void {
  if (!pre) return;
  if (pre.exists === true && !doc) throw Fail.notFound(`No document to update: ${name}`);
  if (pre.exists === false && doc) throw Fail.exists(`Document already exists: ${name}`);
  if (pre.updateTime !== undefined) {
    const want = tsMicros(pre.updateTime);
    if (!doc || doc.updateTime !== want) {
      throw Fail.precondition(
        doc
          ? `The stored version (${doc.updateTime}) does not match the required base version (${want}) for ${name}.`
          : `The required base version (${want}) does not exist for ${name}.`,
      );
    }
  }
}

/** Validates stored values and normalises them (mutates the copy being written). */
function validateFields(fields: Fields, depth = 0): void {
  if (depth > 20) throw Fail.invalid('Maps and arrays nest deeper than 20 levels.');
  for (const [key, value] of Object.entries(fields)) {
    if (key === '') throw Fail.invalid('Field names must not be empty.');
    validateValue(value, depth);
  }
}

function validateValue(value: Value, depth: number): void {
  const kind = kindOf(value);
  if (!kind) throw Fail.invalid('A value must have a value type.');
  // Firestore stores timestamps with microsecond precision.
  if (kind === 'timestamp' && value.timestampValue) {
    const nanos = value.timestampValue.nanos ?? 0;
    value.timestampValue = { ...value.timestampValue, nanos: nanos - (nanos % 1000) };
  }
  if (kind === 'map') validateFields(value.mapValue?.fields ?? {}, depth + 1);
  if (kind === 'array') {
    for (const v of value.arrayValue?.values ?? []) {
      if (kindOf(v) === 'array')
        throw Fail.invalid('Cannot convert an array value in an array value.');
      validateValue(v, depth + 1);
    }
  }
}

function applyTransform(fields: Fields, t: FieldTransform, commitTime: bigint): Value {
  if (!t.fieldPath) throw Fail.invalid('A field transform must name a field.');
  const segments = parseFieldPath(t.fieldPath);
  const current = getField(fields, segments);
  let result: Value;
  let stored: Value;
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME' && t.setToServerValue !== 1) {
      throw Fail.invalid('Unknown server value.');
    }
    stored = result = { timestampValue: microsToTs(commitTime) };
  } else if (t.increment) {
    stored = result = numeric(current, t.increment, increment);
  } else if (t.maximum) {
    stored = result = numeric(current, t.maximum, (a, b) => extreme(a, b, 1));
  } else if (t.minimum) {
    stored = result = numeric(current, t.minimum, (a, b) => extreme(a, b, -1));
  } else if (t.appendMissingElements) {
    const values = current?.arrayValue ? [...(current.arrayValue.values ?? [])] : [];
    for (const v of t.appendMissingElements.values ?? []) {
      if (!arrayContains(values, v)) values.push(v);
    }
    stored = { arrayValue: { values } };
    result = NULL;
  } else if (t.removeAllFromArray) {
    const remove = t.removeAllFromArray.values ?? [];
    const values = (current?.arrayValue?.values ?? []).filter((v) => !arrayContains(remove, v));
    stored = { arrayValue: { values } };
    result = NULL;
  } else {
    throw Fail.invalid('A field transform must have a transform type.');
  }
  setField(fields, segments, stored);
  return result;
}

/** Numeric transforms: a missing or non-numeric field takes the operand as is. */
function numeric(
  current: Value | undefined,
  operand: Value,
  op: (a: Value, b: Value) => Value,
): Value {
  if (!isNumber(operand)) throw Fail.invalid('Numeric transforms require a numeric operand.');
  if (!current || !isNumber(current)) return operand;
  return op(current, operand);
}

function increment(a: Value, b: Value): Value {
  if (kindOf(a) === 'integer' && kindOf(b) === 'integer') {
    const sum = toBigInt(a) + toBigInt(b);
    // Integer overflow saturates at the int64 bounds.
    const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
    return { integerValue: clamped.toString() };
  }
  return { doubleValue: toDouble(a) + toDouble(b) };
}

/** maximum (dir 1) / minimum (dir -1): NaN wins; on a tie the stored value stays. */
function extreme(stored: Value, operand: Value, dir: 1 | -1): Value {
  if (isNaNValue(stored)) return stored;
  if (isNaNValue(operand)) return operand;
  return compareValues(operand, stored) * dir > 0 ? operand : stored;
}

/** Exact equality, types included (1 and 1.0 differ): decides whether a write changed anything. */
export function sameFields(a: Fields, b: Fields): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && sameValue(a[k] ?? NULL, b[k]));
}

function sameValue(a: Value, b: Value): boolean {
  const kind = kindOf(a);
  if (kind !== kindOf(b)) return false;
  if (kind === 'array') {
    const x = a.arrayValue?.values ?? [];
    const y = b.arrayValue?.values ?? [];
    return x.length === y.length && x.every((v, i) => sameValue(v, y[i] ?? NULL));
  }
  if (kind === 'map') return sameFields(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
  if (kind === 'double') return Object.is(Number(a.doubleValue), Number(b.doubleValue));
  return valuesEqual(a, b);
}
