// The browser's Firebase: Auth and callable Functions in asia-northeast1, and Storage for image
// uploads, pointed at the local emulators when the public configuration names them. Created once
// per page, on first use.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { DEFAULT_LANG, isLang } from '../i18n/lang';
import { firebaseOptions, functionsOf } from './firebase-app.client';
import { browserEnv } from './public-env';

export interface BrowserFirebase {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
}

let instance: BrowserFirebase | undefined;

/** Browser-only: call from effects and event handlers, never while rendering on the server. */
export function browserFirebase(): BrowserFirebase {
  if (instance) return withPageLanguage(instance);
  const env = browserEnv();
  const created = getApps().length === 0;
  const app = created ? initializeApp(firebaseOptions(env)) : getApp();
  // With App Check registered, every call carries its token, so the functions can refuse visitor
  // sends without one (SPACES_ENFORCE_APP_CHECK). Locally nothing is registered and nothing loads.
  if (created && env.appCheckSiteKey) {
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const auth = getAuth(app);
  const functions = functionsOf(app, env);
  if (env.emulators) {
    const { host, authPort } = env.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  }
  instance = { app, auth, functions };
  return withPageLanguage(instance);
}

/**
 * Auth's mails (verification, password reset, address change) and their action links (`lang=`)
 * follow the language the page is in — the user's chosen one — read at each use, since the
 * language can change while the page lives.
 */
function withPageLanguage(firebase: BrowserFirebase): BrowserFirebase {
  const lang = document.documentElement.lang;
  firebase.auth.languageCode = isLang(lang) ? lang : DEFAULT_LANG;
  return firebase;
}

let storage: Promise<FirebaseStorage> | undefined;

/**
 * Storage, for the editor's uploads only: loaded on first use, so that public pages, which never
 * upload, do not carry its SDK.
 */
export function browserStorage(): Promise<FirebaseStorage> {
  storage ??= import('firebase/storage').then(({ connectStorageEmulator, getStorage }) => {
    const { app } = browserFirebase();
    const created = getStorage(app);
    const { emulators } = browserEnv();
    if (emulators) connectStorageEmulator(created, emulators.host, emulators.storagePort);
    return created;
  });
  return storage;
}
