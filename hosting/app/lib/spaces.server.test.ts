import { describe, expect, it } from 'vitest';
import { redirectTarget } from './spaces.server';

describe('redirectTarget', () => {
  it('follows a valid slug other than the one asked for', () => {
    expect(redirectTarget('new-name', 'old-name')).toBe('new-name');
  });

  it('ignores a missing, invalid or self-pointing field', () => {
    expect(redirectTarget(undefined, 'old-name')).toBeNull();
    expect(redirectTarget('//evil.example', 'old-name')).toBeNull();
    expect(redirectTarget('old-name', 'old-name')).toBeNull();
  });
});
