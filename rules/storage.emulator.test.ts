// Proves storage.rules: the owner's uploads into their staging folder, public reads of processed
// variants, the owner's own reads of their exports, and nothing else for anyone. Needs FIREBASE_STORAGE_EMULATOR_HOST (set by the stack).
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provesBoardUploads } from './storage/boardUploads';
import { provesExports } from './storage/exports';
import { provesImageVariants } from './storage/images';
import { CLOSED_PATH_CASES } from './storage/paths';
import { attemptObject, provesObjectDenyAll, seedObject } from './storage/proofs';
import { provesStagingUploads } from './storage/staging';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROJECT_ID = 'demo-spaces-rules';

function emulator() {
  const hostPort = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!hostPort)
    throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: start the stack first');
  const [host = '127.0.0.1', port = '9199'] = hostPort.replace(/^https?:\/\//, '').split(':');
  return { host, port: Number(port) };
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Every denial is expected here; the SDK would log each one as a warning.
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { ...emulator(), rules: readFileSync(path.join(here, '..', 'storage.rules'), 'utf8') },
  });
  // An earlier run may have stopped before its clean-up.
  await clearBucket();
});

/**
 * Deletes every object of the bucket. `env.clearStorage()` deletes only the objects at its root,
 * and the app's objects all sit in folders.
 */
async function clearBucket(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    type Ref = ReturnType<ReturnType<typeof ctx.storage>['ref']>;
    const clear = async (folder: Ref): Promise<void> => {
      const { items, prefixes } = await folder.listAll();
      await Promise.all([...items.map((item) => item.delete()), ...prefixes.map(clear)]);
    };
    await clear(ctx.storage().ref());
  });
}

afterEach(async () => {
  await clearBucket();
});

afterAll(async () => {
  await env.cleanup();
});

describe('storage.rules', () => {
  provesStagingUploads(() => env);
  provesBoardUploads(() => env);
  // rules-unit-testing's storage() uses the bucket named after the project.
  provesImageVariants(() => env, emulator, PROJECT_ID);
  provesExports(() => env);
  for (const c of CLOSED_PATH_CASES) provesObjectDenyAll(() => env, c);
});

describe('the proofs bite', () => {
  // The storage emulator keeps one rule set, so the leaky policy is loaded and then restored.
  afterAll(async () => {
    await clearBucket();
    const restored = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: {
        ...emulator(),
        rules: readFileSync(path.join(here, '..', 'storage.rules'), 'utf8'),
      },
    });
    await restored.cleanup();
  });

  it('fails the proof for a rule that lets anyone read', async () => {
    const leaky = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: {
        ...emulator(),
        rules: readFileSync(path.join(here, 'fixtures', 'leaky-storage.rules'), 'utf8'),
      },
    });
    const object = CLOSED_PATH_CASES[0]!;
    await seedObject(leaky, object);
    await expect(assertFails(attemptObject(leaky, object, 'guest', 'get'))).rejects.toThrow();
    await assertFails(attemptObject(leaky, object, 'guest', 'delete'));
    await leaky.cleanup();
  });
});
