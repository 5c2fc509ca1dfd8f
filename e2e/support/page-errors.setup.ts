// Run before every browser journey file (vitest setupFiles): a console error or uncaught
// exception on any page the file opened fails the test during which it was seen. What a
// beforeAll hook provokes fails the first test; what an afterAll hook provokes fails the file.
// After the file, the pages it left open are closed; the worker's browser stays for the next file.
import { afterAll, afterEach } from 'vitest';
import { closeOpenedPages, takePageErrors } from './browser';

function failOnPageErrors() {
  const errors = takePageErrors();
  if (errors.length > 0) {
    throw new Error(`The browser logged ${errors.length} error(s):\n  ${errors.join('\n  ')}`);
  }
}

afterEach(failOnPageErrors);
// Registered before the file's own hooks, so it runs after them (vitest runs after-hooks in
// reverse): what the file's afterAll did in a page is still watched.
afterAll(async () => {
  try {
    failOnPageErrors();
  } finally {
    await closeOpenedPages();
  }
});
