// The public site's chrome: header with the sign-in/sign-up links, footer with the legal pages
// and the language switcher.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { usePrefetch } from '../../lib/use-prefetch';
import { LanguageSwitcher } from './language-switcher';

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT('common');
  const prefetch = usePrefetch();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link prefetch={prefetch} to="/" className="text-xl font-bold text-accent-strong">
            {t('productName')}
          </Link>
          <nav className="flex items-center gap-2 text-sm">
            <Link
              prefetch={prefetch}
              to="/a/signin"
              className="rounded px-3 py-1.5 text-fg-soft hover:bg-surface-muted"
            >
              {t('signIn')}
            </Link>
            <Link
              prefetch={prefetch}
              to="/a/signup"
              className="rounded bg-accent px-3 py-1.5 font-medium text-on-accent hover:bg-accent-strong"
            >
              {t('signUp')}
            </Link>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-line bg-canvas text-sm">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-6">
          <nav className="flex flex-wrap gap-4 text-fg-muted">
            <Link prefetch={prefetch} to="/terms" className="hover:text-fg hover:underline">
              {t('terms')}
            </Link>
            <Link prefetch={prefetch} to="/tokushoho" className="hover:text-fg hover:underline">
              {t('tokushoho')}
            </Link>
          </nav>
          <LanguageSwitcher />
          <p className="w-full text-fg-subtle">
            {t('copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </footer>
    </div>
  );
}
