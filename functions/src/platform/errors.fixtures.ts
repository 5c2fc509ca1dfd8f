// What the pure tests read of the error a call throws: a refusal's reason, a validation's issues.
import { DomainError, ValidationError } from './errors';

/** The error of class `type` that `fn` throws; undefined when it throws none (others rethrown). */
function thrown<E extends Error>(
  type: abstract new (...args: never[]) => E,
  fn: () => unknown,
): E | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  return undefined;
}

/** The reason of the DomainError `fn` throws; undefined when it throws none. */
export const reasonOf = (fn: () => unknown) => thrown(DomainError, fn)?.reason;

/** The issues of the ValidationError `fn` throws; a call that throws none fails the test. */
export function issuesOf(fn: () => unknown) {
  const error = thrown(ValidationError, fn);
  if (!error) throw new Error('expected a ValidationError');
  return error.issues;
}
