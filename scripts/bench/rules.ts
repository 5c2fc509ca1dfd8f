// Security-rules engine benchmark: compile time, and evaluations per second for a get, a
// validated create with a document read, and a list query checked against its filters.
//   node --import tsx scripts/bench/rules.ts [--iterations 20000] [--smoke]
// --smoke (npm test's smoke tier, smoke.ts): 100 evaluations of each, 10 compiles.
// Pure in-process: no emulator, no ports.
import { parseArgs } from 'node:util';
import { compileRules } from '../../emulators/src/rules/index';
import type {
  FirestoreDocument,
  FirestoreRulesRequest,
  RulesDataAccess,
} from '../../emulators/src/rules/types';

const { values } = parseArgs({
  options: { iterations: { type: 'string' }, smoke: { type: 'boolean', default: false } },
});
const iterations = Number(values.iterations ?? (values.smoke ? 100 : 20_000));

const SOURCE = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isOwner(uid) { return signedIn() && request.auth.uid == uid; }
    function validPost() {
      let d = request.resource.data;
      return d.keys().hasOnly(['title', 'body', 'tags', 'owner'])
        && d.title is string && d.title.size() <= 100
        && d.tags is list && d.tags.size() <= 5
        && d.owner == request.auth.uid;
    }
    match /users/{userId} {
      allow read: if isOwner(userId);
      match /posts/{postId} {
        allow create: if isOwner(userId) && validPost()
                      && exists(/databases/$(database)/documents/users/$(userId));
        allow list: if resource.data.owner == request.auth.uid && request.query.limit <= 50;
      }
    }
  }
}`;

const name = (path: string) => `projects/bench/databases/(default)/documents/${path}`;
const user: FirestoreDocument = { name: name('users/alice'), fields: {} };
const data: RulesDataAccess = {
  getDocument: (path) => (path.endsWith('/users/alice') ? user : null),
};
const base = {
  service: 'cloud.firestore' as const,
  database: '(default)',
  auth: { uid: 'alice', token: { sub: 'alice' } },
  time: new Date(),
  resource: null,
};
const requests: Record<string, FirestoreRulesRequest> = {
  get: { ...base, method: 'get', path: 'users/alice' },
  'create (validation + exists)': {
    ...base,
    method: 'create',
    path: 'users/alice/posts/p1',
    requestResource: {
      name: name('users/alice/posts/p1'),
      fields: {
        title: { stringValue: 'Hello' },
        body: { stringValue: 'World' },
        tags: { arrayValue: { values: [{ stringValue: 'a' }] } },
        owner: { stringValue: 'alice' },
      },
    },
  },
  'list (query constraints)': {
    ...base,
    method: 'list',
    path: 'users/alice/posts',
    query: {
      collectionGroup: false,
      structuredQuery: {
        where: {
          fieldFilter: {
            field: { fieldPath: 'owner' },
            op: 'EQUAL',
            value: { stringValue: 'alice' },
          },
        },
        limit: 20,
      },
    },
  },
};

let started = performance.now();
const compiles = values.smoke ? 10 : 1000;
for (let i = 0; i < compiles; i++) compileRules(SOURCE);
console.log(`compile: ${(((performance.now() - started) / compiles) * 1000).toFixed(0)} µs`);

const compiled = compileRules(SOURCE);
if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
for (const [label, request] of Object.entries(requests)) {
  const decision = await compiled.ruleset.evaluate(request, data);
  if (!decision.allowed) throw new Error(`${label} was denied: ${decision.reason}`);
  started = performance.now();
  for (let i = 0; i < iterations; i++) await compiled.ruleset.evaluate(request, data);
  const ms = performance.now() - started;
  console.log(
    `${label}: ${Math.round(iterations / (ms / 1000))} evaluations/s (${((ms * 1000) / iterations).toFixed(1)} µs each)`,
  );
}
