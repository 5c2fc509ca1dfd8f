import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { validator } from './compile';
import { uniqueIssues } from './validate';

describe('validator', () => {
  const schema = Type.Object(
    {
      slug: Type.String({ minLength: 3, maxLength: 5, pattern: '^[a-z]+$' }),
      name: Type.String({ minLength: 1 }),
    },
    { additionalProperties: false },
  );
  const check = validator(schema);

  it('reports a field that breaks several rules once', () => {
    // "A!" is too short and off the pattern: ajv (allErrors) reports both.
    const issues = check.issues({ slug: 'A!', name: '' });
    expect(issues.filter((issue) => issue.field === 'slug')).toHaveLength(1);
    expect(issues.map((issue) => issue.field)).toEqual(['slug', 'name']);
  });

  it('calls an empty string where one character is the minimum missing, not too short', () => {
    expect(check.issues({ slug: 'abc', name: '' })).toEqual([{ field: 'name', rule: 'required' }]);
    expect(check.issues({ slug: 'ab', name: 'x' })).toEqual([
      { field: 'slug', rule: 'minLength', limit: 3 },
    ]);
  });
});

describe('uniqueIssues', () => {
  it('keeps the first issue of each field across the schema and the rules', () => {
    expect(
      uniqueIssues(
        [{ field: 'buttons.0.label', rule: 'minLength', limit: 1 }],
        [
          { field: 'buttons.0.label', rule: 'blank' },
          { field: 'buttons.0.url', rule: 'unsafeLink' },
          { field: 'buttons.0.url', rule: 'pattern' },
        ],
      ),
    ).toEqual([
      { field: 'buttons.0.label', rule: 'minLength', limit: 1 },
      { field: 'buttons.0.url', rule: 'unsafeLink' },
    ]);
  });
});
