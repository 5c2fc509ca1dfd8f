// Rule coverage: for every expression, how often it evaluated to each value (or an error),
// reported as JSON and as the annotated source, like Google's rule-coverage report.
import type { Expr } from './ast';
import type { CoverageReport } from './types';
import { display, RMap, type Value } from './values';

/** Distinct values kept per expression; further ones are counted under "…". */
const MAX_DISTINCT = 10;

/** Longest rendering of a non-boolean value kept in the report. */
const MAX_SHOWN = 80;

type Tally = Map<string, { value: unknown; count: number }>;

export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(source: string) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.starts.push(i + 1);
  }
  /** 1-based line and column of an offset. */
  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }
}

export class Coverage {
  private readonly tallies: Array<Tally | undefined> = [];

  constructor(
    private readonly source: string,
    private readonly expressions: readonly Expr[],
    private readonly lines: LineIndex,
  ) {}

  record(id: number, value: Value): void {
    if (typeof value === 'boolean') {
      this.bump(id, String(value), value);
      return;
    }
    // Containers are summarised: rendering a whole request map per evaluation would dominate.
    const shown = Array.isArray(value)
      ? `list of ${value.length}`
      : value instanceof RMap
        ? `map of ${value.entries.size}`
        : display(value);
    const short = shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN)}…` : shown;
    this.bump(id, `v:${short}`, short);
  }

  recordError(id: number, message: string): void {
    this.bump(id, `e:${message}`, { error: message });
  }

  private bump(id: number, key: string, value: unknown): void {
    let tally = this.tallies[id];
    if (!tally) this.tallies[id] = tally = new Map();
    let entry = tally.get(key);
    if (!entry && tally.size >= MAX_DISTINCT) entry = tally.get('…') ?? { value: '…', count: 0 };
    if (!entry) entry = { value, count: 0 };
    entry.count++;
    tally.set(entry.value === '…' ? '…' : key, entry);
  }

  report(): CoverageReport {
    return {
      source: this.source,
      expressions: this.expressions.map((e) => {
        const from = this.lines.position(e.start);
        const to = this.lines.position(e.end);
        return {
          line: from.line,
          column: from.column,
          endLine: to.line,
          endColumn: to.column,
          values: [...(this.tallies[e.id]?.values() ?? [])].map((v) => ({ ...v })),
        };
      }),
    };
  }

  /** The source with every expression wrapped in a span coloured by its outcomes. */
  html(title = 'Rules coverage'): string {
    const opens = new Map<number, string[]>();
    const closes = new Map<number, number>();
    // Outer expressions first at the same offset, so spans nest properly.
    const sorted = [...this.expressions].sort((a, b) => a.start - b.start || b.end - a.end);
    for (const e of sorted) {
      if (e.end <= e.start) continue;
      const tally = this.tallies[e.id];
      const values = [...(tally?.values() ?? [])];
      const cls = !tally
        ? 'unevaluated'
        : values.some((v) => typeof v.value === 'object' && v.value !== null)
          ? 'error'
          : values.some((v) => v.value === true) && values.some((v) => v.value === false)
            ? 'both'
            : values.some((v) => v.value === false)
              ? 'false'
              : values.some((v) => v.value === true)
                ? 'true'
                : 'value';
      const tip = tally
        ? values.map((v) => `${describe(v.value)} ×${v.count}`).join('\n')
        : 'not evaluated';
      (opens.get(e.start) ?? opens.set(e.start, []).get(e.start)!).push(
        `<span class="${cls}" title="${escapeHtml(tip)}">`,
      );
      closes.set(e.end, (closes.get(e.end) ?? 0) + 1);
    }
    let body = '';
    for (let i = 0; i <= this.source.length; i++) {
      body += '</span>'.repeat(closes.get(i) ?? 0);
      for (const tag of opens.get(i) ?? []) body += tag;
      if (i < this.source.length) body += escapeHtml(this.source[i]!);
    }
    const numbered = body
      .split('\n')
      .map((line, n) => `<span class="ln">${n + 1}</span>${line}`)
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:13px/1.5 ui-monospace,monospace;margin:1.5rem;color:#222}
pre{white-space:pre}
.ln{display:inline-block;width:3.5em;color:#999;user-select:none}
.true{background:#d7f5dc}.false{background:#ffe1e1}.both{background:#fff3c4}
.value{background:#eef3ff}.error{background:#ffc9c9;text-decoration:underline wavy #c00}.unevaluated{color:#8a8a8a}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>Green: only true. Red: only false. Yellow: both. Blue: a non-boolean value. Wavy: an error. Grey: never evaluated. Hover for counts.</p>
<pre>${numbered}</pre>
</body></html>
`;
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null)
    return `error: ${(value as { error: string }).error}`;
  return JSON.stringify(value);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
