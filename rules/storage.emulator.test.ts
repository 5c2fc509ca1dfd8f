// Proves storage.rules: the owner's uploads into their staging folder, public reads of processed
// variants, the owner's own reads of their exports, and nothing else for anyone. Needs FIREBASE_STORAGE_EMULATOR_HOST (set by the stack).
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provesBoardUploads } from './storage/boardUploads';
import { provesExports } from './storage/exports';
import { provesImageVariants } from './storage/images';
import { CLOSED_PATH_CASES } from './storage/paths';
import { attemptObject, provesObjectDenyAll, seedObject } from './storage/proofs';
import { provesStagingUploads } from './storage/staging';
import { rulesEnvironment } from './environment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('storage', 'storage.rules');
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
  provesImageVariants(() => env);
  provesExports(() => env);
  for (const c of CLOSED_PATH_CASES) provesObjectDenyAll(() => env, c);
});

describe('the proofs bite', () => {
  // The storage emulator keeps one rule set, so the leaky policy is loaded and then restored.
  afterAll(async () => {
    await clearBucket();
    const restored = await rulesEnvironment('storage', 'storage.rules');
    await restored.cleanup();
  });

  it('fails the proof for a rule that lets anyone read', async () => {
    const leaky = await rulesEnvironment('storage', 'rules/fixtures/leaky-storage.rules');
    const object = CLOSED_PATH_CASES[0]!;
    await seedObject(leaky, object);
    await expect(assertFails(attemptObject(leaky, object, 'guest', 'get'))).rejects.toThrow();
    await assertFails(attemptObject(leaky, object, 'guest', 'delete'));
    await leaky.cleanup();
  });
});
