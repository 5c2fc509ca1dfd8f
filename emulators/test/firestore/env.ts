// Connection settings for the conformance suite. It reads only FIRESTORE_EMULATOR_HOST and
// GCLOUD_PROJECT, so the same tests run against any Firestore emulator.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  initializeApp as initializeWebApp,
  deleteApp as deleteWebApp,
  type FirebaseApp,
} from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore as getWebFirestore,
  terminate,
  type EmulatorMockTokenOptions,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import { afterAll } from 'vitest';

const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
if (!hostPort)
  throw new Error('Set FIRESTORE_EMULATOR_HOST (host:port) to run the Firestore conformance suite');
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-spaces';
const [hostPart, portPart] = hostPort.split(':');
export const emulatorHost = hostPart ?? '127.0.0.1';
export const emulatorPort = Number(portPart ?? 8080);

/** A collection name no other test uses, so tests never see each other's documents. */
export function uniqueCollection(label = 'c'): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** firebase-admin's Firestore (gRPC, `Bearer owner`), one app per test file. */
export function adminFirestore(): Firestore {
  const app = initializeAdminApp({ projectId }, `admin-${randomUUID()}`);
  afterAll(() => deleteApp(app));
  return getAdminFirestore(app);
}

/** The calls by which a web SDK build (the full one, or lite over REST) opens and closes a Firestore. */
interface WebSdk<Db> {
  getFirestore(app: FirebaseApp): Db;
  connectFirestoreEmulator(
    db: Db,
    host: string,
    port: number,
    options?: { mockUserToken?: EmulatorMockTokenOptions | string },
  ): void;
  terminate(db: Db): Promise<void>;
}

/**
 * A Firestore of `sdk` on a web app of its own (named `label-…`), closed after the file; signed in
 * through a mock token ('owner' bypasses rules), or signed out.
 */
export function sdkFirestore<Db>(
  sdk: WebSdk<Db>,
  label: string,
  mockUserToken?: EmulatorMockTokenOptions | string,
): Db {
  const app = initializeWebApp({ projectId, apiKey: 'fake-api-key' }, `${label}-${randomUUID()}`);
  const db = sdk.getFirestore(app);
  sdk.connectFirestoreEmulator(
    db,
    emulatorHost,
    emulatorPort,
    mockUserToken ? { mockUserToken } : {},
  );
  afterAll(async () => {
    await sdk.terminate(db);
    await deleteWebApp(app);
  });
  return db;
}

/** The web SDK in Node, signed in through a mock token ('owner' bypasses rules), or signed out. */
export function webFirestore(mockUserToken?: EmulatorMockTokenOptions | string): WebFirestore {
  const sdk = { getFirestore: getWebFirestore, connectFirestoreEmulator, terminate };
  return sdkFirestore(sdk, 'web', mockUserToken);
}

/** Polls until `check` returns a value (not undefined) or the timeout passes. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Condition not met before the timeout');
    await new Promise((r) => setTimeout(r, 200));
  }
}
