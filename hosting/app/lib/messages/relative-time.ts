// "3 minutes ago" in the page's language. `now` is passed in, so the server's render and the
// browser's hydration print the same words; only day-level units are used past a day, so the
// reader's time zone never changes the output.
import type { Lang } from '../../i18n/lang';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<Lang, Intl.RelativeTimeFormat>();

/** One formatter per language: building one costs more than formatting a hundred times. */
function formatterFor(lang: Lang): Intl.RelativeTimeFormat {
  let format = formatters.get(lang);
  if (!format)
    formatters.set(lang, (format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })));
  return format;
}

/** The time since `iso` as words, relative to `now` (milliseconds). */
export function relativeTime(lang: Lang, iso: string, now: number): string {
  const then = Date.parse(iso);
  const format = formatterFor(lang);
  if (Number.isNaN(then)) return '';
  // A clock slightly ahead of ours still reads "just now", never "in 2 seconds".
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < MINUTE) return format.format(0, 'second');
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  const days = Math.floor(seconds / DAY);
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
