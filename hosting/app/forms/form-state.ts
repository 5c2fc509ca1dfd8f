// The pure half of an editor form: whether it differs from what is saved, what it becomes after
// a save, and where a field error belongs once list rows can move.
import type { FieldIssue } from '@spaces/contracts';
import type { Dispatch, SetStateAction } from 'react';
import type { FieldErrors } from './call-messages';

/** Structural equality of plain data (what a form holds): key order does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // An absent key and one set to undefined are the same to a form (and to JSON).
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/** Unsaved changes: the form differs from the value last saved. */
export function isDirty<V>(value: V, saved: V): boolean {
  return !sameValue(value, saved);
}

/**
 * The form after a save answered: what the server stored (ids given, links normalised) — unless
 * the person kept typing while it was on its way, in which case what they typed stays (and is
 * now the unsaved change).
 */
export function valueAfterSave<V>(current: V, sent: V, saved: V): V {
  return sameValue(current, sent) ? saved : current;
}

/**
 * The ordered lists of a request, by path ("buttons", "fanMessages.quickPhrases"), each as the
 * keys of its rows in the order they were sent: issues name rows by index, the page by key.
 */
export type ListKeys = Readonly<Record<string, readonly string[]>>;

/**
 * "buttons.3.url" → "buttons.<key of the row sent 4th>.url", so that the message stays on that
 * row when rows above it move or go; a list inside an object is named by its path
 * ("fanMessages.quickPhrases.1" → "fanMessages.quickPhrases.<key>"). Paths that name no sent
 * row are left as they are.
 */
export function keyField(field: string, lists: ListKeys): string {
  const parts = field.split('.');
  for (let at = 1; at < parts.length; at += 1) {
    const list = parts.slice(0, at).join('.');
    const index = parts[at] ?? '';
    if (!Object.hasOwn(lists, list) || !/^\d+$/.test(index)) continue;
    const key = lists[list]?.[Number(index)];
    return key === undefined ? field : [list, key, ...parts.slice(at + 1)].join('.');
  }
  return field;
}

export function keyIssues(issues: readonly FieldIssue[], lists: ListKeys): FieldIssue[] {
  return issues.map((issue) => ({ ...issue, field: keyField(issue.field, lists) }));
}

export function keyFieldErrors(fields: FieldErrors, lists: ListKeys): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [keyField(field, lists), message]),
  );
}

/**
 * The path of a row's field as the page reads errors: by the row's key, not its place. A list of
 * plain strings (quick phrases) has no field name: its rows are the fields.
 */
export function rowField(list: string, key: string, name?: string): string {
  return name === undefined ? `${list}.${key}` : `${list}.${key}.${name}`;
}

/** What a form of the signed-in app holds and does, as SectionForm draws it. */
export interface EditorForm<V> {
  value: V;
  setValue: Dispatch<SetStateAction<V>>;
  /** The value differs from the one last saved. */
  dirty: boolean;
  /** Field path → message; list rows are named by key ("buttons.<key>.url"), see rowField. */
  errors: FieldErrors;
  formError: string | null;
  submit: () => Promise<void>;
  /** Back to the value last saved. */
  discard: () => void;
}
