// What every response of the site carries, and which requests may change anything. The headers
// that do not depend on the request are shared with Hosting's static files (firebase.json, whose
// values a test holds equal to these); the Content-Security-Policy of a page names its own nonce.
import { EMBED_FRAME_ORIGINS } from '@spaces/contracts';
import type { PublicEnv } from '../app/lib/public-env';

/** Sent on every response, by the ssr function and by Hosting for static files. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/**
 * Pages keep a window they open (and only those): Firebase Auth's Google and X sign-in opens the
 * sign-in domain in a popup that hands its result back through `window.opener`. Under
 * `same-origin` the browser cuts that link — the popup finds no opener and the page sees it as
 * closed at once — while pages that open ours are cut off either way. Prerendered pages carry the
 * same value (firebase.json): a client navigation from one of them to sign-in keeps it.
 */
export const PAGE_OPENER_POLICY = 'same-origin-allow-popups';

/** Static files: nothing of theirs may run or be framed (an SVG opened on its own included). */
export const STATIC_FILE_CSP =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Where Google's gapi loader comes from (see pageContentSecurityPolicy). Prerendered pages name it
 * too: a client navigation from `/` to the sign-up page keeps the first document's policy.
 */
const GAPI_ORIGIN = 'https://apis.google.com';

const GOOGLE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
];

/**
 * The policy of a rendered page: scripts only from the site or with this response's nonce; data
 * and images only from the site and the Firebase services the page talks to (the local emulators
 * on a local stack) — icons included, which only the site serves; frames only from the sign-in
 * domain and the embeds' privacy-enhanced players. Every page has the same one.
 */
export function pageContentSecurityPolicy(env: PublicEnv, nonce: string): string {
  // No 'unsafe-eval': the editor's forms check requests with validators compiled at build time
  // (decision 048), so no script of the site compiles code.
  // Google's gapi loader: Firebase Auth's popup sign-in (Google, X) opens its helper frame with it.
  const scripts = ["'self'", `'nonce-${nonce}'`, GAPI_ORIGIN];
  const connect = ["'self'", ...GOOGLE_APIS];
  const images = ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com'];
  // The embeds' players, loaded in place only after a visitor's click; no other site is framed.
  const frames = [`https://${env.firebaseAuthDomain}`, ...EMBED_FRAME_ORIGINS];
  connect.push(`https://asia-northeast1-${env.firebaseProjectId}.cloudfunctions.net`);
  if (env.emulators) {
    const { host, authPort, functionsPort, storagePort } = env.emulators;
    const local = [authPort, functionsPort, storagePort].map((port) => `http://${host}:${port}`);
    connect.push(...local);
    images.push(`http://${host}:${storagePort}`);
    // The Auth emulator plays the sign-in domain: Google and X sign-in load its frame.
    frames.push(`http://${host}:${authPort}`);
  }
  if (env.appCheckSiteKey) {
    scripts.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frames.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
    connect.push('https://www.google.com/recaptcha/');
  }
  if (env.measurementId) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    images.push('https://*.google-analytics.com');
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Radix and React set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a prerendered site page (hosting/prerender.ts), carried in the page itself: its inline
 * scripts allowed by their hashes instead of a nonce, and without `frame-ancestors`, which a
 * policy in a meta element cannot carry (Hosting's X-Frame-Options and header policy for these
 * paths refuse framing).
 */
export function prerenderedPagePolicy(env: PublicEnv, scriptHashes: readonly string[]): string {
  const slot = 'prerendered';
  return pageContentSecurityPolicy(env, slot)
    .replace(` 'nonce-${slot}'`, scriptHashes.map((hash) => ` 'sha256-${hash}'`).join(''))
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change state here: safe methods always may; any other only when the
 * browser says it comes from this site — Fetch Metadata when sent (`same-origin` only), else the
 * parsed `Origin` header equal to the configured site origin. Never a value derived from the
 * request's own URL or Host, which the sender controls.
 */
export function mayChangeState(
  method: string,
  headers: { get(name: string): string | null },
  siteOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = headers.get('Sec-Fetch-Site');
  if (site !== null) return site.trim().toLowerCase() === 'same-origin';
  const origin = parsedOrigin(headers.get('Origin'));
  return origin !== null && origin === parsedOrigin(siteOrigin);
}

/**
 * The origin an http(s) URL names, or null: for `null` and opaque origins, and for anything that
 * is not exactly an origin once parsed (a path, credentials, stray characters).
 */
function parsedOrigin(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
