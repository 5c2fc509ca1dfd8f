// Storage rules through @firebase/rules-unit-testing, as the project's rules suite uses them:
// rules loaded over the control endpoint, signed-in contexts with mock tokens, owner bypass,
// firestore.exists() from Storage rules, and clearStorage().
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, PROJECT_ID, STORAGE_HOST, STORAGE_PORT } from './backend';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function isOwner(uid) {
      return request.auth != null && request.auth.uid == uid;
    }
    match /staging/{uid}/{file} {
      allow read: if isOwner(uid);
      allow create: if isOwner(uid)
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*');
      allow delete: if isOwner(uid);
    }
    match /public/{path=**} {
      allow get: if true;
      allow list: if request.auth != null;
    }
    match /sized/{file} {
      allow get: if resource.size < 1;
    }
    match /gated/{file} {
      allow read: if request.auth != null
        && firestore.exists(/databases/(default)/documents/storageGrants/$(request.auth.uid));
    }
  }
}
`;

const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
).split(':');

let env: RulesTestEnvironment;
const gs = `gs://${BUCKET}`;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { host: STORAGE_HOST, port: STORAGE_PORT, rules: RULES },
    firestore: { host: firestoreHost, port: Number(firestorePort) },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage(gs).ref('staging/alice/existing.png').put(png, { contentType: 'image/png' });
    await ctx.storage(gs).ref('public/covers/c1.png').put(png, { contentType: 'image/png' });
    await ctx.storage(gs).ref('gated/doc.pdf').put(png, { contentType: 'application/pdf' });
    await ctx.storage(gs).ref('sized/big.png').put(png, { contentType: 'image/png' });
    await ctx.firestore().doc('storageGrants/alice').set({ granted: true });
  });
});

afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('storageGrants/alice').delete();
  });
  await env.cleanup();
  // Later suites expect the project's own rules, which the stack loaded at start.
  await setRules(readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'));
});

/** What rules-unit-testing sends to load Storage rules. */
function setRules(content: string): Promise<Response> {
  return fetch(`http://${STORAGE_HOST}:${STORAGE_PORT}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
  });
}

const upload = (
  uid: string | null,
  path: string,
  data: Uint8Array,
  contentType: string,
): Promise<{ size: number }> => {
  const ctx = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
  return ctx
    .storage(gs)
    .ref(path)
    .put(data, { contentType })
    .then((s) => s.metadata);
};
const read = (uid: string | null, path: string) => {
  const ctx = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
  return ctx.storage(gs).ref(path).getMetadata();
};

/** A denied metadata read as the client sees it: the SDK's code and the server's answer. */
async function deniedRead(uid: string | null, path: string): Promise<unknown> {
  try {
    await read(uid, path);
    return 'allowed';
  } catch (error) {
    const e = error as {
      code?: string;
      status?: number;
      customData?: { serverResponse?: unknown };
    };
    return { code: e.code, status: e.status, serverResponse: e.customData?.serverResponse };
  }
}

describe('staging/{uid}', () => {
  it('a guest cannot upload into a user staging path', async () => {
    await assertFails(upload(null, 'staging/alice/a.png', png, 'image/png'));
  });

  it("another user cannot upload into a user's staging path", async () => {
    await assertFails(upload('bob', 'staging/alice/a.png', png, 'image/png'));
  });

  it('the owner can upload an image', async () => {
    const metadata = await assertSucceeds(upload('alice', 'staging/alice/a.png', png, 'image/png'));
    expect(metadata.size).toBe(png.length);
  });

  it('the owner cannot upload a non-image or an image over the size limit', async () => {
    await assertFails(upload('alice', 'staging/alice/a.txt', png, 'text/plain'));
    await assertFails(
      upload('alice', 'staging/alice/big.png', new Uint8Array(1024 * 1024), 'image/png'),
    );
  });

  it('the owner reads their object; another user and a guest cannot', async () => {
    await assertSucceeds(read('alice', 'staging/alice/existing.png'));
    await assertFails(read('bob', 'staging/alice/existing.png'));
    await assertFails(read(null, 'staging/alice/existing.png'));
  });

  it('a download URL token lets anyone fetch the bytes the rules would deny', async () => {
    const url = await env
      .authenticatedContext('alice')
      .storage(gs)
      .ref('staging/alice/existing.png')
      .getDownloadURL();
    const withToken = await fetch(url);
    expect(withToken.status).toBe(200);
    expect(new Uint8Array(await withToken.arrayBuffer())).toEqual(png);
    const forged = new URL(url);
    forged.searchParams.set('token', 'not-the-token');
    expect((await fetch(forged)).status).toBe(403);
  });

  it('a denied read of a missing object is denied, not not-found', async () => {
    await assertFails(read('bob', 'staging/alice/none.png'));
  });

  // Decision 027: nothing in a denied answer tells an existing object from a missing one.
  it('a denied read answers the same status and body for an existing and a missing object', async () => {
    const existing = await deniedRead('bob', 'staging/alice/existing.png');
    const missing = await deniedRead('bob', 'staging/alice/none.png');
    expect(existing).toMatchObject({ code: 'storage/unauthorized', status: 403 });
    expect(missing).toEqual(existing);
    // A rule that reads `resource` errs on a missing object: still the same denial.
    const sized = await deniedRead('bob', 'sized/big.png');
    const sizedMissing = await deniedRead('bob', 'sized/none.png');
    expect(sized).toMatchObject({ code: 'storage/unauthorized', status: 403 });
    expect(sizedMissing).toEqual(sized);
    // The bytes with a forged token: the same 403 whether or not there are bytes.
    const media = async (name: string) => {
      const res = await fetch(
        `http://${STORAGE_HOST}:${STORAGE_PORT}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media&token=forged`,
      );
      return { status: res.status, body: await res.text() };
    };
    const forged = await media('staging/alice/existing.png');
    expect(forged.status).toBe(403);
    expect(await media('staging/alice/none.png')).toEqual(forged);
  });

  it('updating metadata is denied where no rule allows update', async () => {
    const ctx = env.authenticatedContext('alice');
    await assertFails(
      ctx
        .storage(gs)
        .ref('staging/alice/existing.png')
        .updateMetadata({ cacheControl: 'no-store' }),
    );
  });
});

