import { useRouteLoaderData, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { translator } from '../../i18n/translate';
import { publicPageHeaders } from '../../lib/cache';
import { pageMeta } from '../../lib/meta';
import { usePrefetch } from '../../lib/use-prefetch';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/home';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { lang, env } = matches[0].loaderData;
  return pageMeta({
    description: translator(lang, 'home')('description'),
    lang,
    siteOrigin: env.siteOrigin,
    pathname: location.pathname,
  });
};

const CREATOR_FEATURES = [
  ['creatorsPage', 'creatorsPageBody'],
  ['creatorsBoards', 'creatorsBoardsBody'],
  ['creatorsInbox', 'creatorsInboxBody'],
] as const;

export default function Home() {
  const t = useT('home');
  return (
    <>
      <AccountDeletedNotice />
      <section className="bg-gradient-to-b from-accent-soft to-surface">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-5xl">
            {t('heroTitle')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-fg-muted">{t('heroBody')}</p>
          <CallsToAction />
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16">
        <h2 className="text-2xl font-bold text-fg">{t('creatorsTitle')}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {CREATOR_FEATURES.map(([title, body]) => (
            <li key={title} className="rounded-lg border border-line p-6">
              <h3 className="font-semibold text-accent-strong">{t(title)}</h3>
              <p className="mt-2 text-sm text-fg-muted">{t(body)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-secondary-50">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-fg">{t('fansTitle')}</h2>
            <p className="mt-4 text-fg-soft">{t('fansBody')}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-fg">{t('safetyTitle')}</h2>
            <p className="mt-4 text-fg-soft">{t('safetyBody')}</p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16 text-center">
        <h2 className="text-2xl font-bold text-fg">{t('closingTitle')}</h2>
        <CallsToAction />
      </section>
    </>
  );
}

/** After /u/account deleted the account, the browser lands here with `?notice=account-deleted`. */
function AccountDeletedNotice() {
  const t = useT('accountDeletion');
  const [params] = useSearchParams();
  if (params.get('notice') !== 'account-deleted') return null;
  return (
    <div className="bg-success-50">
      <p role="status" className="mx-auto max-w-5xl px-4 py-3 text-sm text-success-800">
        {t('deletedNotice')}
      </p>
    </div>
  );
}

/** Sign up and sign in for a guest; the way to their spaces for someone signed in. */
function CallsToAction() {
  const t = useT('home');
  const prefetch = usePrefetch();
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.signedIn === true;
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {signedIn ? (
        <ButtonLink prefetch={prefetch} to="/u" size="xl" className="px-5 font-semibold shadow-sm">
          {t('ctaMySpaces')}
        </ButtonLink>
      ) : (
        <>
          <ButtonLink
            prefetch={prefetch}
            to="/a/signup"
            size="xl"
            className="px-5 font-semibold shadow-sm"
          >
            {t('ctaSignUp')}
          </ButtonLink>
          <ButtonLink
            prefetch={prefetch}
            to="/a/signin"
            size="xl"
            variant="outline"
            className="px-5 font-semibold"
          >
            {t('ctaSignIn')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
