// One message of the inbox: a compact row (select, sender, time, excerpt, badges, star) that
// opens into the whole message and its actions.
import type { InboxMessage } from '@spaces/contracts';
import { useId, type ReactNode } from 'react';
import {
  ChatIcon,
  ChevronDownIcon,
  LetterIcon,
  StarIcon,
} from '../../../components/icons/message-icons';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../components/ui/cn';
import { useLang, useT } from '../../../i18n/use-t';
import { relativeTime } from '../../../lib/messages/relative-time';
import { MessageDetail, type MessageActions } from './message-detail';

export function MessageRow({
  message,
  slug,
  now,
  select,
  expanded,
  onToggle,
  ...actions
}: {
  message: InboxMessage;
  slug: string;
  now: number;
  /** Its checkbox in the list's selection (components/moderation/moderation-list.tsx). */
  select: ReactNode;
  expanded: boolean;
  onToggle: () => void;
} & MessageActions) {
  const t = useT('inbox');
  const lang = useLang();
  const bodyId = useId();
  const KindIcon = message.kind === 'letter' ? LetterIcon : ChatIcon;
  const sender = message.name || t('anonymous');
  return (
    <li
      className={cn(!message.read && 'bg-primary-50/40')}
      data-testid="inbox-row"
      data-message-id={message.messageId}
      data-read={message.read}
    >
      <div className="flex items-start gap-2 px-2 py-2 sm:px-3">
        {select}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="flex min-h-11 min-w-0 flex-1 items-start gap-2 rounded-md py-1.5 text-left focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
        >
          <KindIcon
            className={cn(
              'mt-0.5 size-5 shrink-0',
              message.kind === 'letter' ? 'text-primary-700' : 'text-secondary-600',
            )}
            title={message.kind === 'letter' ? t('kindLetter') : t('kindFanMessage')}
          />
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline gap-2">
              {!message.read && (
                <span
                  className="size-2 shrink-0 self-center rounded-full bg-primary-600"
                  aria-hidden="true"
                />
              )}
              <span
                className={cn(
                  'truncate text-sm',
                  message.read ? 'text-neutral-700' : 'font-bold text-neutral-900',
                )}
              >
                {sender}
              </span>
              {!message.read && <span className="sr-only">{t('unread')}</span>}
              <time
                dateTime={message.createdAt}
                className="ml-auto shrink-0 text-xs text-neutral-500"
              >
                {relativeTime(lang, message.createdAt, now)}
              </time>
            </span>
            {!expanded && (
              <span className="mt-0.5 line-clamp-2 text-sm break-words text-neutral-600">
                {message.body}
              </span>
            )}
            <StatusBadges message={message} />
          </span>
          <ChevronDownIcon
            className={cn(
              'mt-0.5 size-4 shrink-0 text-neutral-400 motion-safe:transition-transform',
              expanded && 'rotate-180',
            )}
          />
        </button>
        <IconButton
          color={message.starred ? 'warning' : 'neutral'}
          label={message.starred ? t('unstar') : t('star')}
          icon={<StarIcon className="size-5" filled={message.starred} />}
          aria-pressed={message.starred}
          onClick={() =>
            actions.onChange(
              { starred: !message.starred },
              message.starred ? t('unstarred') : t('starred'),
            )
          }
        />
      </div>
      {expanded && <MessageDetail id={bodyId} message={message} slug={slug} {...actions} />}
    </li>
  );
}

function StatusBadges({ message }: { message: InboxMessage }) {
  const t = useT('inbox');
  const badges: Array<{ label: string; tone: string }> = [];
  if (message.held) badges.push({ label: t('badgeHeld'), tone: 'bg-warning-100 text-warning-900' });
  if (message.wall === 'approved')
    badges.push({ label: t('badgeOnWall'), tone: 'bg-primary-100 text-primary-900' });
  if (message.archived)
    badges.push({ label: t('badgeArchived'), tone: 'bg-neutral-100 text-neutral-700' });
  if (badges.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span key={badge.label} className={cn('rounded px-1.5 py-0.5 text-xs', badge.tone)}>
          {badge.label}
        </span>
      ))}
    </span>
  );
}
