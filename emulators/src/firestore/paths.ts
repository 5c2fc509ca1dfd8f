// Resource names (projects/{p}/databases/{d}/documents/...) and field paths (a.b, `odd.name`).
import { Fail } from './errors';
import type { Fields, Value } from './values';

export interface DocName {
  /** "projects/p/databases/d" */
  database: string;
  /** "users/u1" — empty for the database root. */
  path: string;
}

const NAME = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export function parseName(name: string): DocName {
  const m = NAME.exec(name);
  if (!m) throw Fail.invalid(`Invalid resource name: ${JSON.stringify(name)}`);
  const path = m[3] ?? '';
  if (path !== '' && path.split('/').includes('')) {
    throw Fail.invalid(`Invalid resource name: ${JSON.stringify(name)}`);
  }
  for (const segment of path ? path.split('/') : []) {
    if (isReservedId(segment)) throw Fail.invalid(`Document name "${name}" contains a reserved id`);
  }
  return { database: `projects/${m[1]}/databases/${m[2]}`, path };
}

/** A document name: an even, non-zero number of segments. */
export function parseDocumentName(name: string, database?: string): DocName {
  const n = parseName(name);
  const segments = n.path ? n.path.split('/').length : 0;
  if (segments === 0 || segments % 2 !== 0) {
    throw Fail.invalid(`Document name "${name}" has odd number of segments`);
  }
  if (database && n.database !== database) {
    throw Fail.invalid(`Document name "${name}" is not in database "${database}"`);
  }
  return n;
}

/**
 * `.`, `..` and `__…__` are reserved in every name (documents, collections, query parents and
 * listen targets), except `__id<n>__`, the form the SDKs give numeric ids.
 */
function isReservedId(segment: string): boolean {
  return (
    segment === '.' ||
    segment === '..' ||
    (/^__.*__$/.test(segment) && !/^__id-?\d+__$/.test(segment))
  );
}

export function fullName(database: string, path: string): string {
  return path ? `${database}/documents/${path}` : `${database}/documents`;
}

export function parentPath(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

// ---- field paths ----

/** Parses "a.b", "`a.b`.c", "`back\`tick`" into segments. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let i = 0;
  while (i < path.length) {
    let seg = '';
    if (path[i] === '`') {
      i++;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\' && i + 1 < path.length) i++;
        seg += path[i];
        i++;
      }
      if (path[i] !== '`') throw Fail.invalid(`Invalid field path: ${path}`);
      i++;
    } else {
      while (i < path.length && path[i] !== '.') seg += path[i++];
      if (!seg) throw Fail.invalid(`Invalid field path: ${path}`);
    }
    segments.push(seg);
    if (i < path.length) {
      if (path[i] !== '.') throw Fail.invalid(`Invalid field path: ${path}`);
      i++;
      if (i === path.length) throw Fail.invalid(`Invalid field path: ${path}`);
    }
  }
  if (segments.length === 0) throw Fail.invalid('Field path must not be empty');
  return segments;
}

export function formatFieldPath(segments: string[]): string {
  return segments
    .map((s) =>
      /^[A-Za-z_][A-Za-z_0-9]*$/.test(s) ? s : '`' + s.replace(/[\\`]/g, (c) => '\\' + c) + '`',
    )
    .join('.');
}

export function getField(fields: Fields, segments: string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < segments.length; i++) {
    const v: Value | undefined = current?.[segments[i] ?? ''];
    if (v === undefined) return undefined;
    if (i === segments.length - 1) return v;
    current = v.mapValue ? (v.mapValue.fields ?? {}) : undefined;
  }
  return undefined;
}

/** Sets a nested field, turning non-map intermediate values into maps. Mutates `fields`. */
export function setField(fields: Fields, segments: string[], value: Value): void {
  let current = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i] ?? '';
    const next = current[key];
    if (!next?.mapValue) current[key] = { mapValue: { fields: {} } };
    const map = current[key]?.mapValue;
    if (!map) return;
    map.fields ??= {};
    current = map.fields;
  }
  current[segments[segments.length - 1] ?? ''] = value;
}

export function deleteField(fields: Fields, segments: string[]): void {
  let current: Fields | undefined = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    current = current?.[segments[i] ?? '']?.mapValue?.fields;
    if (!current) return;
  }
  delete current?.[segments[segments.length - 1] ?? ''];
}

/** Keeps only the listed field paths (projections and read masks). */
export function projectFields(fields: Fields, paths: string[][]): Fields {
  const out: Fields = {};
  for (const p of paths) {
    const v = getField(fields, p);
    if (v !== undefined) setField(out, p, v);
  }
  return out;
}
