import { describe, expect, it } from 'vitest';
import { issuesOf } from '../platform/errors.fixtures';
import { checkDisplayName } from './profile';

describe('checkDisplayName', () => {
  it('keeps the name without surrounding space', () => {
    expect(checkDisplayName('  Mika Sato \n')).toBe('Mika Sato');
  });

  it('refuses a blank name as an invalid field', () => {
    expect(issuesOf(() => checkDisplayName(' \t '))).toEqual([
      { field: 'displayName', rule: 'blank' },
    ]);
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(checkDisplayName('🎤'.repeat(50))).toBe('🎤'.repeat(50));
    expect(issuesOf(() => checkDisplayName('あ'.repeat(51)))).toEqual([
      { field: 'displayName', rule: 'maxLength', limit: 50 },
    ]);
  });
});
