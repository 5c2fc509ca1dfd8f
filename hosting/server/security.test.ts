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
    const policy = pageContentSecurityPolicy(env, 'n0nce');
    const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1];
    expect(scripts?.split(' ')).toContain("'nonce-n0nce'");
    // The editor's validators are compiled at build time (decision 048): nothing needs eval.
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'wasm-unsafe-eval'");
    // Sign-in with Google or X loads Google's gapi, and no other outside script is named.
    expect(scripts?.split(' ')).toContain('https://apis.google.com');
  });
});

describe('the page frame-src', () => {
  const frameSrc = (env: PublicEnv) =>
    /(?:^|; )frame-src ([^;]*)/.exec(pageContentSecurityPolicy(env, 'n'))?.[1]?.split(' ') ?? [];

  it("frames exactly the sign-in domain and the embeds' players", () => {
    expect(frameSrc(PRODUCTION).sort()).toEqual(
      [
        'https://spaces.example',
        'https://www.youtube-nocookie.com',
        'https://open.spotify.com',
        'https://w.soundcloud.com',
        'https://embed.music.apple.com',
        'https://embed.nicovideo.jp',
        'https://player.twitch.tv',
        'https://clips.twitch.tv',
      ].sort(),
    );
  });

  it('on a local stack, frames the Auth emulator, which plays the sign-in domain', () => {
    const local = frameSrc(VARIANTS['a local stack']!);
    expect(local).toContain('http://127.0.0.1:9099');
    expect(local.filter((origin) => origin.startsWith('http://'))).toEqual([
      'http://127.0.0.1:9099',
    ]);
    expect(frameSrc(PRODUCTION).some((origin) => origin.startsWith('http://'))).toBe(false);
  });

  it.each(Object.entries(VARIANTS))("never frames a provider's tracking origin: %s", (_n, env) => {
    const frames = frameSrc(env);
    expect(frames).not.toContain('https://www.youtube.com');
    expect(frames.some((origin) => origin.includes('*'))).toBe(false);
  });
});

describe('the page connect-src', () => {
  it.each(Object.entries(VARIANTS))(
    'names no icon host, only the site serves icons: %s',
    (_n, env) => {
      const connect =
        /(?:^|; )connect-src ([^;]*)/.exec(pageContentSecurityPolicy(env, 'n'))?.[1]?.split(' ') ??
        [];
      expect(connect).toContain("'self'");
      expect(connect.filter((origin) => /iconify/.test(origin))).toEqual([]);
    },
  );
});
