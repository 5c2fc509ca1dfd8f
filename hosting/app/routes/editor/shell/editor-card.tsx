// A card of an editor page with its own heading: the section is named by it, so a screen reader's
// list of regions reads the card's title, and the heading's id is an anchor to link to.
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export function EditorCard({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id (an anchor some links point to). */
  id: string;
  title: ReactNode;
  /** The card's spacing and padding. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-lg border border-line bg-surface', className)}
    >
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
