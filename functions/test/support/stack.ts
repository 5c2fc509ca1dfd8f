// Where the running stack is, from the environment the stack script exports.
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: start the stack first (npm run emulators)`);
  return value;
}

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';
export const REGION = 'asia-northeast1';
export const authHost = () => required('FIREBASE_AUTH_EMULATOR_HOST');
export const functionsOrigin = () => required('SPACES_FUNCTIONS_ORIGIN');
export const firestoreHost = () => required('FIRESTORE_EMULATOR_HOST');

/** A short random suffix so that runs never collide with each other or with seeded data. */
export const unique = (): string => Math.random().toString(36).slice(2, 10);

/** For tests that make several calls through the Functions emulator (see where it is used). */
export const MANY_CALLS_TIMEOUT_MS = 120_000;
