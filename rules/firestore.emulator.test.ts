// Proves firestore.rules: the browser can neither read nor write any collection, whoever it is
// (docs/architecture.md: every read and write goes through the Admin SDK on the server).
// Needs FIRESTORE_EMULATOR_HOST (set by the stack).
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_COLLECTION_CASES } from './firestore/boardCollections';
import { INSIGHT_COLLECTION_CASES } from './firestore/insightCollections';
import { COLLECTION_CASES } from './firestore/collections';
import { MESSAGE_COLLECTION_CASES } from './firestore/messageCollections';
import { REPORT_COLLECTION_CASES } from './firestore/reportCollections';
import { attempt, provesDenyAll, seed } from './firestore/proofs';
import { emulator, fromRoot, PROJECT_ID, rulesEnvironment } from './environment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('firestore', 'firestore.rules');
});

afterEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await writeCoverageReport();
  await env.cleanup();
});

/** Which rule expressions the proofs exercised, as the emulator reports it, for reviewers. */
async function writeCoverageReport(): Promise<void> {
  const { host, port } = emulator('firestore');
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage.html`,
  );
  if (!response.ok) throw new Error(`rule coverage report: HTTP ${response.status}`);
  mkdirSync(fromRoot('test-results'), { recursive: true });
  writeFileSync(fromRoot('test-results', 'firestore-rules-coverage.html'), await response.text());
}

describe('firestore.rules', () => {
  for (const c of [
    ...COLLECTION_CASES,
    ...MESSAGE_COLLECTION_CASES,
    ...BOARD_COLLECTION_CASES,
    ...INSIGHT_COLLECTION_CASES,
    ...REPORT_COLLECTION_CASES,
  ])
    provesDenyAll(() => env, c);
});

describe('the proofs bite', () => {
  // Same emulator, another project: a leaky policy there must make the same assertion fail.
  let leaky: RulesTestEnvironment;

  beforeAll(async () => {
    leaky = await rulesEnvironment(
      'firestore',
      'rules/fixtures/leaky-firestore.rules',
      `${PROJECT_ID}-leaky`,
    );
  });

  afterAll(async () => {
    await leaky.clearFirestore();
    await leaky.cleanup();
  });

  it('fails the proof for a rule that lets anyone read', async () => {
    const spaces = COLLECTION_CASES.find((c) => c.collection === 'spaces')!;
    await seed(leaky, spaces);
    await expect(assertFails(attempt(leaky, spaces, 'guest', 'get'))).rejects.toThrow();
    // The leak is read-only, so a write proof still holds: the bite is specific, not a broken setup.
    await assertFails(attempt(leaky, spaces, 'guest', 'update'));
  });
});
