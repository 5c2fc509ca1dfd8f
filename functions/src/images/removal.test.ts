import { describe, expect, it } from 'vitest';
import { issuesOf } from '../platform/errors.fixtures';
import { checkRemoval } from './removal';

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
    expect(issuesOf(() => checkRemoval({ spaceId: 's', slot: 'card' }))).toEqual([
      { field: 'itemId', rule: 'required' },
    ]);
    expect(
      issuesOf(() => checkRemoval({ spaceId: 's', slot: 'space-avatar', itemId: 'c1' })),
    ).toEqual([{ field: 'itemId', rule: 'notApplicable' }]);
  });
});
