// Decision reasons, function scoping and coverage of a compiled ruleset.
import { describe, expect, it } from 'vitest';
import { compile, fsRequest, store, stRequest, type FsRequestInit } from './testing/harness';
import type { Ruleset } from './types';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isOwner(uid) {
      return request.auth.uid == uid;
    }
    match /users/{userId} {
      function canEdit() {
        let owner = isOwner(userId);
        return owner || request.auth.token.admin == true;
      }
      allow get: if isOwner(userId);
      allow update: if canEdit();
      allow create: if request.resource.data.n / 0 == 1;
    }
    match /loops/{id} {
      function loop(x) { return loop(x); }
      allow get: if loop(1);
      allow list: if isOwner();
    }
  }
}`;

describe('decisions and reasons', () => {
  const rules = compile(RULES);
  const data = store({});
  const decide = (request: FsRequestInit) => rules.evaluate(fsRequest(request), data);

  it('allows through a function that reads a wildcard of its block', async () => {
    const d = await decide({ method: 'get', path: 'users/alice', auth: { uid: 'alice' } });
    expect(d).toEqual({ allowed: true });
  });

  it('says no matching allow statements when no rule covers the method', async () => {
    const d = await decide({ method: 'delete', path: 'users/alice', existing: {} });
    expect(d).toEqual({ allowed: false, reason: 'No matching allow statements' });
  });

  it('says no matching allow statements when no path matches', async () => {
    const d = await decide({ method: 'get', path: 'others/x' });
    expect(d.reason).toBe('No matching allow statements');
  });

  it("cites the line of a false allow, as Google's emulator does", async () => {
    const d = await decide({ method: 'get', path: 'users/alice', auth: { uid: 'bob' } });
    expect(d).toEqual({ allowed: false, reason: "false for 'get' @ L12" });
  });

  it('gives the line and column of an evaluation error', async () => {
    const d = await decide({
      method: 'create',
      path: 'users/alice',
      auth: { uid: 'alice' },
      incoming: { n: 1 },
    });
    expect(d.allowed).toBe(false);
    expect(d.reason).toBe("evaluation error at L14:24: Division by zero. for 'create' @ L14");
  });

  it('lets a function use let bindings and other functions', async () => {
    const update = (auth: FsRequestInit['auth']) =>
      decide({ method: 'update', path: 'users/alice', auth, existing: {}, incoming: {} });
    const owner = await update({ uid: 'alice' });
    const admin = await update({ uid: 'bob', token: { admin: true } });
    const other = await update({ uid: 'bob' });
    expect([owner.allowed, admin.allowed, other.allowed]).toEqual([true, true, false]);
  });

  it('stops runaway recursion with an error', async () => {
    const d = await decide({ method: 'get', path: 'loops/x' });
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('Maximum function call depth exceeded');
  });

  it('reports a wrong number of function arguments', async () => {
    const d = await decide({ method: 'list', path: 'loops' });
    expect(d.reason).toContain('Function isOwner expects 1 argument(s) but got 0');
  });

  it('denies the whole request when the access-call limit is exceeded, even under ||', async () => {
    const many = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function e(i) { return exists(/databases/$(database)/documents/d/$(string(i))); }
    match /x/{id} {
      allow get: if e(1) || e(2) || e(3) || true;
    }
  }
}`);
    const d = await many.evaluate(
      fsRequest({ method: 'get', path: 'x/1', accessCallLimit: 2 }),
      store({}),
    );
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('Exceeded the limit of 2 document access calls');
  });

  it('reads documents once per request however often rules ask', async () => {
    const data = store({ 'users/alice': { admin: true } });
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function admin() { return get(/databases/$(database)/documents/users/$(request.auth.uid)).data.admin; }
    match /x/{id} {
      allow get: if admin() && admin() && exists(/databases/$(database)/documents/users/$(request.auth.uid));
    }
  }
}`);
    const d = await rules.evaluate(
      fsRequest({ method: 'get', path: 'x/1', auth: { uid: 'alice' } }),
      data,
    );
    expect(d.allowed).toBe(true);
    expect(data.reads).toEqual(['/databases/(default)/documents/users/alice']);
  });
});

describe('coverage', () => {
  const source = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /items/{id} {
      allow get: if request.auth != null && id == 'a';
      allow delete: if false;
    }
  }
}`;
  /** A `get` of items/{id}, signed in as `uid` or signed out. */
  const getItem = (rules: Ruleset, id: string, uid?: string) =>
    rules.evaluate(
      fsRequest({ method: 'get', path: `items/${id}`, auth: uid ? { uid } : undefined }),
      store({}),
    );
  /** How often the expression at line:column–endColumn came out as each value. */
  const valuesAt = (rules: Ruleset, line: number, column: number, endColumn: number) =>
    rules
      .coverage()
      .expressions.find((e) => e.line === line && e.column === column && e.endColumn === endColumn)
      ?.values;

  it('counts outcomes per expression with source ranges', async () => {
    const rules = compile(source);
    await getItem(rules, 'a', 'u');
    await getItem(rules, 'b', 'u');
    await getItem(rules, 'a');
    expect(rules.coverage().source).toBe(source);
    expect(valuesAt(rules, 5, 21, 54)).toEqual(
      expect.arrayContaining([
        { value: true, count: 1 },
        { value: false, count: 2 },
      ]),
    );
    expect(valuesAt(rules, 5, 45, 54)).toEqual(
      expect.arrayContaining([
        { value: true, count: 1 },
        { value: false, count: 1 },
      ]),
    );
    const never = rules.coverage().expressions.find((e) => e.line === 6);
    expect(never?.values).toEqual([]);
  });

  it('records errors', async () => {
    const rules = compile(source.replace("id == 'a'", 'id.nope()'));
    await getItem(rules, 'a', 'u');
    const errors = rules
      .coverage()
      .expressions.flatMap((e) => e.values.filter((v) => typeof v.value === 'object'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.value).toEqual({
      error: 'Function not found error: Name: [nope] on string.',
    });
  });

  it('renders the annotated source as HTML', async () => {
    const rules = compile(source);
    await getItem(rules, 'a', 'u');
    const html = rules.coverageHtml();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(
      /<span class="true" title="true ×1"><span class="value" title="map of 2 ×1"><span class="value" title="map of 5 ×1">request<\/span>\.auth<\/span> != /,
    );
    expect(html).toContain('<span class="unevaluated" title="not evaluated">false</span>');
    expect(html).toContain('&#39;a&#39;');
    expect(html.match(/<span class="ln">/g)).toHaveLength(source.split('\n').length);
  });
});

