// board-uploads/{grantId}: a visitor's fan-art image, allowed only under a live, unspent grant
// (boardImageGrants/{grantId}, which storage.rules read from Firestore) and only of exactly the
// granted type and size, with no custom metadata. Each condition is shown allowing and refusing.
// Nobody reads, replaces or deletes a staged image.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { boardUploadPath, BOARD_IMAGE_GRANTS_COLLECTION } from '@spaces/contracts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OWNER_UID } from '../firestore/collections';
import { BYTES } from './paths';

const GRANT_ID = 'GrAnT0123456789abcde';
const MINUTE = 60_000;

interface Grant {
  contentType: string;
  size: number;
  expiresAt: Date;
  usedAt?: Date;
}

const LIVE = (): Grant => ({
  contentType: 'image/png',
  size: BYTES.length,
  expiresAt: new Date(Date.now() + 10 * MINUTE),
});

/**
 * Storage rules read Firestore of the stack's own project, not of the rules suite's: grants are
 * written there, through a second test environment with no rules of its own.
 */
let grants: RulesTestEnvironment;

function firestoreHost() {
  const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostPort) throw new Error('FIRESTORE_EMULATOR_HOST is not set: start the stack first');
  const [host = '127.0.0.1', port = '8080'] = hostPort.split(':');
  return { host, port: Number(port) };
}

async function writeGrant(grantId: string, grant: Grant | undefined): Promise<void> {
  await grants.withSecurityRulesDisabled(async (ctx) => {
    const ref = ctx.firestore().collection(BOARD_IMAGE_GRANTS_COLLECTION).doc(grantId);
    if (grant)
      await ref.set({
        spaceId: 'space-1',
        boardId: 'board-1',
        ownerUid: OWNER_UID,
        secret: 'not-for-visitors',
        ...grant,
      });
    else await ref.delete();
  });
}

interface Upload {
  grantId?: string;
  bytes?: Uint8Array;
  contentType?: string;
  customMetadata?: Record<string, string>;
  signedIn?: boolean;
}

/** A visitor (signed out) uploads the way the board page does. */
function upload(env: RulesTestEnvironment, u: Upload = {}): Promise<unknown> {
  const ctx = u.signedIn
    ? env.authenticatedContext(OWNER_UID, { email_verified: true })
    : env.unauthenticatedContext();
  const ref = ctx.storage().ref(boardUploadPath(u.grantId ?? GRANT_ID));
  return Promise.resolve(
    ref.put(u.bytes ?? BYTES, {
      contentType: u.contentType ?? 'image/png',
      ...(u.customMetadata && { customMetadata: u.customMetadata }),
    }),
  );
}

export function provesBoardUploads(getEnv: () => RulesTestEnvironment): void {
  describe('board-uploads/{grantId}', () => {
    beforeAll(async () => {
      grants = await initializeTestEnvironment({
        projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces',
        firestore: firestoreHost(),
      });
    });

    afterAll(async () => {
      await writeGrant(GRANT_ID, undefined);
      await grants.cleanup();
    });

    it('lets a visitor upload exactly the granted image under a live grant', async () => {
      await writeGrant(GRANT_ID, LIVE());
      await assertSucceeds(upload(getEnv()));
    });

    it('refuses an upload without a grant', async () => {
      await writeGrant(GRANT_ID, undefined);
      await assertFails(upload(getEnv()));
      await writeGrant(GRANT_ID, LIVE());
      await assertFails(upload(getEnv(), { grantId: 'NoGrant0123456789abc' }));
    });

    it('refuses an upload under an expired grant', async () => {
      await writeGrant(GRANT_ID, { ...LIVE(), expiresAt: new Date(Date.now() - MINUTE) });
      await assertFails(upload(getEnv()));
    });

    it('refuses a spent grant, and a second upload while the first is staged', async () => {
      await writeGrant(GRANT_ID, { ...LIVE(), usedAt: new Date() });
      await assertFails(upload(getEnv()));
      await writeGrant(GRANT_ID, LIVE());
      await assertSucceeds(upload(getEnv()));
      await assertFails(upload(getEnv()));
    });

    it('refuses a size or a type other than the granted one', async () => {
      const env = getEnv();
      await writeGrant(GRANT_ID, LIVE());
      await assertFails(upload(env, { bytes: new Uint8Array([...BYTES, 0]) }));
      await assertFails(upload(env, { contentType: 'image/jpeg' }));
      await writeGrant(GRANT_ID, { ...LIVE(), contentType: 'image/gif' });
      await assertFails(upload(env, { contentType: 'image/gif' }));
    });

    it('refuses custom metadata and a malformed grant id', async () => {
      const env = getEnv();
      await writeGrant(GRANT_ID, LIVE());
      await assertFails(upload(env, { customMetadata: { slot: 'card' } }));
      await assertFails(upload(env, { grantId: `${GRANT_ID}/x` }));
    });

    it('lets nobody read or delete a staged image, not even the space owner', async () => {
      const env = getEnv();
      await writeGrant(GRANT_ID, LIVE());
      await assertSucceeds(upload(env));
      for (const signedIn of [false, true]) {
        const ctx = signedIn
          ? env.authenticatedContext(OWNER_UID, { email_verified: true })
          : env.unauthenticatedContext();
        const ref = ctx.storage().ref(boardUploadPath(GRANT_ID));
        await assertFails(ref.getDownloadURL());
        await assertFails(ref.delete());
      }
    });
  });
}
