// A space of a journey's own, made like the seeded demo space (fixtures/demo-space.ts) — the same
// sections, buttons, letter box, fan messages and pastel theme, published — but owned by a new
// verified account under an address no other file uses. Journeys that change a space use one, so
// that the files reading /demo can run beside them.
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Space } from '../../functions/src/spaces/space';
import { restoreSpace, syncPublicSpace } from '../../functions/src/spaces/store';
import { demoSpace } from '../../fixtures/demo-space';
import { newVerifiedAccount, uniqueName, type Account } from './accounts';

interface OwnSpace {
  owner: Account;
  slug: string;
}

/** `change` adjusts the demo's space before it is stored (a journey's own buttons, say). */
export async function newDemoLikeSpace(
  prefix: string,
  change: (space: Space) => Space = (space) => space,
): Promise<OwnSpace> {
  // The store writes through the default Admin app, as the seed does.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) {
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces' });
  }
  const { uid, ...owner } = await newVerifiedAccount(prefix);
  const slug = uniqueName(prefix);
  const spaceId = `space-${slug}`;
  await restoreSpace(spaceId, change({ ...demoSpace(), ownerUid: uid, slug }));
  // The trigger would publish it too; doing it here makes the page readable at once.
  await syncPublicSpace(spaceId, [slug]);
  return { owner, slug };
}
