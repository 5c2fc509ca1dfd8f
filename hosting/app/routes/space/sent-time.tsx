// When a message or a reply was written, as a fan reads it: in the page's language on Japan's
// clock (contracts' formatDate, as everywhere), on the receipt and in the list of the browser's
// letters alike.
import { formatDate } from '@spaces/contracts';
import { useLang } from '../../i18n/use-t';

export function When({ at, dateOnly = false }: { at: string; dateOnly?: boolean }) {
  const lang = useLang();
  if (!at) return null;
  return <time dateTime={at}>{formatDate(lang, at, dateOnly ? 'date' : 'dateTime')}</time>;
}
