// A list an owner moderates — the inbox's messages, a board's posts: the selection bar (select all
// on this page, then the count and the area's bulk actions, or the area's own words while nothing
// is selected), the rows, each with its checkbox, what stands while the list loads or when it is
// empty, and "more" while there are more. The rows and the actions are the area's own.
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { PendingState } from '../../lib/pending';
import { allOrNone, selectedIn, withItem, type Selection } from '../../lib/selection';
import { Button } from '../ui/button';
import { LoadFailed } from '../ui/load-failed';
import { Loading } from '../ui/loading';

/** A list loaded after the page renders (lib/use-callable-data.ts). */
export interface ListLoad {
  pending: PendingState;
  error: unknown;
  retry: () => void;
}

export function ModerationList<T>({
  items,
  idOf,
  selection,
  onSelect,
  selectLabel,
  bulkActions,
  idle,
  empty,
  renderRow,
  more,
  load,
  listClassName,
  listTestId,
}: {
  /** The rows shown; undefined until the first answer of `load`. */
  items: readonly T[] | undefined;
  idOf: (item: T) => string;
  selection: Selection;
  onSelect: (next: Selection) => void;
  /** What a screen reader hears for one row's checkbox. */
  selectLabel: (item: T) => string;
  /** The buttons that act on every selected row, given their ids in the order shown. */
  bulkActions: (ids: string[]) => ReactNode;
  /** What the bar says while nothing is selected. */
  idle?: ReactNode;
  /** What stands in place of the rows when there are none. */
  empty: string;
  /** One row; `select` is its checkbox, placed where the row wants it. */
  renderRow: (item: T, select: ReactNode) => ReactNode;
  /** The label and action of "more", while there are more. */
  more?: { label: string; onMore: () => unknown } | undefined;
  load?: ListLoad;
  listClassName: string;
  listTestId: string;
}) {
  const ui = useT('ui');
  const shown = (items ?? []).map(idOf);
  const selectedIds = selectedIn(shown, selection);
  const allSelected = shown.length > 0 && selectedIds.length === shown.length;

  return (
    <div className="space-y-3">
      {load && load.error !== null && <LoadFailed error={load.error} onRetry={load.retry} />}
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-white px-3 py-2 ring-1 ring-neutral-200">
        <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-700">
          <input
            type="checkbox"
            className="size-5 accent-primary-600"
            checked={allSelected}
            disabled={shown.length === 0}
            onChange={(event) => onSelect(allOrNone(shown, event.target.checked))}
          />
          {selectedIds.length > 0
            ? ui('selectedCount', { count: selectedIds.length })
            : ui('selectAll')}
        </label>
        {selectedIds.length > 0 ? (
          <div
            className="flex flex-wrap gap-1 [&>*]:min-h-11 sm:[&>*]:min-h-8"
            role="group"
            aria-label={ui('bulkActions')}
          >
            {bulkActions(selectedIds)}
          </div>
        ) : (
          idle
        )}
      </div>
      {items === undefined ? (
        load &&
        load.error === null && (
          <Loading
            className="rounded-lg bg-white p-8 text-center ring-1 ring-neutral-200"
            state={load.pending}
            onRetry={load.retry}
          />
        )
      ) : items.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-sm text-neutral-600 ring-1 ring-neutral-200">
          {empty}
        </p>
      ) : (
        <ul className={listClassName} data-testid={listTestId}>
          {items.map((item) => {
            const id = idOf(item);
            const select = (
              <label className="flex min-h-11 min-w-11 shrink-0 items-center justify-center">
                <span className="sr-only">{selectLabel(item)}</span>
                <input
                  type="checkbox"
                  className="size-5 accent-primary-600"
                  checked={selection.has(id)}
                  onChange={(event) => onSelect(withItem(selection, id, event.target.checked))}
                />
              </label>
            );
            return <Fragment key={id}>{renderRow(item, select)}</Fragment>;
          })}
        </ul>
      )}
      {more && (
        <Button variant="outline" color="neutral" block onClick={more.onMore}>
          {more.label}
        </Button>
      )}
    </div>
  );
}
