// What a test waits for before it asserts that something did NOT happen: not a fixed sleep, which
// passes whenever the stack is merely slow, but the end of the work the stack had in flight.
// Each of the stack's three services answers `GET /__spaces/settled` once the work it knew of
// when asked has finished (decision 061): our Firestore and Storage emulators their event
// deliveries, which last until the function has answered, and the Functions emulator its queued
// and running calls and its queued Cloud Tasks. Work raises more work (a write's trigger enqueues a
// task, whose function writes again), so the services are asked again, round after round, until a
// round finds nothing in flight; files running beside on the same stack keep work in flight of
// their own, so the rounds stop after a bound that is deeper than any chain of ours.
import { firestoreHost, functionsOrigin } from './stack';

/** Deeper than the longest chain a write starts (write → trigger → task → write → trigger). */
const MOST_ROUNDS = 6;

async function settledAt(origin: string, timeoutMs: number): Promise<number> {
  const response = await fetch(`${origin}/__spaces/settled?timeoutMs=${timeoutMs}`, {
    signal: AbortSignal.timeout(timeoutMs + 5_000),
  });
  const body = (await response.json()) as { waitedFor?: number; error?: string };
  if (!response.ok || body.waitedFor === undefined) {
    throw new Error(`${origin} did not settle: ${body.error ?? response.status}`);
  }
  return body.waitedFor;
}

function storageOrigin(): string {
  const host = process.env.STORAGE_EMULATOR_HOST;
  if (!host) throw new Error('STORAGE_EMULATOR_HOST is not set: start the stack first');
  return host.startsWith('http') ? host : `http://${host}`;
}

/** Resolves once what the stack was doing, and what that started in turn, has finished. */
export async function settled(timeoutMs = 60_000): Promise<void> {
  const origins = [`http://${firestoreHost()}`, storageOrigin(), functionsOrigin()];
  for (let round = 0; round < MOST_ROUNDS; round += 1) {
    const counts = await Promise.all(origins.map((origin) => settledAt(origin, timeoutMs)));
    if (counts.every((count) => count === 0)) return;
  }
}
