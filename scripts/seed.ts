// Seeds the local emulators with a demo owner and one published demo space, so that a newcomer sees
// a real page at once. Idempotent: the owner is reset, the space is created only if missing.
// Writes go through the same domain functions and store as the callables, never around them.
//
//   FIRESTORE_EMULATOR_HOST=… FIREBASE_AUTH_EMULATOR_HOST=… node --import tsx scripts/seed.ts
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newSpace, withButtons, withPublished, withSns, withTop } from '../functions/src/spaces/space';
import { restoreSpace, syncPublicSpace } from '../functions/src/spaces/store';

export const DEMO = {
  uid: 'demo-owner',
  email: 'demo@spaces.test',
  password: 'spaces-demo',
  displayName: 'Demo Owner',
  spaceId: 'demo-space',
  slug: 'demo',
} as const;

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';

/** A generated header, so the demo needs no image pipeline and no network. */
const HEADER_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='400'><defs><linearGradient id='g' x2='1' y2='1'>" +
  "<stop offset='0' stop-color='#16a34a'/><stop offset='1' stop-color='#2563eb'/></linearGradient></defs>" +
  "<rect width='1200' height='400' fill='url(#g)'/></svg>";
const HEADER = {
  url: `data:image/svg+xml,${encodeURIComponent(HEADER_SVG)}`,
  width: 1200,
  height: 400,
};

function assertEmulators(): void {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    // Seeding a real project by accident would be a disaster; only emulators are ever seeded.
    if (!process.env[name])
      throw new Error(`${name} is not set: seed only runs against the emulators`);
  }
}

async function seedOwner(): Promise<void> {
  const auth = getAuth();
  const profile = {
    email: DEMO.email,
    password: DEMO.password,
    displayName: DEMO.displayName,
    emailVerified: true,
  };
  try {
    await auth.updateUser(DEMO.uid, profile);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: DEMO.uid, ...profile });
  }
}

function demoSpace() {
  const now = new Date();
  let counter = 0;
  const newId = () => `demo${++counter}`;
  let space = newSpace(DEMO.uid, DEMO.slug, 'Spaces Demo', now);
  space = withTop(
    space,
    {
      displayName: 'Spaces Demo',
      bio: 'This is a demo space.\nEdit it after signing in as demo@spaces.test.',
      layout: 'centered',
    },
    now,
  );
  space = withSns(
    space,
    [
      { service: 'x', value: '@spaces_demo' },
      { service: 'youtube', value: '@spacesdemo' },
      { service: 'github', value: 'spaces-demo' },
      { service: 'email', value: 'demo@spaces.test' },
    ],
    now,
    newId,
  );
  space = withButtons(
    space,
    [
      {
        label: 'Latest video',
        url: 'https://www.youtube.com/@spacesdemo',
        color: 'primary',
        variant: 'solid',
        visible: true,
      },
      {
        label: 'Shop',
        url: 'https://example.com/shop',
        color: 'secondary',
        variant: 'outline',
        visible: true,
      },
      {
        label: 'Coming soon',
        url: 'https://example.com/soon',
        color: 'neutral',
        variant: 'soft',
        visible: false,
      },
    ],
    now,
    newId,
  );
  space = withPublished(space, true, now);
  return { ...space, top: { ...space.top, header: HEADER } };
}

async function seedSpace(): Promise<void> {
  await restoreSpace(DEMO.spaceId, demoSpace());
  // The trigger does this too when the Functions emulator runs; doing it here makes the demo
  // page readable the moment seeding returns, and the sync is idempotent.
  await syncPublicSpace(DEMO.spaceId, [DEMO.slug]);
}

export async function seed(): Promise<void> {
  assertEmulators();
  // Emulators need no credentials: stop google-auth probing for a cloud metadata server (network).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  await seedOwner();
  await seedSpace();
  console.log(`Seeded ${DEMO.email} / ${DEMO.password} and the published space /${DEMO.slug}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
