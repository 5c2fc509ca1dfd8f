import { readHostingCookie } from '../lib/hosting-cookie.server';
import type { Lang } from './lang';
import { negotiateLanguage } from './negotiate';

/** The entry of the `__session` cookie that holds the visitor's language choice. */
export const LANG_ENTRY = 'lang';

export function requestLanguage(request: Request): Lang {
  return negotiateLanguage(
    readHostingCookie(request).get(LANG_ENTRY),
    request.headers.get('Accept-Language'),
  );
}
