// The overview's messages card: unread letters and fan messages, held ones waiting for review,
// letters this week, and the way to the inbox and the message settings.
import type { SpaceForEdit } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LetterIcon } from '../../../components/icons/message-icons';
import { useT } from '../../../i18n/use-t';
import { useInboxCounts } from '../../../lib/unread-count';

export function InboxSummaryCard({ space }: { space: SpaceForEdit }) {
  const t = useT('inbox');
  const counts = useInboxCounts(space.slug, space.spaceId);
  const { letterBox, fanMessages } = space.messages;
  const stat = (value: number | undefined, label: string, testId: string) => (
    <div className="rounded-md bg-neutral-50 px-3 py-2">
      <dd className="text-2xl font-bold text-neutral-900 tabular-nums" data-testid={testId}>
        {value ?? '–'}
      </dd>
      <dt className="text-xs text-neutral-600">{label}</dt>
    </div>
  );
  return (
    <section
      aria-labelledby="inbox-summary-heading"
      className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="inbox-summary-heading"
          className="flex items-center gap-2 text-lg font-semibold text-neutral-900"
        >
          <LetterIcon className="size-5 text-primary-600" />
          {t('inboxTitle')}
        </h2>
        <Link
          to={`/s/${space.slug}/messages`}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-primary-700 hover:bg-primary-50"
        >
          {t('openInbox')}
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {stat(counts?.unread, t('summaryUnread'), 'summary-unread')}
        {stat(counts?.held, t('summaryHeld'), 'summary-held')}
        {stat(counts?.lettersThisWeek, t('summaryLettersThisWeek'), 'summary-week')}
      </dl>
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        <SettingsLink to={`/s/${space.slug}/letter`} title={t('letterTitle')}>
          {t(boxStateKey(letterBox))}
        </SettingsLink>
        <SettingsLink to={`/s/${space.slug}/fan-message`} title={t('fanMessageTitle')}>
          {t(boxStateKey(fanMessages))}
        </SettingsLink>
        <SettingsLink to={`/s/${space.slug}/thanks-message`} title={t('thanksTitle')}>
          {t('thanksSummary')}
        </SettingsLink>
      </ul>
    </section>
  );
}

/** Off, paused or on: what a message box's settings link says about it. */
function boxStateKey(box: { enabled: boolean; paused: boolean }) {
  if (!box.enabled) return 'stateOff' as const;
  return box.paused ? ('statePaused' as const) : ('stateOn' as const);
}

/** One message settings page, with a one-line summary of its state. */
function SettingsLink({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="block rounded-md p-2 ring-1 ring-neutral-200 hover:ring-primary-600">
        <span className="font-medium text-neutral-900">{title}</span>
        <span className="block text-xs text-neutral-600">{children}</span>
      </Link>
    </li>
  );
}
