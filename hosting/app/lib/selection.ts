// A moderation list's selection (components/moderation/moderation-list.tsx): the ids ticked, kept
// as a set, and what the list asks of it — which shown ones are ticked, tick or untick one, tick
// all or none, and forget those that left the list.

export type Selection = ReadonlySet<string>;

export const NOTHING_SELECTED: Selection = new Set();

/** The shown ids that are selected, in the order shown. */
export function selectedIn(shown: readonly string[], selection: Selection): string[] {
  return shown.filter((id) => selection.has(id));
}

/** The selection with `id` ticked (`on`) or not. */
export function withItem(selection: Selection, id: string, on: boolean): Selection {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Every shown id (`on`), or none. */
export function allOrNone(shown: readonly string[], on: boolean): Selection {
  return on ? new Set(shown) : NOTHING_SELECTED;
}

/** The selection without the ids that left the list. */
export function without(selection: Selection, gone: (id: string) => boolean): Selection {
  return new Set([...selection].filter((id) => !gone(id)));
}
