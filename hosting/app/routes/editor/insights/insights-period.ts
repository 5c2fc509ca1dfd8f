import { INSIGHT_PERIODS, type InsightPeriod } from '@spaces/contracts';
import type { Lang } from '../../../i18n/lang';

/** The period an address asks for: 28 days unless it names another offered one. */
export function periodOf(url: URL): InsightPeriod {
  const days = Number(url.searchParams.get('days'));
  return INSIGHT_PERIODS.find((period) => period === days) ?? 28;
}

/** When the figures were counted, on Japan's clock (insights' days are Japan's) in `lang`'s words. */
export function updatedAtLabel(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
