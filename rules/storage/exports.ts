// exports/{uid}/{exportId}/{file}: an owner's export is read by that owner alone (and downloaded
// by URL only after the owner asked for one); only the exportSpace callable writes, and the
// hourly clean-up deletes.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { exportPath } from '@spaces/contracts';
import { describe, it } from 'vitest';
import { OWNER_UID } from '../firestore/collections';
import { contextFor } from '../firestore/proofs';
import { BYTES } from './paths';

const EXPORT_PATH = exportPath(OWNER_UID, '0123456789abcdef0123', 'demo-inbox-20261125.csv');

async function seedExport(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage().ref(EXPORT_PATH).put(BYTES, { contentType: 'text/csv; charset=utf-8' });
  });
}

export function provesExports(getEnv: () => RulesTestEnvironment): void {
  describe('exports/{uid}/{exportId}/{file}', () => {
    it('the owner reads their export, as metadata and as bytes', async () => {
      const env = getEnv();
      await seedExport(env);
      const ref = contextFor(env, 'owner', OWNER_UID).storage().ref(EXPORT_PATH);
      await assertSucceeds(ref.getMetadata());
      await assertSucceeds(ref.getDownloadURL());
    });

    for (const actor of ['guest', 'other user'] as const) {
      it(`${actor} cannot read, list, write or delete it`, async () => {
        const env = getEnv();
        await seedExport(env);
        const ref = contextFor(env, actor, OWNER_UID).storage().ref(EXPORT_PATH);
        await assertFails(ref.getMetadata());
        await assertFails(ref.getDownloadURL());
        await assertFails(ref.parent!.listAll());
        await assertFails(ref.delete());
        await assertFails(Promise.resolve(ref.put(BYTES)));
      });
    }

    it('the owner cannot list, write, replace or delete exports either', async () => {
      const env = getEnv();
      await seedExport(env);
      const ref = contextFor(env, 'owner', OWNER_UID).storage().ref(EXPORT_PATH);
      await assertFails(ref.parent!.listAll());
      await assertFails(ref.parent!.parent!.listAll());
      await assertFails(Promise.resolve(ref.put(BYTES, { contentType: 'text/csv' })));
      await assertFails(Promise.resolve(ref.parent!.child('mine.csv').put(BYTES)));
      await assertFails(ref.updateMetadata({ contentType: 'text/html' }));
      await assertFails(ref.delete());
    });
  });
}
