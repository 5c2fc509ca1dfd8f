// The one deadline on a call's database work. Pure (it races a timer), so that the callable
// wrapper, which every function's declaration loads, needs no Firestore to apply it.
import { DomainError } from './errors';

/**
 * How long a callable's database work may take before the caller is told so. Healthy calls take
 * well under a second; the Admin SDK itself waits 60 s per request and retries an unreachable
 * database for about a minute, which a person at a form should not sit through.
 */
export const DATABASE_DEADLINE_MS = 6_000;

/**
 * The local stack shares a small machine with builds and browsers, where a healthy call can take
 * seconds: its deadline is looser, so that only a database that is really gone trips it there.
 */
const EMULATOR_DEADLINE_MS = 20_000;

function deadlineMs(): number {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_DEADLINE_MS : DATABASE_DEADLINE_MS;
}

/** gRPC status codes the Admin SDK's errors carry. */
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;

function databaseError(error: unknown): DomainError | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === GRPC_DEADLINE_EXCEEDED)
    return new DomainError('database-timeout', 'the database did not answer in time');
  if (code === GRPC_UNAVAILABLE)
    return new DomainError('database-unavailable', 'the database could not be reached');
  return undefined;
}

/**
 * The one deadline on database work, applied by the callable wrapper around a whole call (all its
 * reads and its transaction): `work` answers within `ms`, or the call fails with
 * `database-timeout` (deadline-exceeded) while the requests still in flight are abandoned. A
 * database the SDK gave up on answers `database-unavailable`. Other errors pass unchanged.
 */
export async function withDatabaseDeadline<T>(
  work: () => Promise<T>,
  ms: number = deadlineMs(),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DomainError('database-timeout', `no answer within ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([work(), deadline]);
  } catch (error) {
    throw databaseError(error) ?? error;
  } finally {
    clearTimeout(timer);
  }
}
