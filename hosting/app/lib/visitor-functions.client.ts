// The callable client for visitors (fans sending a letter, reading the wall): no account, so no
// Firebase Auth is loaded and nothing waits for it. App Check's SDK loads only where the web app is
// registered with it, before the first call, so every visitor call carries its token.
import { getApp, getApps, initializeApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { firebaseOptions, functionsOf } from './firebase-app.client';
import { browserEnv } from './public-env';

let client: Promise<Functions> | undefined;

/** Browser-only: call from event handlers, never while rendering on the server. */
export function visitorFunctions(): Promise<Functions> {
  client ??= create();
  return client;
}

async function create(): Promise<Functions> {
  const env = browserEnv();
  // A signed-in page may have made the app already (with App Check, in firebase.client.ts).
  if (getApps().length > 0) return functionsOf(getApp(), env);
  const app = initializeApp(firebaseOptions(env));
  if (env.appCheckSiteKey) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  return functionsOf(app, env);
}
