// The table every benchmark ends with: figure, value, goal, verdict. The goals are the budgets of
// hosting/budgets.ts; `npm run bench:check` fails when a verdict is "over".
import type { Budget } from '../../hosting/budgets';

export interface Figure extends Budget {
  figure: string;
  value: number;
}

export function meets(figure: Figure): boolean {
  if (!figure.goal) return true;
  const { op, target } = figure.goal;
  if (op === '<=') return figure.value <= target;
  if (op === '>=') return figure.value >= target;
  return figure.value === target;
}

function show(value: number, unit: string): string {
  if (unit === 'B') return value >= 1024 ? `${(value / 1024).toFixed(1)} KB` : `${value} B`;
  return `${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`;
}

/**
 * The figures over an exact budget (bytes, reads): what a smoke run of a few iterations can
 * judge (smoke.ts). Rates, timings and scores are left to full runs.
 */
export function overExactBudgets(figures: readonly Figure[]): Figure[] {
  return figures.filter((figure) => figure.exact && !meets(figure));
}

/** Prints the table; returns the figures over their budget. */
export function printTable(figures: readonly Figure[]): Figure[] {
  const rows = figures.map((f) => [
    f.figure,
    show(f.value, f.unit),
    f.goal ? `${f.goal.op} ${show(f.goal.target, f.unit)}` : '',
    f.goal ? (meets(f) ? 'ok' : 'OVER') : '',
  ]);
  const header = ['figure', 'value', 'goal', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  return figures.filter((f) => !meets(f));
}
