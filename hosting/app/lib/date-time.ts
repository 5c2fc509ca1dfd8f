// A moment as people read it on the operator's and the owner's pages: date and time in Japan
// time, in the page's language.
import type { Lang } from '../i18n/lang';

export function dateTimeLabel(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
}
