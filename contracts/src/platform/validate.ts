// One ajv setup for both sides: the callables reject bad payloads with it, and the editor's forms
// show the same field errors before sending.
import type { Static, TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FieldIssue, FieldRule } from './errors';
import { PLAIN_TEXT_KEYWORD, plainTextProblem, type TextKind } from './text';

// allErrors: a form wants every bad field at once. Lengths count code points, as people do.
const ajv = new Ajv({ allErrors: true, strict: true, coerceTypes: false });

// Names and texts (text.ts): the rule broken travels in the error's params.
const checkPlainText = Object.assign(
  (kind: TextKind, data: string): boolean => {
    const rule = plainTextProblem(data, kind);
    checkPlainText.errors =
      rule === null
        ? undefined
        : [{ keyword: PLAIN_TEXT_KEYWORD, params: { rule }, message: rule }];
    return rule === null;
  },
  { errors: undefined as Partial<ErrorObject>[] | undefined },
);
ajv.addKeyword({
  keyword: PLAIN_TEXT_KEYWORD,
  type: 'string',
  schemaType: 'string',
  errors: true,
  validate: checkPlainText,
});

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

const cache = new WeakMap<TSchema, ValidateFunction>();

/** A compiled validator for `schema`, compiled once per schema. */
export function validator<S extends TSchema>(schema: S): Validator<S> {
  let compiled = cache.get(schema);
  if (!compiled) {
    compiled = ajv.compile(schema);
    cache.set(schema, compiled);
  }
  const fn = compiled;
  const check = (value: unknown): value is Static<S> => fn(value);
  return Object.assign(check, {
    issues: (value: unknown) => (fn(value) ? [] : issuesFrom(fn.errors)),
  });
}
