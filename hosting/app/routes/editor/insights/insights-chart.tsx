// The insights chart: views, visitors and clicks per day as SVG lines over a light grid, drawn by
// React to markup (no canvas, no chart script), with the same numbers in a table for screen
// readers and for anyone who prefers figures (the table can be opened under the chart).
import { formatDate, type InsightDay } from '@spaces/contracts';
import { useLang, useT } from '../../../i18n/use-t';

const SERIES = [
  { key: 'views', color: 'var(--color-chart-views)', dash: undefined },
  { key: 'visitors', color: 'var(--color-chart-visitors)', dash: '5 4' },
  { key: 'clicks', color: 'var(--color-chart-clicks)', dash: undefined },
] as const;

type SeriesKey = (typeof SERIES)[number]['key'];

/**
 * A round upper bound for the axis: 1, 2 or 5 times a power of ten, at least 4, and even, so that
 * the middle line is a whole number too.
 */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 5, 10].map((m) => m * power);
  return steps.find((step) => step >= value && step % 2 === 0) ?? 10 * power;
}

/** The points of one series in a width × height box, for a polyline. */
export function linePoints(
  values: readonly number[],
  max: number,
  width: number,
  height: number,
): string {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - (v / max) * height).toFixed(1)}`)
    .join(' ');
}

// A narrow drawing, so that its labels stay legible when a phone scales it down.
const WIDTH = 400;
const PLOT = { left: 40, right: 10, top: 10, bottom: 24 };

export function InsightsChart({
  days,
  compact = false,
}: {
  days: readonly InsightDay[];
  /** The overview's small chart: shorter, no table toggle. */
  compact?: boolean;
}) {
  const t = useT('insights');
  const lang = useLang();
  const height = compact ? 110 : 190;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = height - PLOT.top - PLOT.bottom;
  const series = (key: SeriesKey) => days.map((day) => day[key]);
  const max = niceMax(Math.max(0, ...SERIES.flatMap(({ key }) => series(key))));
  const ticks = [0, max / 2, max];
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  // The first, middle and last dates: more would collide on a phone (the table has every day).
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];
  const step = days.length > 1 ? plotWidth / (days.length - 1) : 0;
  const title = t('chartTitle', {
    from: formatDate(lang, first, 'day'),
    to: formatDate(lang, last, 'day'),
  });
  return (
    <figure className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted" aria-hidden="true">
        {SERIES.map(({ key, color, dash }) => (
          <li key={key} className="flex items-center gap-1.5">
            <svg width="18" height="6" viewBox="0 0 18 6">
              <line
                x1="0"
                y1="3"
                x2="18"
                y2="3"
                stroke={color}
                strokeWidth="2.5"
                strokeDasharray={dash}
              />
            </svg>
            {t(key)}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full overflow-visible"
        role="img"
        aria-label={title}
        data-testid="insights-chart"
      >
        <g transform={`translate(${PLOT.left} ${PLOT.top})`}>
          {ticks.map((tick) => {
            const y = plotHeight - (tick / max) * plotHeight;
            return (
              <g key={tick}>
                <line x1="0" x2={plotWidth} y1={y} y2={y} stroke="var(--color-line)" />
                <text
                  x="-8"
                  y={y}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-fg-subtle text-[12px] tabular-nums"
                >
                  {tick.toLocaleString(lang)}
                </text>
              </g>
            );
          })}
          {labelled.map((i) => (
            <text
              key={i}
              x={i * step}
              y={plotHeight + 18}
              textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
              className="fill-fg-subtle text-[12px]"
            >
              {formatDate(lang, days[i]!.date, 'day')}
            </text>
          ))}
          {SERIES.map(({ key, color, dash }) => (
            <polyline
              key={key}
              points={linePoints(series(key), max, plotWidth, plotHeight)}
              fill="none"
              stroke={color}
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={dash}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
      {!compact && <DayTable days={days} />}
    </figure>
  );
}

/** The chart's numbers, behind a disclosure that needs no script. */
function DayTable({ days }: { days: readonly InsightDay[] }) {
  const t = useT('insights');
  const lang = useLang();
  const columns = ['views', 'visitors', 'clicks', 'letterViews', 'boardViews'] as const;
  return (
    <details className="rounded-md border border-line text-sm">
      <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium text-fg-soft">
        {t('chartTable')}
      </summary>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-right tabular-nums" data-testid="insights-table">
          <thead className="sticky top-0 bg-surface text-xs text-fg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('date')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-line">
                <th scope="row" className="px-3 py-1.5 text-left font-normal text-fg-soft">
                  {formatDate(lang, day.date, 'day')}
                </th>
                {columns.map((column) => (
                  <td key={column} className="px-3 py-1.5">
                    {day[column].toLocaleString(lang)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
