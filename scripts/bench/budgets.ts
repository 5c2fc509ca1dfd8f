// The performance budgets of a visitor's page and of the `ssr` function, and the table every
// benchmark ends with: figure, value, goal, verdict. `npm run bench:check` fails when a verdict is
// "over".
export interface Goal {
  /** The value must be at most (`<=`), at least (`>=`) or exactly (`==`) the target. */
  op: '<=' | '>=' | '==';
  target: number;
}

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  /** Null: printed for information, no budget. */
  goal: Goal | null;
}

type Budget = Pick<Figure, 'unit' | 'goal'>;

export const BUDGETS = {
  /** A public page's HTML, gzipped. */
  htmlGzip: { unit: 'B', goal: { op: '<=', target: 20 * 1024 } },
  /** JavaScript of a first load, gzipped: the islands only. */
  jsGzip: { unit: 'B', goal: { op: '<=', target: 50 * 1024 } },
  /** The one public document. */
  readsPerView: { unit: '', goal: { op: '==', target: 1 } },
  readsPerCdnHit: { unit: '', goal: { op: '==', target: 0 } },
  performance: { unit: '', goal: { op: '>=', target: 98 } },
  accessibility: { unit: '', goal: { op: '>=', target: 100 } },
  /** SSR handler requests per second per core, as a share of bare renderToString's. */
  ssrRatio: { unit: '', goal: { op: '>=', target: 0.8 } },
  /**
   * Cold start of the `ssr` codebase: importing its bundle (decision 032 proposed the figure). The
   * first request, which loads the server build and the Firestore SDK, is printed without a budget
   * (decision 036).
   */
  coldImport: { unit: 'ms', goal: { op: '<=', target: 500 } },
} as const satisfies Record<string, Budget>;

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
