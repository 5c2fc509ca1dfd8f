// The way to report a public page, or a post on it, to the Spaces team (decision 070): a plain
// link to its report form, so it works without JavaScript, that crawlers do not follow.
import { reportPagePath, type ReportedPage } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { FlagIcon } from '../components/icons/ui-icons';
import { cn } from '../components/ui/cn';

export function ReportLink({
  page,
  label,
  className,
  testId,
  children,
}: {
  page: ReportedPage;
  /** The link's accessible name, where its words alone do not say what is reported. */
  label?: string;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <a
      href={reportPagePath(page)}
      rel="nofollow"
      aria-label={label}
      className={cn('inline-flex items-center gap-1 underline-offset-2 hover:underline', className)}
      data-testid={testId}
    >
      <FlagIcon className="size-3.5" />
      {children}
    </a>
  );
}
