// The /a/* pages: the site chrome, the UI kit's providers and a narrow card.
import { Outlet } from 'react-router';
import { SiteShell } from '../../components/site/site-shell';
import { UiProvider } from '../../components/ui/ui-provider';
import { useT } from '../../i18n/use-t';

export default function AuthLayout() {
  const t = useT('ui');
  return (
    <SiteShell>
      <UiProvider toastLabel={t('toastRegion')} closeLabel={t('close')}>
        <div className="mx-auto w-full max-w-md px-4 py-12">
          <div className="rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8">
            <Outlet />
          </div>
        </div>
      </UiProvider>
    </SiteShell>
  );
}
