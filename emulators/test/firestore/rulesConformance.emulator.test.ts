// Security rules through @firebase/rules-unit-testing and the web SDK: rules loaded with the
// control endpoint, admin bypass (withSecurityRulesDisabled), clearFirestore, and per-actor cases.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorHost, emulatorPort, projectId } from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId,
    firestore: {
      host: emulatorHost,
      port: emulatorPort,
      rules: readFileSync(new URL('./fixtures/conformance.rules', import.meta.url), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('public/p1').set({ text: 'hello' });
    await db.doc('users/alice/notes/n1').set({ text: 'secret' });
    await db.doc('posts/open').set({ owner: 'alice', title: 'Hi', published: true });
    await db.doc('posts/draft').set({ owner: 'alice', title: 'Draft', published: false });
    await db.doc('admins/root').set({});
    await db.doc('reports/r1').set({ n: 1 });
    await db.doc('posts/open/comments/c1').set({ text: 'nice' });
  });
});

const alice = () => env.authenticatedContext('alice').firestore();
const bob = () => env.authenticatedContext('bob').firestore();
const root = () => env.authenticatedContext('root').firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

describe('control endpoints', () => {
  it('withSecurityRulesDisabled reads and writes anything', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await assertSucceeds(db.doc('anything/at/all/here').set({ ok: true }));
      expect((await db.doc('users/alice/notes/n1').get()).data()).toEqual({ text: 'secret' });
    });
  });

  it('clearFirestore removes every document', async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      expect((await ctx.firestore().doc('public/p1').get()).exists).toBe(false);
    });
  });

  it('loading rules that do not compile fails and keeps the previous rules', async () => {
    await expect(
      initializeTestEnvironment({
        projectId,
        firestore: {
          host: emulatorHost,
          port: emulatorPort,
          rules: 'rules_version = "2"; service cloud.firestore { match',
        },
      }),
    ).rejects.toThrow();
    await assertSucceeds(anonymous().doc('public/p1').get());
  });
});

describe('public', () => {
  describe('signed out', () => {
    it('get', () => assertSucceeds(anonymous().doc('public/p1').get()));
    it('list', () => assertSucceeds(anonymous().collection('public').get()));
    it('create', () => assertFails(anonymous().doc('public/p2').set({ a: 1 })));
    it('update', () => assertFails(anonymous().doc('public/p1').update({ a: 1 })));
    it('delete', () => assertFails(anonymous().doc('public/p1').delete()));
  });
  describe('signed in', () => {
    it('get', () => assertSucceeds(alice().doc('public/p1').get()));
    it('create', () => assertFails(alice().doc('public/p2').set({ a: 1 })));
  });
});

describe('users', () => {
  describe('owner', () => {
    it('get', () => assertSucceeds(alice().doc('users/alice/notes/n1').get()));
    it('list', () => assertSucceeds(alice().collection('users/alice/notes').get()));
    it('create', () => assertSucceeds(alice().doc('users/alice/notes/n2').set({ text: 'new' })));
    it('update', () =>
      assertSucceeds(alice().doc('users/alice/notes/n1').update({ text: 'edit' })));
    it('delete', () => assertSucceeds(alice().doc('users/alice/notes/n1').delete()));
    it('onSnapshot', async () => {
      const ref = alice().doc('users/alice/notes/n1');
      const data = await new Promise((resolve, reject) => {
        const stop = ref.onSnapshot((s) => {
          stop();
          resolve(s.data());
        }, reject);
      });
      expect(data).toEqual({ text: 'secret' });
    });
  });
  describe('another user', () => {
    it('get', () => assertFails(bob().doc('users/alice/notes/n1').get()));
    it('list', () => assertFails(bob().collection('users/alice/notes').get()));
    it('create', () => assertFails(bob().doc('users/alice/notes/n2').set({ text: 'x' })));
    it('update', () => assertFails(bob().doc('users/alice/notes/n1').update({ text: 'x' })));
    it('delete', () => assertFails(bob().doc('users/alice/notes/n1').delete()));
    it('onSnapshot is rejected', () =>
      assertFails(
        new Promise((resolve, reject) => {
          const stop = bob()
            .doc('users/alice/notes/n1')
            .onSnapshot((s) => {
              stop();
              resolve(s);
            }, reject);
        }),
      ));
  });
  describe('signed out', () => {
    it('get', () => assertFails(anonymous().doc('users/alice/notes/n1').get()));
    it('create', () => assertFails(anonymous().doc('users/alice/notes/n2').set({ text: 'x' })));
  });
});

describe('posts', () => {
  describe('owner', () => {
    it('get a draft', () => assertSucceeds(alice().doc('posts/draft').get()));
    it('create with own uid', () =>
      assertSucceeds(alice().doc('posts/new').set({ owner: 'alice', title: 'T' })));
    it('create for someone else', () =>
      assertFails(alice().doc('posts/new').set({ owner: 'bob', title: 'T' })));
    it('create without a string title', () =>
      assertFails(alice().doc('posts/new').set({ owner: 'alice', title: 5 })));
    it('update keeping the owner', () =>
      assertSucceeds(alice().doc('posts/draft').update({ title: 'New' })));
    it('update changing the owner', () =>
      assertFails(alice().doc('posts/draft').update({ owner: 'bob' })));
    it('delete', () => assertSucceeds(alice().doc('posts/draft').delete()));
    it('batch with one denied write fails as a whole', async () => {
      const db = alice();
      const batch = db.batch();
      batch.set(db.doc('posts/ok'), { owner: 'alice', title: 'ok' });
      batch.set(db.doc('posts/bad'), { owner: 'bob', title: 'bad' });
      await assertFails(batch.commit());
      await env.withSecurityRulesDisabled(async (ctx) => {
        expect((await ctx.firestore().doc('posts/ok').get()).exists).toBe(false);
      });
    });
  });
  describe('another user', () => {
    it('get a published post', () => assertSucceeds(bob().doc('posts/open').get()));
    it('get a draft', () => assertFails(bob().doc('posts/draft').get()));
    it('list published posts', () =>
      assertSucceeds(bob().collection('posts').where('published', '==', true).get()));
    it('list every post (rules are not filters)', () =>
      assertFails(bob().collection('posts').get()));
    it('update', () => assertFails(bob().doc('posts/open').update({ title: 'x' })));
    it('delete', () => assertFails(bob().doc('posts/open').delete()));
  });
});

describe('reports (rules that read other documents)', () => {
  it('an admin listed in /admins can read', () => assertSucceeds(root().doc('reports/r1').get()));
  it('an admin can write', () => assertSucceeds(root().doc('reports/r2').set({ n: 2 })));
  it('a user not listed cannot read', () => assertFails(alice().doc('reports/r1').get()));
  it('signed out cannot read', () => assertFails(anonymous().doc('reports/r1').get()));
});

describe('collection-group queries', () => {
  it('a rule for one path of the group does not allow the group query', async () => {
    // /users/{uid}/{document=**} matches alice's own notes, but not a query over every `notes`.
    await assertSucceeds(alice().collection('users/alice/notes').get());
    await assertFails(alice().collectionGroup('notes').get());
  });
  it('a recursive-wildcard rule allows the group query', () =>
    assertSucceeds(alice().collectionGroup('comments').get()));
  it('signed out, the same group query is denied', () =>
    assertFails(anonymous().collectionGroup('comments').get()));
});
