import { describe, expect, it } from 'vitest';
import { graphemePrefix } from './graphemes';

describe('graphemePrefix', () => {
  it('keeps whole characters, whatever they are made of', () => {
    expect(graphemePrefix('abc', 2)).toBe('ab');
    expect(graphemePrefix('🇯🇵🇫🇷', 1)).toBe('🇯🇵');
    expect(graphemePrefix('👨‍👩‍👧 family', 1)).toBe('👨‍👩‍👧');
    expect(graphemePrefix('a👍🏽b', 2)).toBe('a👍🏽');
    expect(graphemePrefix('山田太郎', 3)).toBe('山田太');
  });

  it('is the whole text when shorter, and empty for no characters', () => {
    expect(graphemePrefix('hi', 10)).toBe('hi');
    expect(graphemePrefix('hi', 0)).toBe('');
    expect(graphemePrefix('', 3)).toBe('');
  });
});
