// Every settings page of the user area, as one list on the dashboard.
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons/ui-icons';
import { LANG_LABELS } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/use-t';

export function SettingsLinks({ email }: { email: string }) {
  const t = useT('settings');
  const user = useT('user');
  const lang = useLang();
  const links: { to: string; label: string; hint: string }[] = [
    { to: '/u/profile', label: t('profileLink'), hint: t('profileLinkHint') },
    { to: '/u/icon', label: user('iconLink'), hint: t('iconLinkHint') },
    { to: '/u/email', label: t('emailLink'), hint: email },
    { to: '/u/password', label: t('passwordLink'), hint: t('passwordLinkHint') },
    { to: '/u/sign-in', label: t('signInMethodsTitle'), hint: t('signInMethodsHint') },
    { to: '/u/language', label: t('languageLink'), hint: LANG_LABELS[lang] },
    { to: '/u/notifications', label: t('notificationsLink'), hint: t('notificationsLinkHint') },
    { to: '/u/account', label: t('accountLink'), hint: t('accountLinkHint') },
    { to: '/u/logout', label: t('logoutLink'), hint: t('logoutLinkHint') },
  ];
  return (
    <nav aria-labelledby="settings-heading" className="space-y-3">
      <h2 id="settings-heading" className="text-lg font-bold text-fg">
        {t('settingsTitle')}
      </h2>
      {/* One pixel between cells shows the line colour beneath: dividers in one column or two. */}
      <ul className="grid gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to} className="bg-surface">
            <Link
              to={link.to}
              className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-fg">{link.label}</span>
                <span className="block truncate text-sm text-fg-muted">{link.hint}</span>
              </span>
              <ChevronRightIcon className="size-4 shrink-0 text-fg-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
