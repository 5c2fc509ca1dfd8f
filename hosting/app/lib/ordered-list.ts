// Editing an ordered list in the browser before it is saved as one list: every row carries a
// local key (new rows have no id yet), and moves never fall off either end.

export type Keyed<T> = T & { key: string };

let counter = 0;
/** A key for a new row; unique within the page. */
export function newKey(): string {
  counter += 1;
  return `new-${counter}`;
}

export function withKeys<T extends { id: string }>(items: readonly T[]): Keyed<T>[] {
  return items.map((item) => ({ ...item, key: item.id }));
}

export function move<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The row at `index` with `change` applied; a change to the item type fits a keyed row too. */
export function replaceAt<T extends C, C extends object>(
  items: readonly T[],
  index: number,
  change: Partial<C>,
): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...change } : item));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** The rows as the callable takes them: without the local key. */
export function withoutKeys<T extends { key: string }>(items: readonly T[]): Omit<T, 'key'>[] {
  return items.map(({ key: _key, ...item }) => item);
}
