import { INSIGHT_PERIODS, type InsightPeriod } from '@spaces/contracts';

/** The period an address asks for: 28 days unless it names another offered one. */
export function periodOf(url: URL): InsightPeriod {
  const days = Number(url.searchParams.get('days'));
  return INSIGHT_PERIODS.find((period) => period === days) ?? 28;
}
