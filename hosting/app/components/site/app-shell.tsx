// The chrome of the signed-in areas (/u, /s): a header leading home to /u with a sign-out link,
// the UI kit's providers, and the language switcher in the footer. Header, page and footer share
// one column, so their edges line up at every width.
import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import { cn } from '../ui/cn';
import { UiProvider } from '../ui/ui-provider';
import type { MessageKey } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

/** A route's `handle`: `wide` widens the column, for the editor and its preview beside the form. */
export interface ShellHandle {
  wide?: boolean;
}

/** The header's links: home, and signing out. */
const NAV_LINKS: readonly { to: string; label: MessageKey<'user'> }[] = [
  { to: '/u', label: 'homeTitle' },
  { to: '/u/logout', label: 'logout' },
];

export function AppShell({ children }: { children: ReactNode }) {
  const common = useT('common');
  const ui = useT('ui');
  const t = useT('user');
  const wide = useMatches().some((match) => (match.handle as ShellHandle | undefined)?.wide);
  const column = cn('mx-auto w-full px-4', wide ? 'max-w-[75rem]' : 'max-w-4xl');
  return (
    <UiProvider toastLabel={ui('toastRegion')} closeLabel={ui('close')}>
      <div className="flex min-h-screen flex-col bg-canvas">
        <header className="border-b border-line bg-surface">
          <div className={cn(column, 'flex items-center justify-between py-3')}>
            <Link to="/u" className="text-xl font-bold text-accent-strong">
              {common('productName')}
            </Link>
            <nav className="flex items-center gap-2 text-sm">
              {NAV_LINKS.map(({ to, label }) => (
                <Link
                  key={to}
                  to={to}
                  className="rounded px-3 py-1.5 text-fg-soft hover:bg-surface-muted"
                >
                  {t(label)}
                </Link>
              ))}
            </nav>
          </div>
        </header>
        <main className={cn(column, 'flex-1 py-8')}>{children}</main>
        <footer className="border-t border-line bg-surface text-sm">
          <div className={cn(column, 'flex justify-end py-4')}>
            <LanguageSwitcher />
          </div>
        </footer>
      </div>
    </UiProvider>
  );
}
