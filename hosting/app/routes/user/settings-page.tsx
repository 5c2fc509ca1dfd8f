// The frame of every settings page of the user area: the way back to /u, the title, what the
// setting does, and the form on a card as wide as a phone's screen.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons/ui-icons';
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
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm">
          <Link
            to="/u"
            className="inline-flex items-center gap-1 text-fg-muted underline-offset-2 hover:underline"
          >
            <ChevronRightIcon className="size-4 rotate-180" />
            {t('back')}
          </Link>
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
