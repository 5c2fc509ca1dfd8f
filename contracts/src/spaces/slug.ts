// Space (and board) slug rules (docs/product.md, A space), shared by the editor's forms and the
// server.
import { LIMITS } from '../limits';
import { PROTOTYPE_NAMES } from '../platform/ids';

/**
 * Every first path segment the app uses or may use, so that a space can never shadow a route.
 * Lower-case; slugs are compared after lower-casing.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // first path segments the app uses (hosting/app/routes.ts, Hosting's files and rewrites)
  'a',
  'u',
  's',
  'api',
  'terms',
  'tokushoho',
  'assets',
  '_build',
  'static',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'admin',
  'login',
  'logout',
  'signin',
  'signout',
  'signup',
  'register',
  'help',
  // the report form (/report/…) and the operator's console (/ops)
  'report',
  'ops',
  // names a visitor could mistake for the operator, or that later features will want
  'about',
  'account',
  'accounts',
  'app',
  'auth',
  'blog',
  'contact',
  'dashboard',
  'docs',
  'faq',
  'home',
  'legal',
  'new',
  'news',
  'privacy',
  'root',
  'settings',
  'spaces',
  'support',
  'system',
  'www',
  '__',
  '__session',
  '.well-known',
]);

/** Allowed characters and first character; length is checked separately so errors name the rule. */
export const SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]*$';
const slugPattern = new RegExp(SLUG_PATTERN);

export type SlugRule = 'minLength' | 'maxLength' | 'pattern' | 'reserved';

/** Slugs are stored lower-case; the owner may type capitals. */
export function normalizeSlug(input: string): string {
  return input.trim().toLowerCase();
}

/** The first rule a (normalised) slug breaks, or null when it is a valid space slug. */
export function slugProblem(slug: string): SlugRule | null {
  if (slug.length < LIMITS.slugMinLength) return 'minLength';
  if (slug.length > LIMITS.slugMaxLength) return 'maxLength';
  if (!slugPattern.test(slug)) return 'pattern';
  if (RESERVED_SLUGS.has(slug) || PROTOTYPE_NAMES.has(slug)) return 'reserved';
  return null;
}

export function isValidSlug(slug: string): boolean {
  return slugProblem(slug) === null;
}
