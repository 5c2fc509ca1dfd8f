// When a message or a reply was written, as a fan reads it: in Japan's time zone, where the
// product lives, on the receipt and in the list of the browser's letters alike.
import { useLang } from '../../i18n/use-t';

export function When({ at, dateOnly = false }: { at: string; dateOnly?: boolean }) {
  const lang = useLang();
  if (!at) return null;
  const label = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    ...(!dateOnly && { timeStyle: 'short' }),
    timeZone: 'Asia/Tokyo',
  }).format(new Date(at));
  return <time dateTime={at}>{label}</time>;
}
