// Path matching: literal and wildcard segments, recursive wildcards by rules version, and the
// unknown segments of list and collection-group queries.
import { describe, expect, it } from 'vitest';
import { findMatches, type PathToken } from './matcher';
import { parseRules } from './parser';
import { RPath, Unknown } from './values';

const file = (body: string, version = "rules_version = '2';") =>
  parseRules(`${version}\nservice cloud.firestore {\n${body}\n}`);

const lit = (path: string): PathToken[] => path.split('/').map((s) => ({ lit: s }));
const ONE: PathToken = { unknown: 'one', what: 'The document id' };
const MANY: PathToken = { unknown: 'many', what: 'The parent path' };

function matches(body: string, tokens: PathToken[], version?: string) {
  const f = file(body, version);
  return findMatches(f.root, tokens, f.version).map((m) => ({
    start: m.block.start,
    bindings: Object.fromEntries(
      [...m.bindings].map(([k, v]) => [
        k,
        v instanceof RPath ? v.toString() : v instanceof Unknown ? '?' : v,
      ]),
    ),
  }));
}

describe('findMatches', () => {
  it('binds single-segment wildcards as strings', () => {
    expect(matches('match /users/{uid} {}', lit('users/alice'))).toEqual([
      { start: expect.any(Number) as number, bindings: { uid: 'alice' } },
    ]);
  });

  it('requires every literal segment', () => {
    expect(matches('match /users/{uid} {}', lit('people/alice'))).toEqual([]);
    expect(matches('match /users/{uid} {}', lit('users'))).toEqual([]);
    expect(matches('match /users/{uid} {}', lit('users/alice/x'))).toEqual([]);
  });

  it('binds recursive wildcards as paths, zero or more segments in version 2', () => {
    const body = 'match /a/{rest=**} {}';
    expect(matches(body, lit('a')).map((m) => m.bindings)).toEqual([{ rest: '/' }]);
    expect(matches(body, lit('a/b/c')).map((m) => m.bindings)).toEqual([{ rest: '/b/c' }]);
  });

  it('needs at least one segment for a recursive wildcard in version 1', () => {
    const body = 'match /a/{rest=**} {}';
    expect(matches(body, lit('a'), '')).toEqual([]);
    expect(matches(body, lit('a/b'), '').map((m) => m.bindings)).toEqual([{ rest: '/b' }]);
  });

  it('matches a recursive wildcard in the middle in every way it can', () => {
    const body = 'match /{pre=**}/x/{id} {}';
    expect(matches(body, lit('x/x/1')).map((m) => m.bindings)).toEqual([{ pre: '/x', id: '1' }]);
    expect(matches(body, lit('a/b/x/1')).map((m) => m.bindings)).toEqual([
      { pre: '/a/b', id: '1' },
    ]);
  });

  it('carries bindings into nested blocks and reports each block that ends on the path', () => {
    const body = `match /databases/{db}/documents {
      match /users/{uid} {
        match /{sub=**} {}
      }
    }`;
    expect(matches(body, lit('databases/d/documents/users/u')).map((m) => m.bindings)).toEqual([
      { db: 'd', uid: 'u' },
      { db: 'd', uid: 'u', sub: '/' },
    ]);
  });

  it('lets a wildcard take the unknown document id of a list query, bound to an unknown', () => {
    expect(matches('match /users/{uid} {}', [...lit('users'), ONE]).map((m) => m.bindings)).toEqual(
      [{ uid: '?' }],
    );
  });

  it('lets only a recursive wildcard absorb the unknown parents of a collection-group query', () => {
    const tokens = [MANY, { lit: 'posts' }, ONE];
    expect(matches('match /{path=**}/posts/{post} {}', tokens).map((m) => m.bindings)).toEqual([
      { path: '?', post: '?' },
    ]);
    expect(matches('match /users/{uid}/posts/{post} {}', tokens)).toEqual([]);
    expect(matches('match /{uid}/posts/{post} {}', tokens)).toEqual([]);
  });
});
