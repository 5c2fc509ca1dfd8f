// For a path, for each actor, each operation must be denied.
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { ACTORS, OPERATIONS, contextFor, type Actor, type Operation } from '../firestore/proofs';
import { BYTES, type PathCase } from './paths';

export async function seedObject(env: RulesTestEnvironment, c: PathCase): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage().ref(c.path).put(BYTES, { contentType: 'image/png' });
  });
}

export function attemptObject(
  env: RulesTestEnvironment,
  c: PathCase,
  actor: Actor,
  op: Operation,
): Promise<unknown> {
  const ref = contextFor(env, actor, c.ownerUid).storage().ref(c.path);
  switch (op) {
    case 'get':
      return ref.getMetadata();
    case 'list':
      return ref.parent!.listAll();
    case 'create':
      // An upload task is only thenable; the assertion wants a real promise.
      return Promise.resolve(ref.parent!.child('new.png').put(BYTES, { contentType: 'image/png' }));
    case 'update':
      return ref.updateMetadata({ customMetadata: { touched: 'yes' } });
    case 'delete':
      return ref.delete();
  }
}

export function provesObjectDenyAll(getEnv: () => RulesTestEnvironment, c: PathCase): void {
  describe(c.name, () => {
    for (const actor of ACTORS) {
      describe(actor, () => {
        for (const op of OPERATIONS) {
          it(`cannot ${op}`, async () => {
            const env = getEnv();
            await seedObject(env, c);
            await assertFails(attemptObject(env, c, actor, op));
          });
        }
      });
    }
  });
}
