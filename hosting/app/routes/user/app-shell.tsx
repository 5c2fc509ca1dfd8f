// The chrome of the signed-in areas (/u, /s): a header leading home to /u with a sign-out link,
// the UI kit's providers, and the language switcher in the footer.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/site/language-switcher';
import { UiProvider } from '../../components/ui/ui-provider';
import { useT } from '../../i18n/use-t';

export function AppShell({ children }: { children: ReactNode }) {
  const common = useT('common');
  const ui = useT('ui');
  const t = useT('user');
  return (
    <UiProvider toastLabel={ui('toastRegion')} closeLabel={ui('close')}>
      <div className="flex min-h-screen flex-col bg-canvas">
        <header className="border-b border-line bg-surface">
          <div className="mx-auto flex max-w-4xl items-center justify-between px-4 py-3">
            <Link to="/u" className="text-xl font-bold text-accent-strong">
              {common('productName')}
            </Link>
            <nav className="flex items-center gap-2 text-sm">
              <Link to="/u" className="rounded px-3 py-1.5 text-fg-soft hover:bg-surface-muted">
                {t('homeTitle')}
              </Link>
              <Link
                to="/u/logout"
                className="rounded px-3 py-1.5 text-fg-soft hover:bg-surface-muted"
              >
                {t('logout')}
              </Link>
            </nav>
          </div>
        </header>
        <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">{children}</main>
        <footer className="border-t border-line bg-surface text-sm">
          <div className="mx-auto flex max-w-4xl justify-end px-4 py-4">
            <LanguageSwitcher />
          </div>
        </footer>
      </div>
    </UiProvider>
  );
}
