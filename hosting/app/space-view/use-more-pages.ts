// "Show more" of a public list past its first page (a board's posts, the fan-message wall): the
// first page is HTML from the public document; the island asks for the next pages when the visitor
// taps, and says in the page's language why one did not come.
import { useState } from 'react';
import { useLang } from '../i18n/use-t';
import { toCallError } from '../lib/call-error';
import { visitorErrorMessage } from '../lib/visitor-errors';

/** One page of a list: its items and where the next page starts, if there is one. */
export interface ListPage<Item> {
  items: readonly Item[];
  next?: string | undefined;
}

export function useMorePages<Item>({
  next: firstNext,
  shown,
  idOf,
  load,
}: {
  /** Where the page after the first starts. */
  next: string;
  /** The ids on the first page: an item added since the page was built may come again. */
  shown: readonly string[];
  idOf: (item: Item) => string;
  load: (cursor: string) => Promise<ListPage<Item>>;
}) {
  const lang = useLang();
  const [items, setItems] = useState<readonly Item[]>([]);
  const [next, setNext] = useState<string | undefined>(firstNext);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function more() {
    if (next === undefined) return;
    setLoading(true);
    setError(null);
    try {
      const page = await load(next);
      setItems((more) => {
        const seen = new Set([...shown, ...more.map(idOf)]);
        return [...more, ...page.items.filter((item) => !seen.has(idOf(item)))];
      });
      setNext(page.next);
    } catch (caught) {
      setError(visitorErrorMessage(lang, toCallError(caught)).message);
    } finally {
      setLoading(false);
    }
  }

  return { items, next, error, loading, more };
}
