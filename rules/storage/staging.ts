// uploads/{uid}/{uploadId}: the browser's only way in. The verified owner of the folder creates a
// new upload that is an image type, within the size cap, naming its slot; each condition is shown
// both allowing and refusing. Nobody reads, replaces or deletes a staging object.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { IMAGE_LIMITS, IMAGE_SLOT_NAMES, stagingPath } from '@spaces/contracts';
import { describe, it } from 'vitest';
import { OTHER_UID, OWNER_UID } from '../firestore/collections';
import { contextFor, type Actor } from '../firestore/proofs';
import { BYTES, UPLOAD_ID } from './paths';

interface Upload {
  uid?: string;
  uploadId?: string;
  bytes?: Uint8Array;
  contentType?: string;
  customMetadata?: Record<string, string>;
}

const VALID = {
  contentType: 'image/png',
  customMetadata: { slot: 'space-avatar', spaceId: 'space-1' },
};

/** Uploads as `actor` the way the editor does (resumable), into `uid`'s staging folder. */
function upload(env: RulesTestEnvironment, actor: Actor, u: Upload = {}): Promise<unknown> {
  const ref = contextFor(env, actor, OWNER_UID)
    .storage()
    .ref(stagingPath(u.uid ?? OWNER_UID, u.uploadId ?? UPLOAD_ID));
  // An upload task is only thenable; the assertion wants a real promise.
  return Promise.resolve(
    ref.put(u.bytes ?? BYTES, {
      contentType: u.contentType ?? VALID.contentType,
      customMetadata: u.customMetadata ?? VALID.customMetadata,
    }),
  );
}

async function seedUpload(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage().ref(stagingPath(OWNER_UID, UPLOAD_ID)).put(BYTES, VALID);
  });
}

function stagedRef(env: RulesTestEnvironment, actor: Actor) {
  return contextFor(env, actor, OWNER_UID).storage().ref(stagingPath(OWNER_UID, UPLOAD_ID));
}

export function provesStagingUploads(getEnv: () => RulesTestEnvironment): void {
  describe('uploads/{uid}/{uploadId}', () => {
    describe('owner', () => {
      it('can create a new upload of an image, naming its slot', async () => {
        await assertSucceeds(upload(getEnv(), 'owner'));
      });

      it('can create only under an upload id of 20 letters and digits', async () => {
        const env = getEnv();
        await assertSucceeds(upload(env, 'owner', { uploadId: 'Z'.repeat(20) }));
        await assertFails(upload(env, 'owner', { uploadId: 'Z'.repeat(19) }));
        await assertFails(upload(env, 'owner', { uploadId: 'Z'.repeat(21) }));
        await assertFails(upload(env, 'owner', { uploadId: `${'Z'.repeat(19)}-` }));
      });

      it('cannot upload before the address is verified', async () => {
        const env = getEnv();
        const unverified = (email_verified?: boolean) =>
          env
            .authenticatedContext(OWNER_UID, email_verified === undefined ? {} : { email_verified })
            .storage()
            .ref(stagingPath(OWNER_UID, UPLOAD_ID));
        await assertFails(Promise.resolve(unverified(false).put(BYTES, VALID)));
        await assertFails(Promise.resolve(unverified().put(BYTES, VALID)));
        await assertSucceeds(Promise.resolve(unverified(true).put(BYTES, VALID)));
      });

      it('cannot replace an upload that exists', async () => {
        const env = getEnv();
        await seedUpload(env);
        await assertFails(upload(env, 'owner'));
        await assertSucceeds(upload(env, 'owner', { uploadId: 'Y'.repeat(20) }));
      });

      it('can create every declared image type, and nothing else', async () => {
        const env = getEnv();
        let n = 0;
        const id = () => `type${String(++n).padStart(16, '0')}`;
        for (const contentType of IMAGE_LIMITS.uploadContentTypes) {
          await assertSucceeds(upload(env, 'owner', { uploadId: id(), contentType }));
        }
        for (const contentType of ['image/svg+xml', 'text/plain', 'application/octet-stream']) {
          await assertFails(upload(env, 'owner', { uploadId: id(), contentType }));
        }
      });

      it('can create up to the size cap, not a byte more', async () => {
        const env = getEnv();
        const max = IMAGE_LIMITS.uploadMaxBytes;
        await assertSucceeds(
          upload(env, 'owner', { uploadId: 'S'.repeat(20), bytes: new Uint8Array(max) }),
        );
        await assertFails(
          upload(env, 'owner', { uploadId: 'T'.repeat(20), bytes: new Uint8Array(max + 1) }),
        );
      }, 60_000);

      it('can create for every slot, and only naming one', async () => {
        const env = getEnv();
        let n = 0;
        const id = () => `slot${String(++n).padStart(16, '0')}`;
        for (const slot of IMAGE_SLOT_NAMES) {
          await assertSucceeds(upload(env, 'owner', { uploadId: id(), customMetadata: { slot } }));
        }
        await assertFails(upload(env, 'owner', { uploadId: id(), customMetadata: {} }));
        await assertFails(
          upload(env, 'owner', { uploadId: id(), customMetadata: { slot: 'wallpaper' } }),
        );
      });

      it('can set only the slot, space, item and crop as metadata', async () => {
        const env = getEnv();
        const all = { slot: 'card', spaceId: 'space-1', itemId: 'card-1', crop: '0,0,1,1' };
        await assertSucceeds(upload(env, 'owner', { customMetadata: all }));
        await assertFails(
          upload(env, 'owner', {
            uploadId: 'X'.repeat(20),
            customMetadata: { ...all, note: 'hello' },
          }),
        );
      });

      it('cannot get, list, update or delete an upload', async () => {
        const env = getEnv();
        await seedUpload(env);
        const ref = stagedRef(env, 'owner');
        await assertFails(ref.getMetadata());
        await assertFails(ref.parent!.listAll());
        await assertFails(ref.updateMetadata({ customMetadata: { slot: 'card' } }));
        await assertFails(ref.delete());
      });
    });

    for (const actor of ['other user', 'guest'] as const) {
      describe(actor, () => {
        it("cannot create an upload in the owner's folder", async () => {
          await assertFails(upload(getEnv(), actor));
        });

        it("cannot get, list, update or delete the owner's upload", async () => {
          const env = getEnv();
          await seedUpload(env);
          const ref = stagedRef(env, actor);
          await assertFails(ref.getMetadata());
          await assertFails(ref.parent!.listAll());
          await assertFails(ref.updateMetadata({ customMetadata: { slot: 'card' } }));
          await assertFails(ref.delete());
        });
      });
    }

    describe('other user', () => {
      it('can create in their own folder', async () => {
        await assertSucceeds(upload(getEnv(), 'other user', { uid: OTHER_UID }));
      });
    });
  });
}
