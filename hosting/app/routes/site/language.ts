// The language switcher's target: stores the choice in the `__session` cookie (the only cookie
// Firebase Hosting forwards) and sends the visitor back where they were.
import { data, redirect } from 'react-router';
import { isLang } from '../../i18n/lang';
import { LANG_ENTRY } from '../../i18n/language.server';
import {
  hostingCookieHeader,
  languageOverrideHeader,
  readHostingCookie,
} from '../../lib/hosting-cookie.server';
import { PRIVATE_CACHE_CONTROL } from '../../lib/cache';
import { safeRedirect } from '../../lib/safe-redirect';
import { hasSessionEntry } from '../../lib/session.server';
import type { Route } from './+types/language';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  if (!isLang(lang)) throw data('Unsupported language', { status: 400 });
  const entries = readHostingCookie(request);
  entries.set(LANG_ENTRY, lang);
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL });
  headers.append('Set-Cookie', hostingCookieHeader(entries, request));
  // Hosting picks a guest's prerendered page by its own cookie (decision 060); a signed-in
  // browser keeps the value that sends its pages to the ssr function.
  if (!hasSessionEntry(entries))
    headers.append('Set-Cookie', languageOverrideHeader(lang, request));
  return redirect(safeRedirect(form.get('redirectTo')), { status: 303, headers });
}

export function loader() {
  return redirect('/');
}