describe('asynchronous data sources', () => {
  const source = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function role() { return get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role; }
    match /x/{id} {
      allow get: if role() == 'admin' && exists(/databases/$(database)/documents/flags/on);
    }
  }
}`;
  const docs: Record<string, Record<string, unknown>> = {
    'users/alice': { role: 'admin' },
    'users/bob': { role: 'user' },
    'flags/on': {},
  };
  const asyncStore = () => {
    const sync = store(docs);
    return {
      reads: sync.reads,
      getDocument: (path: string) => Promise.resolve(sync.getDocument(path)),
    };
  };

  it('waits for promised documents and decides as with synchronous ones', async () => {
    const rules = compile(source);
    const data = asyncStore();
    const alice = await rules.evaluate(
      fsRequest({ method: 'get', path: 'x/1', auth: { uid: 'alice' } }),
      data,
    );
    const bob = await rules.evaluate(
      fsRequest({ method: 'get', path: 'x/1', auth: { uid: 'bob' } }),
      data,
    );
    expect([alice.allowed, bob.allowed]).toEqual([true, false]);
    expect(data.reads).toEqual([
      '/databases/(default)/documents/users/alice',
      '/databases/(default)/documents/flags/on',
      '/databases/(default)/documents/users/bob',
    ]);
  });

  it('counts coverage once even when a condition waited for reads', async () => {
    const rules = compile(source);
    await rules.evaluate(
      fsRequest({ method: 'get', path: 'x/1', auth: { uid: 'alice' } }),
      asyncStore(),
    );
    // `role() == 'admin'` completes in the run that then waits for the exists() read.
    const roleCheck = rules
      .coverage()
      .expressions.find((e) => e.line === 6 && e.column === 21 && e.endColumn === 38);
    expect(roleCheck?.values).toEqual([{ value: true, count: 1 }]);
  });

  it('turns a failed read into an evaluation error', async () => {
    const rules = compile(source);
    const failing = { getDocument: () => Promise.reject(new Error('disk on fire')) };
    const d = await rules.evaluate(
      fsRequest({ method: 'get', path: 'x/1', auth: { uid: 'alice' } }),
      failing,
    );
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('Document read failed: disk on fire');
  });
});

describe('list queries as the gRPC layer decodes them', () => {
  it('reads proto-decoded filter values: {seconds, nanos} timestamps, buffers, Int32Value limits', async () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /events/{id} {
      allow list: if resource.data.at == timestamp.value(1500)
                  && resource.data.tag == b'\\x01\\x02'
                  && resource.data.meta.kind == 'x'
                  && request.query.limit == 5;
    }
  }
}`);
    const where = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
    const field = (fieldPath: string, value: unknown) => ({
      fieldFilter: { field: { fieldPath }, op: 'EQUAL', value },
      filterType: 'fieldFilter',
    });
    const query = (limit: number) => ({
      where: where(
        field('at', {
          timestampValue: { seconds: '1', nanos: 500000000 },
          valueType: 'timestampValue',
        }),
        field('tag', { bytesValue: Buffer.from([1, 2]), valueType: 'bytesValue' }),
        field('meta', {
          mapValue: { fields: { kind: { stringValue: 'x' } } },
          valueType: 'mapValue',
        }),
      ),
      limit: { value: limit },
    });
    const ok = await rules.evaluate(
      fsRequest({ method: 'list', path: 'events', query: query(5) }),
      store({}),
    );
    const bad = await rules.evaluate(
      fsRequest({ method: 'list', path: 'events', query: query(6) }),
      store({}),
    );
    expect([ok.allowed, bad.allowed]).toEqual([true, false]);
  });
});

