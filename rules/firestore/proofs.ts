// The proofs, as a table: for a collection, for each actor, each operation must be denied.
import {
  assertFails,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { OTHER_UID, type CollectionCase } from './collections';

export type Actor = 'guest' | 'other user' | 'owner' | 'operator';
export const ACTORS: Actor[] = ['guest', 'other user', 'owner'];
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPERATIONS: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

export function contextFor(
  env: RulesTestEnvironment,
  actor: Actor,
  ownerUid: string,
): RulesTestContext {
  if (actor === 'guest') return env.unauthenticatedContext();
  // The operator's claim opens the console's callables, never the database (decision 070).
  if (actor === 'operator')
    return env.authenticatedContext('operator-uid', { email_verified: true, operator: true });
  // A verified e-mail, so that a rule keyed on it could not be what denies.
  return env.authenticatedContext(actor === 'owner' ? ownerUid : OTHER_UID, {
    email_verified: true,
  });
}

export async function seed(env: RulesTestEnvironment, c: CollectionCase): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().collection(c.collection).doc(c.id).set(c.data());
  });
}

/** Runs one client operation as `actor`; resolves if the emulator allowed it. */
export function attempt(
  env: RulesTestEnvironment,
  c: CollectionCase,
  actor: Actor,
  op: Operation,
): Promise<unknown> {
  const db = contextFor(env, actor, c.ownerUid).firestore();
  const existing = db.collection(c.collection).doc(c.id);
  switch (op) {
    case 'get':
      return existing.get();
    case 'list':
      return db.collection(c.collection).get();
    case 'create':
      return db.collection(c.collection).doc(`${c.id}-new`).set(c.data());
    case 'update':
      return existing.update({ updatedAt: new Date() });
    case 'delete':
      return existing.delete();
  }
}

/**
 * The proof that a client can do nothing with what `seed` puts down, whoever it is: for each
 * actor, each operation `attempt` makes is denied. Collections and storage paths alike.
 */
export function provesDenied<C extends { name: string }>(
  getEnv: () => RulesTestEnvironment,
  c: C,
  actors: Actor[],
  seed: (env: RulesTestEnvironment, c: C) => Promise<void>,
  attempt: (env: RulesTestEnvironment, c: C, actor: Actor, op: Operation) => Promise<unknown>,
): void {
  describe(c.name, () => {
    for (const actor of actors) {
      describe(actor, () => {
        for (const op of OPERATIONS) {
          it(`cannot ${op}`, async () => {
            const env = getEnv();
            await seed(env, c);
            await assertFails(attempt(env, c, actor, op));
          });
        }
      });
    }
  });
}

/** The proof that a client can do nothing with `c`, whoever it is. */
export function provesDenyAll(getEnv: () => RulesTestEnvironment, c: CollectionCase): void {
  provesDenied(getEnv, c, [...ACTORS, ...(c.actors ?? [])], seed, attempt);
}
