// The language switcher's target: stores the choice in the `__session` cookie (the only cookie
// Firebase Hosting forwards) and sends the visitor back where they were.
import { data, redirect } from 'react-router';
import { isLang } from '../../i18n/lang';
import { LANG_ENTRY } from '../../i18n/language.server';
import { hostingCookieHeader, readHostingCookie } from '../../lib/hosting-cookie.server';
import { PRIVATE_CACHE_CONTROL } from '../../lib/cache';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Route } from './+types/language';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  if (!isLang(lang)) throw data('Unsupported language', { status: 400 });
  const entries = readHostingCookie(request);
  entries.set(LANG_ENTRY, lang);
  return redirect(safeRedirect(form.get('redirectTo')), {
    status: 303,
    headers: {
      'Set-Cookie': hostingCookieHeader(entries, request),
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  });
}

export function loader() {
  return redirect('/');
}
