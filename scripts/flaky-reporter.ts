// A vitest reporter for the journeys' one retry (vitest.config.ts): every test that failed and
// then passed is written to test-results/flaky-<project>.txt, one line each with its first
// error, and `npm test` prints them under its totals. A journey that passes only on its second
// try is a finding, never hidden; one that fails twice fails the run.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

const REPORTS = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'test-results');

export default class FlakyReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    if (!test.diagnostic()?.flaky) return;
    const first = test.result().errors?.[0]?.message?.split('\n')[0] ?? '';
    const file = path.relative(path.join(REPORTS, '..'), test.module.moduleId);
    mkdirSync(REPORTS, { recursive: true });
    appendFileSync(
      path.join(REPORTS, `flaky-${test.project.name}.txt`),
      `${file} > ${test.fullName}: ${first}\n`,
    );
  }
}
