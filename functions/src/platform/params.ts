// The one place functions read configuration: deploy-time params and secrets (firebase-functions
// params).
import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Refuse visitor writes that carry no valid App Check token. Off by default: the local stack and
 * the tests run without App Check (docs/decisions/017-abuse-gate.md says how to test with it on).
 */
export const ENFORCE_APP_CHECK = defineBoolean('SPACES_ENFORCE_APP_CHECK', { default: false });

/**
 * The HMAC key of the abuse gate's client keys (and so of every message's sender key). Locally it
 * comes from the committed, non-secret functions/.secret.local; a deployment sets its own with
 * `firebase functions:secrets:set SPACES_SENDER_KEY_SECRET`.
 */
export const SENDER_KEY_SECRET = defineSecret('SPACES_SENDER_KEY_SECRET');

/**
 * The HMAC key of insights: the signatures of the hit addresses public pages carry, and the salt
 * of each day's visitor hashes. The `ssr` codebase binds the same secret to sign what it renders.
 * Locally it comes from functions/.secret.local and hosting/.secret.local (equal, non-secret).
 */
export const INSIGHTS_SECRET = defineSecret('SPACES_INSIGHTS_SECRET');

/**
 * The project's default Cloud Storage bucket, resolved at deploy (and by the emulator) rather than
 * when a module is loaded, so that loading the image trigger needs no FIREBASE_CONFIG.
 */
export { storageBucket as DEFAULT_BUCKET } from 'firebase-functions/params';

/**
 * The site's public origin (e.g. `https://spaces.example`), for the links in mails. A deployment
 * sets it in `functions/.env.<project-id>`; left empty, the local stack's Hosting emulator is used.
 */
const SITE_ORIGIN = defineString('SPACES_SITE_ORIGIN', {
  default: '',
  description: 'Public origin of the site, for links in notification mails',
});

/** The public origin links in mails start with (no trailing slash). */
export function siteOrigin(): string {
  const configured = SITE_ORIGIN.value();
  // Locally scripts/stack.ts exports its Hosting emulator's origin (ports shift with the offset).
  const origin = configured || process.env.SPACES_HOSTING_ORIGIN || 'http://127.0.0.1:5000';
  return origin.replace(/\/+$/, '');
}
