// Run before every browser journey file (vitest setupFiles): a console error or uncaught
// exception on any page the file opened fails the test during which it was seen. What a
// beforeAll hook provokes fails the first test; what an afterAll hook provokes fails the file.
import { afterAll, afterEach } from 'vitest';
import { takePageErrors } from './browser';

function failOnPageErrors() {
  const errors = takePageErrors();
  if (errors.length > 0) {
    throw new Error(`The browser logged ${errors.length} error(s):\n  ${errors.join('\n  ')}`);
  }
}

afterEach(failOnPageErrors);
afterAll(failOnPageErrors);
