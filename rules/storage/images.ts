// images/{uid}/{imageId}/{variant}: processed variants are public by exact name; only the
// pipeline (Admin SDK) writes them, and nobody lists them.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { OWNER_UID } from '../firestore/collections';
import { ACTORS, contextFor } from '../firestore/proofs';
import { emulator, PROJECT_ID } from '../environment';
import { BYTES, VARIANT_PATH } from './paths';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

async function seedVariant(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .storage()
      .ref(VARIANT_PATH)
      .put(BYTES, { contentType: 'image/webp', cacheControl: CACHE_CONTROL });
  });
}

export function provesImageVariants(getEnv: () => RulesTestEnvironment): void {
  describe('images/{uid}/{imageId}/{variant}', () => {
    for (const actor of ACTORS) {
      describe(actor, () => {
        it('can get a variant', async () => {
          const env = getEnv();
          await seedVariant(env);
          await assertSucceeds(
            contextFor(env, actor, OWNER_UID).storage().ref(VARIANT_PATH).getMetadata(),
          );
        });

        it('cannot list, create, update or delete variants', async () => {
          const env = getEnv();
          await seedVariant(env);
          const ref = contextFor(env, actor, OWNER_UID).storage().ref(VARIANT_PATH);
          await assertFails(ref.parent!.listAll());
          await assertFails(
            Promise.resolve(
              ref.parent!.child('640.webp').put(BYTES, { contentType: 'image/webp' }),
            ),
          );
          await assertFails(Promise.resolve(ref.put(BYTES, { contentType: 'image/webp' })));
          await assertFails(ref.updateMetadata({ cacheControl: 'no-store' }));
          await assertFails(ref.delete());
        });
      });
    }

    it('a page loads a variant by plain URL, without a token, with its cache header', async () => {
      const env = getEnv();
      await seedVariant(env);
      const { host, port } = emulator('storage');
      // rules-unit-testing's storage() uses the bucket named after the project.
      const url = `http://${host}:${port}/v0/b/${PROJECT_ID}/o/${encodeURIComponent(VARIANT_PATH)}?alt=media`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    });
  });
}