describe('request.time', () => {
  const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{id} {
      allow create: if request.resource.data.createdAt == request.time;
    }
  }
}`);
  const createdAt = '2026-11-22T10:30:15.250123Z';
  const request = fsRequest({
    method: 'create',
    path: 'posts/p',
    incoming: { createdAt: 'placeholder' },
  });
  request.requestResource!.fields.createdAt = { timestampValue: createdAt };

  it('keeps microseconds when the emulator passes the precise commit time', async () => {
    const d = await rules.evaluate({ ...request, preciseTime: createdAt }, store({}));
    expect(d.allowed).toBe(true);
  });

  it('falls back to the millisecond Date', async () => {
    const d = await rules.evaluate(request, store({}));
    expect(d.allowed).toBe(false);
  });
});

describe('document functions per service', () => {
  const storageRules = (condition: string) =>
    compile(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{file} {
      allow get: if ${condition};
    }
  }
}`);
  const data = store({ 'users/alice': {} });
  const read = stRequest({ method: 'get', path: 'f', existing: {} });

  it.each([
    ['firestore.exists(/databases/(default)/documents/users/alice)', true],
    ['firestore.get(/databases/(default)/documents/users/alice) != null', true],
    ['firestore.exists(/databases/(default)/documents/users/bob)', false],
    ['exists(/databases/(default)/documents/users/alice)', false],
    ['firestore.getAfter(/databases/(default)/documents/users/alice) != null', false],
    ['firestore.existsAfter(/databases/(default)/documents/users/alice)', false],
  ])('Storage: %s → %s', async (condition, expected) => {
    const d = await storageRules(condition).evaluate(read, data);
    expect(d.allowed).toBe(expected);
  });

  it('has no firestore namespace in Firestore rules', async () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /x/{id} {
      allow get: if firestore.exists(/databases/$(database)/documents/users/alice);
    }
  }
}`);
    const d = await rules.evaluate(fsRequest({ method: 'get', path: 'x/1' }), data);
    expect(d.reason).toContain('Variable firestore is not defined');
  });
});
