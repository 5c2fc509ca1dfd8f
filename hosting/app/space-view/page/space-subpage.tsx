// The frame of a page under a space (its letter box, one public answer): the space's themed page
// with a link back to the space — its avatar and name — above the page's own content.
import type { Background, ImageRef, ReportedPage, Theme } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { useT } from '../../i18n/use-t';
import { ThemedPage } from './themed-page';

export function SpaceSubpage({
  slug,
  top,
  background,
  theme,
  report,
  children,
}: {
  slug: string;
  /** The page, for the footer's report link. */
  report: ReportedPage;
  top: { displayName: string; avatar?: ImageRef | undefined };
  background: Background;
  theme: Theme;
  children: ReactNode;
}) {
  const t = useT('common');
  return (
    <ThemedPage background={background} theme={theme} report={report}>
      <Link
        to={`/${slug}`}
        className="mt-6 flex items-center gap-3 self-start rounded-full py-1 pr-4 pl-1 text-sm text-fg ring-1 ring-line hover:bg-(--color-line) focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none sm:mt-10"
      >
        <SpaceAvatar image={top.avatar} name={top.displayName} size={36} priority />
        <span>
          <span className="sr-only">{t('backTo')} </span>
          <span className="font-medium">{top.displayName}</span>
        </span>
      </Link>
      {children}
    </ThemedPage>
  );
}
