// The user's spaces, for the dashboard (/u) and /u/spaces: each with its state, its unread count
// and the ways into it (overview, inbox, public page).
import type { SpaceSummary } from '@spaces/contracts';
import { Link } from 'react-router';
import { ExternalLinkIcon } from '../../components/icons/ui-icons';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { imageUrlFor, useImageBase } from '../../lib/images';
import { useInboxCounts } from '../../lib/unread-count';

export function SpaceList({
  spaces,
  countUnread,
}: {
  spaces: readonly SpaceSummary[];
  /** Inbox counts need a verified owner (the `owner` policy); without, none are asked for. */
  countUnread: boolean;
}) {
  const t = useT('user');
  if (spaces.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-line-strong p-8 text-center text-fg-muted">
        {t('empty')}
      </p>
    );
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
      {spaces.map((space) => (
        <SpaceRow key={space.spaceId} space={space} countUnread={countUnread} />
      ))}
    </ul>
  );
}

function SpaceRow({ space, countUnread }: { space: SpaceSummary; countUnread: boolean }) {
  const t = useT('user');
  const s = useT('settings');
  const imageBase = useImageBase();
  const counts = useInboxCounts(space.slug, countUnread ? space.spaceId : undefined);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar
          src={space.avatar && imageUrlFor(imageBase, space.avatar, 96)}
          alt={space.displayName}
          size="xl"
        />
        <div className="min-w-0 flex-1">
          <Link
            to={`/s/${space.slug}`}
            className="block truncate font-medium text-fg hover:underline"
          >
            {space.displayName}
          </Link>
          <p className="truncate text-sm text-fg-subtle">/{space.slug}</p>
          <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
            <span
              className={
                space.published
                  ? 'rounded-full bg-success-50 px-2 py-0.5 text-success-800'
                  : 'rounded-full bg-surface-muted px-2 py-0.5 text-fg-muted'
              }
            >
              {space.published ? t('published') : t('draft')}
            </span>
            {counts && (
              <span
                className={
                  counts.unread > 0
                    ? 'rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-strong'
                    : 'rounded-full bg-surface-muted px-2 py-0.5 text-fg-muted'
                }
              >
                {counts.unread > 0 ? s('unread', { count: counts.unread }) : s('noUnread')}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/s/${space.slug}`} size="md" variant="outline" color="neutral">
          {s('overview')}
        </ButtonLink>
        <ButtonLink to={`/s/${space.slug}/messages`} size="md" variant="outline" color="neutral">
          {s('inbox')}
        </ButtonLink>
        {space.published && (
          <ButtonLink
            to={`/${space.slug}`}
            size="md"
            variant="ghost"
            color="neutral"
            trailing={<ExternalLinkIcon className="size-4" />}
            target="_blank"
            rel="noopener"
          >
            {s('publicPage')}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
