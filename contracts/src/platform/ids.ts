// Identifiers a client sends that the server uses as Firestore document ids or as keys of plain
// objects (space, board, post, message and item ids, sender keys). Firestore reserves ids of the
// form `__…__` and refuses `.`, `..` and `/`; a prototype property name used as a key reaches
// Object.prototype instead of a value. Refused by the schema, so the answer is `invalid-argument`
// before anything is read — never `internal` from the database.
import { Type, type TString } from '@sinclair/typebox';

/**
 * Names on Object.prototype (`constructor`, `toString`, `__proto__`…), plus `prototype`: as
 * identifiers they would reach inherited members of a lookup object.
 */
export const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

const escapeRegExp = (name: string) => name.replace(/[$^\\.*+?()[\]{}|]/g, '\\$&');

/**
 * Letters, digits, `_` and `-` only (so never `.`, `..` or `/`), not `__…__`, and no prototype
 * name.
 */
export const DOCUMENT_ID_PATTERN = `^(?!__[\\s\\S]*__$)(?!(?:${[...PROTOTYPE_NAMES]
  .map(escapeRegExp)
  .join('|')})$)[A-Za-z0-9_-]+$`;

const documentIdPattern = new RegExp(DOCUMENT_ID_PATTERN, 'u');

/** Whether `id` may be used as a document id or an object key. */
export function isDocumentId(id: string): boolean {
  return documentIdPattern.test(id);
}

/** A client-sent document id of `minLength`–`maxLength` characters. */
export function DocumentId(maxLength: number, minLength = 1): TString {
  return Type.String({ minLength, maxLength, pattern: DOCUMENT_ID_PATTERN });
}
