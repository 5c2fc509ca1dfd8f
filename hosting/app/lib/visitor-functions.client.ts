// The callable client for visitors (fans reading the wall, a board's next posts): no account, so
// no Firebase Auth is loaded and nothing waits for it. App Check's SDK loads only where the web app
// is registered with it, before the first call, so every visitor call carries its token; the send
// forms' posts to /_send carry the same token in a header (decision 041).
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import type { Functions } from 'firebase/functions';
import { firebaseOptions, functionsOf } from './firebase-app.client';
import { browserEnv } from './public-env';

let client: Promise<{ app: FirebaseApp; appCheck?: AppCheck }> | undefined;

function visitorApp() {
  client ??= create();
  return client;
}

/** Browser-only: call from event handlers, never while rendering on the server. */
export async function visitorFunctions(): Promise<Functions> {
  return functionsOf((await visitorApp()).app, browserEnv());
}

/** This browser's App Check token where the site uses App Check, else undefined. */
export async function visitorAppCheckToken(): Promise<string | undefined> {
  const { appCheck } = await visitorApp();
  if (!appCheck) return undefined;
  const { getToken } = await import('firebase/app-check');
  return (await getToken(appCheck)).token;
}

async function create(): Promise<{ app: FirebaseApp; appCheck?: AppCheck }> {
  const env = browserEnv();
  // A signed-in page may have made the app already (with App Check, in firebase.client.ts).
  if (getApps().length > 0) return { app: getApp() };
  const app = initializeApp(firebaseOptions(env));
  if (!env.appCheckSiteKey) return { app };
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return { app, appCheck };
}
