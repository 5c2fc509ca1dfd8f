import { describe, expect, it } from 'vitest';
import { formatFieldPath, parseDocumentName, parseFieldPath } from './paths';

describe('field paths', () => {
  it.each([
    ['a', ['a']],
    ['a.b.c', ['a', 'b', 'c']],
    ['`a.b`.c', ['a.b', 'c']],
    ['`back\\`tick`', ['back`tick']],
  ])('parses %s', (path, segments) => {
    expect(parseFieldPath(path)).toEqual(segments);
  });

  it.each(['', 'a.', '.a', 'a..b', '`open'])('rejects %j', (path) => {
    expect(() => parseFieldPath(path)).toThrow();
  });

  it('quotes segments that are not plain identifiers', () => {
    expect(formatFieldPath(['a', 'b.c', '1x'])).toBe('a.`b.c`.`1x`');
  });
});

describe('document names', () => {
  it('splits database and path', () => {
    expect(parseDocumentName('projects/p/databases/(default)/documents/a/b')).toEqual({
      database: 'projects/p/databases/(default)',
      path: 'a/b',
    });
  });

  it.each([
    'projects/p/databases/(default)/documents/a',
    'projects/p/databases/(default)/documents',
    'projects/p/databases/(default)/documents/a//b/c',
    'projects/p/databases/(default)/documents/a/__x__',
  ])('rejects %s', (name) => {
    expect(() => parseDocumentName(name)).toThrow();
  });
});
