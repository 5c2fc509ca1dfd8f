// Query explain (`explainOptions` on RunQuery and RunAggregationQuery): the plan, and with
// `analyze` the execution statistics, in the shapes Firestore answers with. The emulator has no
// indexes; the plan names the composite index Firestore would need for the query: its equality
// and array-contains fields, then its order (explicit, inequality fields, the key).
import type { CompiledQuery, Filter, StructuredQuery } from './query';

export interface ExplainOptions {
  analyze?: boolean;
}

type StructValue = { stringValue: string } | { structValue: Struct };
interface Struct {
  fields: Record<string, StructValue>;
}

const text = (value: string): StructValue => ({ stringValue: value });

/** The fields a query's filters pin (EQUAL) or probe (ARRAY_CONTAINS, _ANY), in filter order. */
function pinnedFields(filter: Filter | undefined, into: string[][] = []): string[][] {
  if (!filter) return into;
  for (const f of filter.compositeFilter?.filters ?? []) pinnedFields(f, into);
  const field = filter.fieldFilter;
  const path = field?.field?.fieldPath;
  if (path && path !== '__name__') {
    const op = String(field.op);
    if (op === 'EQUAL' || op === '5') into.push([path, 'ASC']);
    else if (['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY', '7', '9'].includes(op))
      into.push([path, 'CONTAINS']);
  }
  return into;
}

function planSummary(query: CompiledQuery, structured: StructuredQuery | undefined) {
  const properties = [
    ...pinnedFields(structured?.where),
    ...query.orders.map((o) => [o.field ? o.field.join('.') : '__name__', o.desc ? 'DESC' : 'ASC']),
  ].filter(([path], i, all) => all.findIndex(([other]) => other === path) === i);
  const scope = query.allDescendants ? 'Collection group' : 'Collection';
  return {
    indexesUsed: [
      {
        fields: {
          query_scope: text(scope),
          properties: text(`(${properties.map((p) => p.join(' ')).join(', ')})`),
        },
      },
    ],
  };
}

/** ExplainMetrics: the plan, and the statistics of the run when it was analysed. */
export function explainMetrics(
  options: ExplainOptions,
  query: CompiledQuery,
  structured: StructuredQuery | undefined,
  /** How the query ran, when it was analysed. */
  run: { results: number; reads: number; startedMs: number } | undefined,
): Record<string, unknown> {
  const metrics: Record<string, unknown> = { planSummary: planSummary(query, structured) };
  if (!options.analyze || !run) return metrics;
  const nanos = Math.round((performance.now() - run.startedMs) * 1e6);
  metrics.executionStats = {
    resultsReturned: String(run.results),
    executionDuration: { seconds: String(Math.floor(nanos / 1e9)), nanos: nanos % 1e9 },
    readOperations: String(run.reads),
    debugStats: {
      fields: {
        documents_scanned: text(String(run.reads)),
        index_entries_scanned: text(String(run.reads)),
        billing_details: {
          structValue: {
            fields: {
              documents_billable: text(String(run.reads)),
              index_entries_billable: text('0'),
              small_ops: text('0'),
              min_query_cost: text(run.results === 0 ? '1' : '0'),
            },
          },
        },
      },
    },
  };
  return metrics;
}
