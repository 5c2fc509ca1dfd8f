import { describe, expect, it } from 'vitest';
import { safeNext } from './session.server';

describe('safeNext', () => {
  it('keeps a local path with its query and hash', () => {
    expect(safeNext('/s/my-space/top?tab=1#bio')).toBe('/s/my-space/top?tab=1#bio');
  });

  it('falls back to /u when missing', () => {
    expect(safeNext(null)).toBe('/u');
    expect(safeNext('')).toBe('/u');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'u/relative',
  ])('refuses %s', (next) => {
    expect(safeNext(next)).toBe('/u');
  });

  it('normalises dot segments instead of leaving the site', () => {
    expect(safeNext('/a/../s/new')).toBe('/s/new');
  });
});
