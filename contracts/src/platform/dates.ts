// How a date reads wherever people see one — the editor, the inbox, receipts, boards, answers,
// insights, mails: one formatter per language and shape, Intl's, in the reader's language and on
// Japan's clock. One clock, because the product's days are Japan's (insights count them so) and
// a page rendered on the server must read the same once the browser takes it over; one shape
// per use, so that English never shows "11/25/2026" beside "25 Nov 2026". Machine-readable
// dates (exports' columns, ids, `<time datetime>`) stay ISO 8601.

export type DateLang = 'ja' | 'en';

/**
 * `dateTime`: 2026/11/25 20:05 · 25 Nov 2026, 20:05.
 * `date`: 2026/11/25 · 25 Nov 2026.
 * `day` (a chart's axis, a day within the year on view): 11月25日 · 25 Nov.
 */
export type DateShape = 'dateTime' | 'date' | 'day';

export const DATE_TIME_ZONE = 'Asia/Tokyo';

const LOCALES: Record<DateLang, string> = { ja: 'ja-JP', en: 'en-GB' };

const SHAPES: Record<DateShape, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  date: { dateStyle: 'medium' },
  day: { month: 'short', day: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape: building one costs more than a hundred formats. */
function formatterFor(lang: DateLang, shape: DateShape): Intl.DateTimeFormat {
  const key = `${lang}:${shape}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { ...SHAPES[shape], timeZone: DATE_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/**
 * `at` as people read it in `lang`; '' for what is not a date. A `YYYY-MM-DD` day is that day in
 * Japan (insights' days, the digest's day).
 */
export function formatDate(
  lang: DateLang,
  at: Date | string | number,
  shape: DateShape = 'dateTime',
): string {
  const time =
    typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)
      ? Date.parse(`${at}T12:00:00+09:00`)
      : new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  return formatterFor(lang, shape).format(time);
}
