// The public site's chrome: header with the sign-in/sign-up links — or, for a signed-in person,
// the way to their spaces and sign-out — and a footer with the legal pages and the language
// switcher. Which links show is decided on the server from the session (the root loader).
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { useT } from '../../i18n/use-t';
import { usePrefetch } from '../../lib/use-prefetch';
import { ButtonLink } from '../ui/button';
import { LanguageSwitcher } from './language-switcher';

/** The legal pages the footer links to, each at `/{name}` and titled by the same word. */
const LEGAL_PAGES = ['terms', 'privacy', 'tokushoho'] as const;

const QUIET_LINK = 'rounded px-3 py-1.5 text-center text-fg-soft hover:bg-surface-muted';

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT('common');
  const prefetch = usePrefetch();
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.signedIn === true;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link prefetch={prefetch} to="/" className="text-xl font-bold text-accent-strong">
            {t('productName')}
          </Link>
          <nav className="flex flex-wrap items-center justify-end gap-2 text-sm">
            {signedIn ? (
              <>
                <Link prefetch={prefetch} to="/u" className={QUIET_LINK}>
                  {t('mySpaces')}
                </Link>
                <Link to="/u/logout" className={QUIET_LINK}>
                  {t('signOut')}
                </Link>
              </>
            ) : (
              <>
                <Link prefetch={prefetch} to="/a/signin" className={QUIET_LINK}>
                  {t('signIn')}
                </Link>
                <ButtonLink prefetch={prefetch} to="/a/signup">
                  {t('signUp')}
                </ButtonLink>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-line bg-canvas text-sm">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-6">
          <nav className="flex flex-wrap gap-4 text-fg-muted">
            {LEGAL_PAGES.map((page) => (
              <Link
                key={page}
                prefetch={prefetch}
                to={`/${page}`}
                className="hover:text-fg hover:underline"
              >
                {t(page)}
              </Link>
            ))}
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
