// What the browser's two Firebase clients share: the app's options and the callable Functions
// client in asia-northeast1, pointed at the local emulator once however many clients ask for it.
// The signed-in pages use firebase.client.ts (Auth, App Check, Storage); visitors' islands use
// visitor-functions.client.ts, which loads no Auth.
import type { FirebaseOptions, FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import type { PublicEnv } from './public-env';

const FUNCTIONS_REGION = 'asia-northeast1';

export function firebaseOptions(env: PublicEnv): FirebaseOptions {
  return {
    apiKey: env.firebaseApiKey,
    authDomain: env.firebaseAuthDomain,
    projectId: env.firebaseProjectId,
    storageBucket: env.firebaseStorageBucket,
    messagingSenderId: env.firebaseMessagingSenderId,
    appId: env.firebaseAppId,
  };
}

const connected = new WeakSet<Functions>();

/** The app's callable client; on a local stack, connected to the Functions emulator. */
export function functionsOf(app: FirebaseApp, env: PublicEnv): Functions {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (env.emulators && !connected.has(functions)) {
    connectFunctionsEmulator(functions, env.emulators.host, env.emulators.functionsPort);
    connected.add(functions);
  }
  return functions;
}
