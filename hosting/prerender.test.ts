import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv, toPublicEnv } from './app/env/parse';
import {
  I18N_ROOT,
  inlineScriptHashes,
  languageFolder,
  PRERENDERED_PATHS,
  prerenderedFiles,
  withPolicy,
} from './prerender';
import { prerenderedPagePolicy } from './server/security';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('the prerendered files', () => {
  it('sit where Hosting looks for each path and React Router asks for its data', () => {
    expect(PRERENDERED_PATHS.map(prerenderedFiles)).toEqual([
      { html: 'index.html', data: '_root.data' },
      { html: 'terms/index.html', data: 'terms.data' },
      { html: 'tokushoho/index.html', data: 'tokushoho.data' },
    ]);
    expect(languageFolder('en')).toBe('i18n/en');
    expect(languageFolder('ja')).toBe('i18n/ja');
  });
});

describe("a prerendered page's policy", () => {
  it('hashes the inline scripts that run, not external scripts or JSON data', () => {
    const html =
      '<script>window.a=1</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/json" id="public-env">{"a":1}</script>' +
      '<script type="module">import("/assets/y.js")</script><script>window.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a=1'),
      sha256('import("/assets/y.js")'),
    ]);
  });

  it('goes right after the charset, escaped as an attribute', () => {
    const html = '<html><head><meta charSet="utf-8"/><title>x</title><script>1</script>';
    const page = withPolicy(html, `script-src 'self' "x" &`);
    expect(page).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" ' +
        `content="script-src 'self' &quot;x&quot; &amp;"/><title>x</title><script>1</script>`,
    );
    expect(() => withPolicy('<html><head>', 'x')).toThrow(/charset/);
  });

  it("names the page's hashes instead of a nonce, and leaves out what a meta policy ignores", () => {
    const env = toPublicEnv(
      parseEnv({
        SPACES_FIREBASE_API_KEY: 'k',
        SPACES_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
        SPACES_FIREBASE_PROJECT_ID: 'p',
        SPACES_FIREBASE_STORAGE_BUCKET: 'p.appspot.com',
        SPACES_FIREBASE_MESSAGING_SENDER_ID: '1',
        SPACES_FIREBASE_APP_ID: '1:1:web:1',
        SPACES_SITE_ORIGIN: 'https://spaces.example',
        SPACES_OPERATOR_NAME: 'n',
        SPACES_OPERATOR_REPRESENTATIVE: 'r',
        SPACES_OPERATOR_ADDRESS: 'a',
        SPACES_OPERATOR_PHONE: 'p',
        SPACES_OPERATOR_EMAIL: 'e@spaces.example',
        SPACES_OPERATOR_HOURS: 'h',
      }),
    );
    const policy = prerenderedPagePolicy(env, ['AAA=', 'BBB=']);
    const scripts = /script-src [^;]+/.exec(policy)?.[0];
    // Google's gapi loader stays: a client navigation from here to sign-up keeps this policy.
    expect(scripts).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://apis.google.com");
    expect(policy).not.toMatch(/nonce|frame-ancestors/);
    expect(policy).toContain("object-src 'none'");
    expect(prerenderedPagePolicy(env, [])).toContain("script-src 'self' https://apis.google.com; ");
  });
});

describe("firebase.json's Hosting configuration", () => {
  const hosting = (
    JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
      hosting: {
        i18n: { root: string };
        headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
      };
    }
  ).hosting;

  it('looks for localized files where the prerender writes them', () => {
    expect(hosting.i18n.root).toBe(`/${I18N_ROOT}`);
  });

  it('makes browsers ask again for the prerendered paths: their language follows a cookie', () => {
    const rule = hosting.headers.find((candidate) => candidate.regex !== undefined);
    const pattern = new RegExp(rule!.regex!);
    const served = PRERENDERED_PATHS.flatMap((path) => [path, `/${prerenderedFiles(path).data}`]);
    for (const path of served) expect(path).toMatch(pattern);
    for (const path of ['/privacy', '/terms/x', '/demo', '/terms.data/x', '/x/terms', '/a.data'])
      expect(path).not.toMatch(pattern);
    const cache = rule!.headers.find((header) => header.key === 'Cache-Control')?.value;
    expect(cache).toMatch(/^public, no-cache/);
  });
});
