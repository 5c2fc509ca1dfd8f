// What both sides make of a schema's errors: the callables reject bad payloads with these field
// issues, and the editor's forms show the same ones before sending. The validators themselves are
// compiled by compile.ts: at run time on the server, ahead of time for the browser. Nothing here
// imports ajv's code, so the editor's bundle carries none of it.
import type { Static, TSchema } from '@sinclair/typebox';
import type { ErrorObject } from 'ajv';
import type { FieldIssue, FieldRule } from './errors';
import { PLAIN_TEXT_KEYWORD } from './text';

const KEYWORD_RULES: Partial<Record<string, FieldRule>> = {
  required: 'required',
  additionalProperties: 'unknownField',
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'pattern',
  enum: 'enum',
  minItems: 'minItems',
  maxItems: 'maxItems',
  uniqueItems: 'duplicate',
};

function joinPath(instancePath: string, property?: unknown): string {
  const parts = instancePath.split('/').slice(1);
  if (typeof property === 'string') parts.push(property);
  return parts.map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function toIssue(error: ErrorObject): FieldIssue {
  const params = error.params as Record<string, unknown>;
  const property = params.missingProperty ?? params.additionalProperty;
  const rule =
    error.keyword === PLAIN_TEXT_KEYWORD
      ? (params.rule as FieldRule)
      : (KEYWORD_RULES[error.keyword] ?? 'type');
  const field = joinPath(error.instancePath, property);
  // An empty string where one character is the minimum is a missing value: "required", not
  // "use at least 1 characters".
  if (rule === 'minLength' && params.limit === 1) return { field, rule: 'required' };
  const issue: FieldIssue = { field, rule };
  if (typeof params.limit === 'number') issue.limit = params.limit;
  return issue;
}

/**
 * One issue per field, the first given for it, from any number of sources (the schema's, then
 * the contracts' rules): a field that breaks several rules is reported once, by the first.
 */
export function uniqueIssues(...sources: readonly (readonly FieldIssue[])[]): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of sources.flat()) {
    if (!byField.has(issue.field)) byField.set(issue.field, issue);
  }
  return [...byField.values()];
}

/** Field issues, one per field (the first ajv reports for it). */
export function issuesFrom(errors: readonly ErrorObject[] | null | undefined): FieldIssue[] {
  return uniqueIssues((errors ?? []).map(toIssue));
}

export interface Validator<S extends TSchema> {
  /** True when `value` matches the schema; then TypeScript knows its type. */
  (value: unknown): value is Static<S>;
  /** Why `value` does not match ([] when it does). */
  issues(value: unknown): FieldIssue[];
}

/** A validating function as ajv makes one, now or ahead of time: `errors` say why it said no. */
export interface ValidatingFunction {
  (value: unknown): boolean;
  errors?: readonly ErrorObject[] | null;
}

/** The field-issue view of a validating function. */
export function validatorOf<S extends TSchema>(fn: ValidatingFunction): Validator<S> {
  const check = (value: unknown): value is Static<S> => fn(value);
  return Object.assign(check, {
    issues: (value: unknown) => (fn(value) ? [] : issuesFrom(fn.errors)),
  });
}

/**
 * The length ajv's minLength and maxLength compare: code points, a surrogate pair counting once
 * (ajv's own counter, for the validators compiled ahead of time: standalone.ts).
 */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}
