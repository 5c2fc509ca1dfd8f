// Decision 027: a read that rules deny answers the same error whether the document exists
// or not, so a denied caller cannot learn which ids are taken. The rules read `resource.data`,
// which on a missing document is an evaluation error (a deny, never `not-found` or another code),
// and on an existing one is `false` or a missing-field error; all three must look alike to the
// client, down to the message. Production Firestore says only "Missing or insufficient
// permissions."; so do we (docs/decisions/011). Its own project id keeps its rules apart.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHost, emulatorPort } from './env';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{collection}/{id} {
      allow get, list: if resource.data.owner == request.auth.uid;
    }
  }
}`;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-denied-reads',
    firestore: { host: emulatorHost, port: emulatorPort, rules: RULES },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('letters/owned').set({ owner: 'alice', text: 'dear alice' });
    await db.doc('letters/unowned').set({ text: 'no owner field' });
  });
});

afterAll(async () => {
  await env.cleanup();
});

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;
const actors: Array<[string, () => Db]> = [
  ['a signed-in stranger', () => env.authenticatedContext('mallory').firestore()],
  ['a signed-out caller', () => env.unauthenticatedContext().firestore()],
];
// An existing document the rule answers `false` for, an existing one whose rule errs on a
// missing field, and a document that does not exist (the rule errs on `resource` being null).
const documents = ['letters/owned', 'letters/unowned', 'letters/missing'];

/** The whole error a client sees, or a marker when the read succeeded. */
async function failureOf(read: () => Promise<unknown>): Promise<unknown> {
  try {
    await read();
    return 'allowed';
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string };
    return { name: e.name, code: e.code, message: e.message };
  }
}

const DENIED = {
  name: 'FirebaseError',
  code: 'permission-denied',
  message: 'Missing or insufficient permissions.',
};

describe.each(actors)('a denied read by %s', (_label, db) => {
  it('get() answers the same permission-denied for existing and missing documents', async () => {
    const errors = await Promise.all(documents.map((p) => failureOf(() => db().doc(p).get())));
    for (const e of errors) expect(e).toEqual(DENIED);
  });

  it('a get() in a transaction answers the same for existing and missing documents', async () => {
    const errors = [];
    for (const p of documents) {
      const store = db();
      errors.push(await failureOf(() => store.runTransaction((tx) => tx.get(store.doc(p)))));
    }
    // The SDK's transaction path prefixes the gRPC status ("7 PERMISSION_DENIED: …").
    expect(errors[0]).toMatchObject({ code: 'permission-denied' });
    expect((errors[0] as { message: string }).message).toContain(DENIED.message);
    for (const e of errors) expect(e).toEqual(errors[0]);
  });

  it('a listener on a document gets the same error for existing and missing documents', async () => {
    for (const p of documents) {
      const error = await new Promise<unknown>((resolve) => {
        const stop = db()
          .doc(p)
          .onSnapshot(
            () => resolve('allowed'),
            (e: { name?: string; code?: string; message?: string }) => {
              stop();
              resolve({ name: e.name, code: e.code, message: e.message });
            },
          );
      });
      expect(error, p).toEqual(DENIED);
    }
  });

  it('a query answers the same over a collection with documents and one without', async () => {
    const full = await failureOf(() =>
      db().collection('letters').where('owner', '==', 'alice').get(),
    );
    const empty = await failureOf(() =>
      db().collection('nothing').where('owner', '==', 'alice').get(),
    );
    const unfiltered = await failureOf(() => db().collection('letters').get());
    expect(full).toEqual(DENIED);
    expect(empty).toEqual(DENIED);
    expect(unfiltered).toEqual(DENIED);
  });
});

it('the owner reads the same document, so the rule itself is not what denies', async () => {
  const alice = env.authenticatedContext('alice').firestore();
  expect((await alice.doc('letters/owned').get()).data()).toEqual({
    owner: 'alice',
    text: 'dear alice',
  });
});
