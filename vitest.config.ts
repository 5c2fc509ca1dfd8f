// Test tiers (decision 004, docs/conventions.md): *.test.ts are pure; *.emulator.test.ts talk to
// the running stack, which scripts/test.ts starts; *.stacks.test.ts start stacks of their own;
// browser journeys live in e2e/.
import { defineConfig } from 'vitest/config';
import { isolatedUnitTests } from './tooling/isolated-unit-tests';

const UNIT_TESTS = '{contracts,emulators,functions,hosting,scripts,tooling}/**/*.test.{ts,tsx}';
/** Unit files that change what every module of their process sees (decision 078). */
const ISOLATED_UNIT_TESTS = isolatedUnitTests();

const BUILD_OUTPUT_TESTS = [
  'functions/bundle.test.ts',
  'scripts/bench/ssr-paths.test.ts',
  'scripts/bench/ssr-baseline.test.ts',
];

/**
 * Emulator suites that run alone, after the others and the journeys: they clear the demo
 * project's documents or load other rules into the Storage emulator, whose one set of rules
 * serves every bucket, as Google's does.
 */
const DISRUPTIVE_SUITES = [
  'emulators/test/firestore/rulesConformance.emulator.test.ts',
  'emulators/test/storage/rules.emulator.test.ts',
  'emulators/test/storage/wire.emulator.test.ts',
  'rules/storage.emulator.test.ts',
];

/**
 * Journeys that run after the others, with nothing else on the stack: the page budgets count the
 * Firestore emulator's document reads, one counter for every client of the database.
 */
const JOURNEYS_ALONE = ['e2e/page-budgets.test.ts'];

const JOURNEY_SETTINGS = {
  // Any console error or uncaught exception in a page fails the test (e2e/support).
  setupFiles: ['e2e/support/page-errors.setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // A journey drives a browser against a stack on a busy 2-core machine: one that fails is run
  // once more, and one that passes only then is printed by `npm test` as a finding
  // (scripts/flaky-reporter.ts, decision 004). Twice failed fails the run.
  retry: 1,
};

/**
 * The crash suites kill emulators of their own and find every write acknowledged a second before
 * the kill: with the checks lane's CPU work beside them the journal's flush can fall behind, so
 * they run alone too, at the end, on a quiet machine.
 */
const CRASH_SUITES = ['emulators/test/crash/*.emulator.test.ts'];

const EMULATOR_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [UNIT_TESTS],
          exclude: [
            '**/node_modules/**',
            '**/*.emulator.test.ts',
            '**/*.stacks.test.ts',
            ...(process.env.SPACES_WITHOUT_BUILD ? BUILD_OUTPUT_TESTS : []),
            ...ISOLATED_UNIT_TESTS,
          ],
          isolate: false,
          // Vitest's default leaves one core idle; pure tests can use them all.
          maxWorkers: '100%',
          // The editor's validators are built, not committed (decision 048).
          globalSetup: ['hosting/scripts/validators.setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          maxWorkers: '100%',
          globalSetup: ['hosting/scripts/validators.setup.ts'],
        },
      },
      {
        test: {
          // The callables and triggers through the Functions emulator: two files at a time (each
          // file works on accounts, spaces and client addresses of its own), beside `conformance`.
          name: 'emulator',
          include: ['functions/**/*.emulator.test.ts'],
          exclude: ['**/node_modules/**', ...DISRUPTIVE_SUITES, ...CRASH_SUITES],
          ...EMULATOR_TIMEOUTS,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Our emulators against Google's behaviour, and the security rules: one file at a time,
          // beside `emulator` (decision 004).
          name: 'conformance',
          include: ['{emulators,rules}/**/*.emulator.test.ts'],
          exclude: ['**/node_modules/**', ...DISRUPTIVE_SUITES, ...CRASH_SUITES],
          ...EMULATOR_TIMEOUTS,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'emulator-alone',
          include: [...DISRUPTIVE_SUITES, ...CRASH_SUITES],
          ...EMULATOR_TIMEOUTS,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'stacks',
          include: ['scripts/**/*.stacks.test.ts'],
          exclude: ['**/node_modules/**'],
          // Each file starts emulators of its own: one at a time, with room for a busy machine.
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...JOURNEYS_ALONE],
          ...JOURNEY_SETTINGS,
          // Two files at a time, each worker with one Chromium for every file it runs
          // (e2e/support/browser.ts): files share no state but the browser, each page has a
          // context of its own, and a worker keeps its modules from file to file.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e-alone',
          include: JOURNEYS_ALONE,
          ...JOURNEY_SETTINGS,
        },
      },
    ],
  },
});
