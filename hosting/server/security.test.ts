import { describe, expect, it } from 'vitest';
import type { PublicEnv } from '../app/lib/public-env';
import { pageContentSecurityPolicy } from './security';

const PRODUCTION: PublicEnv = {
  firebaseApiKey: 'key',
  firebaseAuthDomain: 'spaces.example',
  firebaseProjectId: 'spaces-prod',
  firebaseStorageBucket: 'spaces-prod.appspot.com',
  firebaseMessagingSenderId: '1',
  firebaseAppId: 'app',
  measurementId: null,
  appCheckSiteKey: null,
  siteOrigin: 'https://spaces.example',
  emulators: null,
};

const VARIANTS: Record<string, PublicEnv> = {
  production: PRODUCTION,
  'with App Check and Analytics': {
    ...PRODUCTION,
    appCheckSiteKey: 'site-key',
    measurementId: 'G-TEST',
  },
  'a local stack': {
    ...PRODUCTION,
    firebaseProjectId: 'demo-spaces',
    emulators: {
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      functionsPort: 5001,
      storagePort: 9199,
    },
  },
};

describe('the page Content-Security-Policy', () => {
  it.each(Object.entries(VARIANTS))('lets no script compile code: %s', (_name, env) => {
    const scripts = /(?:^|; )script-src ([^;]*)/.exec(pageContentSecurityPolicy(env, 'n0nce'))?.[1];
    expect(scripts?.split(' ')).toContain("'nonce-n0nce'");
    // The editor's validators are compiled at build time (decision 048): nothing needs eval.
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'wasm-unsafe-eval'");
  });
});
