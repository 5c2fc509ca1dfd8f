// The frame of every settings page of the user area: the breadcrumb back to /u, the title, what the
// setting does, and the form on a card as wide as a phone's screen.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

export function SettingsPage({
  title,
  intro,
  note,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** A line under the intro (where the setting applies, for example). */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <SettingsHeading title={title} intro={intro} note={note} />
      <section className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
        {children}
      </section>
    </div>
  );
}

/** The breadcrumb back to /u, the title and what the setting does. */
export function SettingsHeading({
  title,
  intro,
  note,
}: {
  title: string;
  intro?: ReactNode;
  note?: ReactNode;
}) {
  const t = useT('settings');
  const user = useT('user');
  return (
    <div className="space-y-1">
      {/* The editor's breadcrumb, so both halves of the signed-in area read alike. */}
      <p className="text-sm text-fg-subtle">
        <Link to="/u" className="hover:underline">
          {user('homeTitle')}
        </Link>{' '}
        / <span className="text-fg-soft">{t('settingsTitle')}</span>
      </p>
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      {intro && <p className="text-sm text-fg-muted">{intro}</p>}
      {note && <p className="text-sm text-fg-muted">{note}</p>}
    </div>
  );
}
