// Run before every browser journey file (vitest setupFiles): a console error or uncaught
// exception on any page the file opened fails the test during which it was seen. What a
// beforeAll hook provokes fails the first test; what an afterAll hook provokes fails the file.
// After the file, the pages it left open are closed; the worker's browser stays for the next file.
// When a test fails, every page still open says where it was and leaves a screenshot of what it
// showed (test-results/screenshots/failures/), which a timeout's message alone does not tell.
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { closeOpenedPages, openPages, takePageErrors } from './browser';
import { keepScreenshot } from './screenshots';

function failOnPageErrors() {
  const errors = takePageErrors();
  if (errors.length > 0) {
    throw new Error(`The browser logged ${errors.length} error(s):\n  ${errors.join('\n  ')}`);
  }
}

/** How long a failed test's screenshot may take: a hung page must not hang the file too. */
const EVIDENCE_TIMEOUT_MS = 5_000;

async function keepFailureEvidence(file: string, test: string) {
  const name = `${path.basename(file, '.test.ts')}/${test.replace(/[^\w-]+/g, '-')}`;
  const pages = openPages();
  await Promise.all(
    pages.map(async (page, index) => {
      const shot = await Promise.race([
        keepScreenshot(page, `failures/${name}-${index}`, { fullPage: false }),
        new Promise<string>((resolve) => setTimeout(resolve, EVIDENCE_TIMEOUT_MS, 'timed out')),
      ]).catch((error: unknown) => `not taken (${String(error)})`);
      console.error(`[failed: ${test}] page ${index} was at ${page.url()}; screenshot: ${shot}`);
    }),
  );
}

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepFailureEvidence(task.file.name, task.name);
  failOnPageErrors();
});
// Registered before the file's own hooks, so it runs after them (vitest runs after-hooks in
// reverse): what the file's afterAll did in a page is still watched.
afterAll(async () => {
  try {
    failOnPageErrors();
  } finally {
    await closeOpenedPages();
  }
});
