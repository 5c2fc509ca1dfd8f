// Compile errors carry 1-based line and column; valid files of every statement kind compile.
import { describe, expect, it } from 'vitest';
import { compileRules } from './index';

function issue(source: string) {
  const result = compileRules(source, 'firestore.rules');
  if (result.ok) throw new Error('expected a compile error');
  expect(result.issues).toHaveLength(1);
  return result.issues[0]!;
}

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
    [
      'service cloud.firestore {\n  match /a {\n    allow reed: if true;\n  }\n}',
      3,
      11,
      'Unknown method',
    ],
    [
      'service cloud.firestore {\n  match /a {\n    allow read: true;\n  }\n}',
      3,
      17,
      "Expected 'if'",
    ],
    [
      'service cloud.firestore {\n  match /a {\n    allow read: if (true;\n  }\n}',
      3,
      25,
      "Expected ')'",
    ],
    [
      "service cloud.firestore {\n  match /a {\n    allow read: if 'abc;\n  }\n}",
      3,
      20,
      'Unterminated string',
    ],
    ['service cloud.firestore {\n  match a {\n  }\n}', 2, 9, "path starting with '/'"],
    ['service cloud.firestore {\n  match /a/{b {\n  }\n}', 2, 12, 'Invalid wildcard'],
    ['service cloud.datastore {\n}', 1, 25, 'Unknown service'],
    ["rules_version = '3';\nservice cloud.firestore {}", 1, 17, 'rules_version'],
    ['match /a {}', 1, 1, "Expected 'service'"],
    [
      'service cloud.firestore {\n  function f() { return true }\n  function f() { return false }\n}',
      3,
      3,
      'already defined',
    ],
    ['service cloud.firestore {\n  function f() { let x = 1 return x; }\n}', 2, 28, "Expected ';'"],
    ['service cloud.firestore {\n  function f() { true }\n}', 2, 18, "Expected 'return'"],
    [
      'service cloud.firestore {\n  match /a {\n    allow read: if x is strin;\n  }\n}',
      3,
      25,
      "Unknown type 'strin'",
    ],
    ['service cloud.firestore {\n  match /a/{rest=**}/b {\n  }\n}', 2, 12, 'Recursive wildcards'],
    ['service cloud.firestore {\n  allow read;\n}', 2, 3, "Unexpected 'allow'"],
    ['service cloud.firestore {\n  /* never closed\n}', 2, 3, 'Unterminated comment'],
    [
      'service cloud.firestore {\n  match /a {\n    allow read: if 1 # 2;\n  }\n}',
      3,
      22,
      "Unexpected character '#'",
    ],
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
