import { readHostingCookie } from '../lib/hosting-cookie.server';
import { isLang, type Lang } from './lang';
import { negotiateLanguage } from './negotiate';

/** The entry of the `__session` cookie that holds the visitor's language choice. */
export const LANG_ENTRY = 'lang';

/**
 * The language of a request: the choice this browser made, else — on the auth pages an e-mail's
 * action link opens — the `lang` the link carries (the language the account used when the mail
 * was sent, so a link opened on another device still reads in it), else Accept-Language.
 */
export function requestLanguage(request: Request): Lang {
  const choice = readHostingCookie(request).get(LANG_ENTRY);
  const url = new URL(request.url);
  const linked = url.pathname.startsWith('/a/') ? url.searchParams.get('lang') : null;
  return negotiateLanguage(
    isLang(choice) ? choice : linked,
    request.headers.get('Accept-Language'),
  );
}
