// A row of links that scrolls sideways on a phone (the editor's sections, the inbox filters):
// the current one (aria-current) is brought into view, centred, without scrolling the page.
import { useEffect, useRef } from 'react';

export function useCurrentInView<E extends HTMLElement>(dependency: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += left - (row.clientWidth - current.offsetWidth) / 2;
  }, [dependency]);
  return ref;
}
