// The part of the runtime configuration the browser may see: sent by the root loader and
// exposed as window.ENV for modules that run outside React (the Firebase client).

export interface EmulatorHosts {
  host: string;
  authPort: number;
  firestorePort: number;
  storagePort: number;
  functionsPort: number;
}

export interface PublicEnv {
  firebaseApiKey: string;
  firebaseAuthDomain: string;
  firebaseProjectId: string;
  firebaseStorageBucket: string;
  firebaseMessagingSenderId: string;
  firebaseAppId: string;
  measurementId: string | null;
  /** Set when the web app is registered with App Check: visitor calls then carry its token. */
  appCheckSiteKey: string | null;
  siteOrigin: string;
  /** Set only when the client must talk to the local emulators. */
  emulators: EmulatorHosts | null;
}

declare global {
  interface Window {
    ENV: PublicEnv;
  }
}

/** The public configuration in the browser; throws when called on the server. */
export function browserEnv(): PublicEnv {
  if (typeof window === 'undefined') throw new Error('browserEnv() is browser-only');
  // Pages that do not hydrate carry it as data, not as a script (no inline script to allow).
  window.ENV ??= JSON.parse(
    document.getElementById(PUBLIC_ENV_ID)?.textContent ?? 'null',
  ) as PublicEnv;
  return window.ENV;
}

/** The id of the JSON block that carries the configuration on pages that do not hydrate. */
export const PUBLIC_ENV_ID = 'public-env';

/**
 * The configuration as JSON, safe inside a <script> element: `<` is escaped, so the text can never
 * close the element.
 */
export function envJson(env: PublicEnv): string {
  return JSON.stringify(env).replace(/</g, '\\u003c');
}

/** `window.ENV = …` as a script body, safe to inline in HTML. */
export function envScript(env: PublicEnv): string {
  return `window.ENV=${envJson(env)}`;
}
