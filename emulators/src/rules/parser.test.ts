// Compile errors carry 1-based line and column; valid files of every statement kind compile.
import { describe, expect, it } from 'vitest';
import { compileRules } from './index';

function issue(source: string) {
  const result = compileRules(source, 'firestore.rules');
  if (result.ok) throw new Error('expected a compile error');
  expect(result.issues).toHaveLength(1);
  return result.issues[0]!;
}

/** A Firestore rules file whose service block holds `lines`. */
const service = (...lines: string[]) => ['service cloud.firestore {', ...lines, '}'].join('\n');
/** A Firestore rules file whose one `match /a` block holds `statement`. */
const inMatch = (statement: string) => service('  match /a {', `    ${statement}`, '  }');

describe('compile errors', () => {
  it('points at the unexpected token with line and column', () => {
    const source = [
      "rules_version = '2';",
      'service cloud.firestore {',
      '  match /databases/{database}/documents {',
      '    allow read: if request.auth != null &&;',
      '  }',
      '}',
    ].join('\n');
    const i = issue(source);
    expect(i.sourcePosition).toEqual({ fileName: 'firestore.rules', line: 4, column: 43 });
    expect(i.severity).toBe('ERROR');
    expect(i.description).toContain("';'");
  });

  it.each([
    [inMatch('allow reed: if true;'), 3, 11, 'Unknown method'],
    [inMatch('allow read: true;'), 3, 17, "Expected 'if'"],
    [inMatch('allow read: if (true;'), 3, 25, "Expected ')'"],
    [inMatch("allow read: if 'abc;"), 3, 20, 'Unterminated string'],
    [service('  match a {', '  }'), 2, 9, "path starting with '/'"],
    [service('  match /a/{b {', '  }'), 2, 12, 'Invalid wildcard'],
    ['service cloud.datastore {\n}', 1, 25, 'Unknown service'],
    ["rules_version = '3';\nservice cloud.firestore {}", 1, 17, 'rules_version'],
    ['match /a {}', 1, 1, "Expected 'service'"],
    [
      service('  function f() { return true }', '  function f() { return false }'),
      3,
      3,
      'already defined',
    ],
    [service('  function f() { let x = 1 return x; }'), 2, 28, "Expected ';'"],
    [service('  function f() { true }'), 2, 18, "Expected 'return'"],
    [inMatch('allow read: if x is strin;'), 3, 25, "Unknown type 'strin'"],
    [service('  match /a/{rest=**}/b {', '  }'), 2, 12, 'Recursive wildcards'],
    [service('  allow read;'), 2, 3, "Unexpected 'allow'"],
    [service('  /* never closed'), 2, 3, 'Unterminated comment'],
    [inMatch('allow read: if 1 # 2;'), 3, 22, "Unexpected character '#'"],
    ['service cloud.firestore {\n}\nservice firebase.storage {\n}', 3, 1, 'Only one service'],
  ])('%#: reports line %i column %i', (source, line, column, text) => {
    const i = issue(source);
    expect(i.sourcePosition.line).toBe(line);
    expect(i.sourcePosition.column).toBe(column);
    expect(i.description).toContain(text);
  });
});

describe('valid files', () => {
  it('accepts the whole statement grammar', () => {
    const result = compileRules(`rules_version = '2';
// line comment
/* block
   comment */
service cloud.firestore {
  function isSignedIn() {
    return request.auth != null;
  }
  match /databases/{database}/documents {
    function owns(uid) {
      let me = request.auth.uid;
      let same = me == uid;
      return isSignedIn() && same;
    }
    match /users/{userId} {
      allow read;
      allow get, list: if owns(userId);
      allow create, update: if owns(userId)
      allow delete: if false;
      match /posts/{postId=**} {
        allow write: if owns(userId) && postId.size() > 0;
      }
    }
    match /{path=**}/posts/{post} {
      allow list: if request.query.limit <= 20;
    }
  }
}`);
    expect(result.ok).toBe(true);
    expect(result.issues).toEqual([]);
  });

  it('reports the service of storage rules', () => {
    const result = compileRules(`service firebase.storage {
  match /b/{bucket}/o {
    match /images/{file} { allow read; }
  }
}`);
    expect(result.ok && result.ruleset.service).toBe('firebase.storage');
  });

  it('keeps the source on the ruleset', () => {
    const source = 'service cloud.firestore {}';
    const result = compileRules(source);
    expect(result.ok && result.ruleset.source).toBe(source);
  });

  it('defaults the file name in issues', () => {
    const result = compileRules('nonsense');
    expect(!result.ok && result.issues[0]!.sourcePosition.fileName).toBe('security.rules');
  });
});
