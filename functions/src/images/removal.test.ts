import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import { checkRemoval } from './removal';

const issues = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  return [];
};

describe('checkRemoval', () => {
  it('takes a space slot without an item, and a card with one', () => {
    expect(checkRemoval({ spaceId: 's', slot: 'space-header' })).toEqual({
      slot: 'space-header',
      itemId: undefined,
    });
    expect(checkRemoval({ spaceId: 's', slot: 'card', itemId: 'c1' })).toEqual({
      slot: 'card',
      itemId: 'c1',
    });
  });

  it('names the item a card needs, and refuses one where none applies', () => {
    expect(issues(() => checkRemoval({ spaceId: 's', slot: 'card' }))).toEqual([
      { field: 'itemId', rule: 'required' },
    ]);
    expect(
      issues(() => checkRemoval({ spaceId: 's', slot: 'space-avatar', itemId: 'c1' })),
    ).toEqual([{ field: 'itemId', rule: 'notApplicable' }]);
  });
});
