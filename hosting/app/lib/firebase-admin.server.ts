// The server's Admin SDK app, created on first use. Project and emulator hosts come from the
// standard variables (GCLOUD_PROJECT / FIREBASE_CONFIG, FIREBASE_AUTH_EMULATOR_HOST,
// FIRESTORE_EMULATOR_HOST) that the Functions runtime and the local stack set.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminFirestore(): Firestore {
  return getFirestore(adminApp());
}
