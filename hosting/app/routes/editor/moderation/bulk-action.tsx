// A button of a moderated list's selection bar (the inbox's, a board's posts'): it acts on every
// selected row at once. Quiet, so the bar reads as one row of choices; deleting is the one in red.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export function BulkAction({
  danger = false,
  onClick,
  children,
}: {
  danger?: boolean;
  onClick: () => unknown;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant="ghost" color={danger ? 'error' : 'neutral'} onClick={onClick}>
      {children}
    </Button>
  );
}
