// For a path, for each actor, each operation must be denied.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ACTORS, contextFor, provesDenied, type Actor, type Operation } from '../firestore/proofs';
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
  provesDenied(getEnv, c, ACTORS, seedObject, attemptObject);
}