describe('public/** and firestore.exists()', () => {
  it('anyone can read a public object, nobody can write one', async () => {
    await assertSucceeds(read(null, 'public/covers/c1.png'));
    await assertFails(upload('alice', 'public/covers/c2.png', png, 'image/png'));
  });

  it('a signed-in user can list a public folder, a guest cannot', async () => {
    const list = (uid: string | null) => {
      const ctx = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
      return ctx.storage(gs).ref('public/covers').listAll();
    };
    const result = await assertSucceeds(list('alice'));
    expect(result.items.map((i: { name: string }) => i.name)).toContain('c1.png');
    await assertFails(list(null));
  });

  it('rules can consult Firestore: a granted user reads, others do not', async () => {
    await assertSucceeds(read('alice', 'gated/doc.pdf'));
    await assertFails(read('bob', 'gated/doc.pdf'));
  });
});

describe('control endpoints', () => {
  it('clearStorage() deletes the objects at the root of the project bucket', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref('clear-me.txt').putString('x');
    });
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await expect(ctx.storage().ref('clear-me.txt').getMetadata()).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    });
  });

  it('rules that do not compile are refused with their position', async () => {
    const res = await setRules(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if (;\n  }\n}\n",
    );
    expect(res.status).toBe(400);
    // Google's message names no position (its emulator logs them); ours adds them as `issues`.
    expect(await res.json()).toMatchObject({
      message: 'There was an error updating rules, see logs for more details',
      issues: [{ sourcePosition: { fileName: 'storage.rules', line: 4 } }],
    });
    // The previous rules stay in force.
    await assertSucceeds(read(null, 'public/covers/c1.png'));
  });

  it.each([
    [{ rules: {} }, "Request body must include 'rules.files' array"],
    [
      { rules: { files: [{ content: 'x' }] } },
      "Each member of 'rules.files' array must contain 'name' and 'content'",
    ],
    [
      { rules: { files: [{ name: 'storage.rules' }] } },
      "Each member of 'rules.files' array must contain 'name' and 'content'",
    ],
    [
      {
        rules: {
          files: [
            { name: 'a.rules', content: 'x', resource: 'bucket_0' },
            { name: 'b.rules', content: 'x' },
          ],
        },
      },
      "Each member of 'rules.files' array must contain 'name', 'content', and 'resource'",
    ],
  ])('a malformed setRules body is refused as Google words it: %j', async (body, message) => {
    const res = await fetch(`http://${STORAGE_HOST}:${STORAGE_PORT}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    await assertSucceeds(read(null, 'public/covers/c1.png'));
  });
});
