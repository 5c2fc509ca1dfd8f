// What an owner links out of the page (a button, a card): with a safe address, a link that shows
// where it goes, is counted by its ping and is marked user-generated for crawlers; without one, the
// same look and content, unlinked.
import { linkTitle } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { usePings } from './hits';

export function OwnerLink({
  id,
  href,
  className,
  unlinked: Unlinked,
  children,
}: {
  /** The button's or card's id, which names its ping. */
  id: string;
  /** The safe address, if there is one. */
  href: string | null | undefined;
  className: string;
  /** The element drawn without a link. */
  unlinked: 'div' | 'span';
  children: ReactNode;
}) {
  const ping = usePings();
  if (!href) return <Unlinked className={className}>{children}</Unlinked>;
  return (
    <a
      href={href}
      title={linkTitle(href)}
      ping={ping(id)}
      rel="noopener noreferrer ugc"
      className={className}
    >
      {children}
    </a>
  );
}
