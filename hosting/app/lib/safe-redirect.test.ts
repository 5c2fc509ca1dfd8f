import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/terms?x=1#a')).toBe('/terms?x=1#a');
  });

  it('refuses other sites and non-strings', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'terms',
      null,
      42,
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
    expect(safeRedirect('//x', '/u')).toBe('/u');
  });
});
