import { describe, expect, it } from 'vitest';
import { translator } from './translate';

describe('translator', () => {
  it('says one thing in the singular, where the area has the form', () => {
    const en = translator('en', 'boards');
    expect(en('postCount', { count: 1 })).toBe('1 post');
    expect(en('postCount', { count: 2 })).toBe('2 posts');
    expect(en('postCount', { count: 0 })).toBe('0 posts');
    expect(translator('ja', 'boards')('postCount', { count: 1 })).toBe('1件の投稿');
    // A message without a singular form keeps its one form.
    expect(translator('en', 'fan')('countLabel', { count: 1, max: 140 })).toBe(
      '1 of 140 characters',
    );
  });
});
