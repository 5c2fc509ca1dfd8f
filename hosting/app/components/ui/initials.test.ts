import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('ada lovelace byron')).toBe('AL');
  });

  it('uses one letter for a single word', () => {
    expect(initials('Spaces')).toBe('S');
  });

  it('ignores extra whitespace', () => {
    expect(initials('  Grace   Hopper ')).toBe('GH');
  });

  it('is empty without alt text, so the icon fallback shows', () => {
    expect(initials(undefined)).toBe('');
    expect(initials('   ')).toBe('');
  });

  it('keeps non-Latin letters and whole emoji', () => {
    expect(initials('山田 太郎')).toBe('山太');
    expect(initials('😀 smile')).toBe('😀S');
  });

  it('never takes part of an emoji made of several code points', () => {
    expect(initials('👍🏽 thanks')).toBe('👍🏽T');
    expect(initials('🇯🇵 Japan')).toBe('🇯🇵J');
    expect(initials('👨‍👩‍👧 family')).toBe('👨‍👩‍👧F');
    expect(initials('❤️ love')).toBe('❤️L');
    // A letter with a combining mark is one letter.
    expect(initials('e\u0301lise')).toBe('E\u0301');
  });
});
