// /a: the way into an account — sign in or sign up; someone signed in goes to /u.
import { redirect } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { titleMeta } from '../../lib/page-title';
import { getSessionUser } from '../../lib/session.server';
import type { Route } from './+types/start';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'startTitle');

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect('/u');
  return null;
}

export default function AuthStart() {
  const t = useT('settings');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t('startTitle')}</h1>
      <p className="text-sm text-fg-soft">{t('startIntro')}</p>
      <div className="space-y-3">
        <ButtonLink to="/a/signin" block size="lg">
          {t('startSignin')}
        </ButtonLink>
        <ButtonLink to="/a/signup" block size="lg" variant="outline" color="neutral">
          {t('startSignup')}
        </ButtonLink>
      </div>
    </div>
  );
}
