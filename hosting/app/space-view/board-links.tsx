// The space page's list of its visible boards: one row per board (cover thumbnail, title, post
// count), from the public document the page already read.
import type { BoardLink } from '@spaces/contracts';
import { Link } from 'react-router';
import { SpaceImage } from '../components/image/space-image';
import { useT } from '../i18n/use-t';

export function BoardLinks({ slug, boards }: { slug: string; boards: readonly BoardLink[] }) {
  const t = useT('boards');
  if (boards.length === 0) return null;
  return (
    <nav aria-label={t('listLabel')} className="w-full">
      <ul className="flex flex-col gap-3" data-testid="board-links">
        {boards.map((board) => (
          <li key={board.slug}>
            <Link
              to={`/${slug}/${board.slug}`}
              className="space-surface flex min-h-16 w-full items-center gap-4 rounded-2xl p-3 shadow-sm ring-1 ring-line hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none motion-safe:transition-shadow"
            >
              {board.cover ? (
                <SpaceImage
                  image={board.cover}
                  sizes="56px"
                  className="size-14 shrink-0 rounded-xl object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent text-lg font-bold text-on-accent"
                >
                  {board.title.slice(0, 1)}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="space-heading block truncate text-base font-bold">
                  {board.title}
                </span>
                <span className="mt-0.5 block text-sm text-fg-muted">
                  {t('postCount', { count: board.postCount })}
                </span>
              </span>
              <span aria-hidden="true" className="text-xl text-fg-muted">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
