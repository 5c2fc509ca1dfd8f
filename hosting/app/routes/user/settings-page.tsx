// The frame of every settings page of the user area: the breadcrumb back to /u, the title, what the
// setting does, and the form on a card as wide as a phone's screen.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

export function SettingsPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT('settings');
  const user = useT('user');
  return (
    <div className="mx-auto max-w-xl space-y-6">
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
      </div>
      <section className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
        {children}
      </section>
    </div>
  );
}
