import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/terms?x=1#a')).toBe('/terms?x=1#a');
    expect(safeRedirect('/s/my-space/top?tab=1#bio', '/u')).toBe('/s/my-space/top?tab=1#bio');
  });

  it('normalises dot segments and keeps percent-encoded slashes as a path', () => {
    expect(safeRedirect('/a/../s/new')).toBe('/s/new');
    expect(safeRedirect('/./terms')).toBe('/terms');
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    'https://evil.example/',
    'http:evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example'.replace('%09', '\u0009'),
    '/\u0000/evil.example',
    ' //evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    'terms',
    '',
    '?next=/',
    '#/',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('refuses what is not a string and uses the given fallback', () => {
    for (const target of [null, undefined, 42, {}, ['/terms']]) {
      expect(safeRedirect(target)).toBe('/');
    }
    expect(safeRedirect('//x', '/u')).toBe('/u');
    expect(safeRedirect(null, '/u')).toBe('/u');
  });

  it('never answers something a browser would read as another origin', () => {
    // Every answer, resolved the way a browser resolves a Location header, stays on the site.
    const tricky = ['/%5C%5Cevil', '/..//evil', '/a/./../../evil', '/%2e%2e//evil', '/;//evil'];
    for (const target of tricky) {
      const answer = safeRedirect(target);
      expect(new URL(answer, 'https://spaces.example').origin).toBe('https://spaces.example');
    }
  });
});
