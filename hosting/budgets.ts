// The performance budgets of the visitors' pages and of the `ssr` codebase that serves them. The
// exact ones (bytes, reads) are tests (islands-build.test.ts, e2e/page-budgets.test.ts) and are
// held by npm test's smoke run of the benchmarks (scripts/bench/smoke.ts); every one is a goal in
// the table `npm run bench` ends with, and `npm run bench:check` fails when one is broken.
export interface Goal {
  /** The value must be at most (`<=`), at least (`>=`) or exactly (`==`) the target. */
  op: '<=' | '>=' | '==';
  target: number;
}

export interface Budget {
  unit: string;
  /** Null: printed for information, no budget. */
  goal: Goal | null;
  /**
   * The same on every run (bytes, reads), so that a run of a few iterations holds it too. The
   * others (rates, timings, scores) move with the machine's load.
   */
  exact?: true;
}

export const BUDGETS = {
  /** A public page's HTML, gzipped. */
  htmlGzip: { unit: 'B', goal: { op: '<=', target: 20 * 1024 }, exact: true },
  /** JavaScript of a first load, gzipped: the islands only. */
  jsGzip: { unit: 'B', goal: { op: '<=', target: 50 * 1024 }, exact: true },
  /**
   * The letter page's first load, gzipped: the islands' entry, the send form's island and the code
   * it shares with other islands, with Preact and the words of the page's language (decision 076).
   */
  letterJsGzip: { unit: 'B', goal: { op: '<=', target: 20 * 1024 }, exact: true },
  /** The one public document. */
  readsPerView: { unit: '', goal: { op: '==', target: 1 }, exact: true },
  readsPerCdnHit: { unit: '', goal: { op: '==', target: 0 }, exact: true },
  performance: { unit: '', goal: { op: '>=', target: 98 } },
  accessibility: { unit: '', goal: { op: '>=', target: 100 } },
  /** SSR handler requests per second per core, as a share of bare renderToString's. */
  ssrRatio: { unit: '', goal: { op: '>=', target: 0.8 } },
  /**
   * Cold start of the `ssr` codebase: importing its bundle (decision 032 proposed the figure).
   * The first request, which loads the server build and the Firestore SDK, is printed without a
   * budget (decision 036).
   */
  coldImport: { unit: 'ms', goal: { op: '<=', target: 500 } },
  /**
   * A crawler's share card while another client keeps 8 requests in flight at fresh versions
   * (scripts/bench/cards.ts --under-load; decision 067).
   */
  cardUnderLoadP95: { unit: 'ms', goal: { op: '<=', target: 1000 } },
} as const satisfies Record<string, Budget>;
