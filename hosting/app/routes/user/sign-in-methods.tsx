// /u/sign-in (signed-in only): the ways this account signs in — its e-mail address and password,
// Google, X — and one tap to link Google or X to an account made with an e-mail address, so that
// it can sign in in two taps from then on (decision 072). Linking happens in the browser, through
// Firebase Auth's popup, on the account signed in here.
import { linkWithPopup } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { signedInUser } from '../../lib/auth/signed-in-user';
import { titleMeta } from '../../lib/page-title';
import { signedInLoader } from '../../lib/session.server';
import { authErrorKey, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { FormAlert } from '../../components/form/form-alert';
import {
  authProviderOf,
  FIREBASE_PROVIDER_IDS,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
} from '../../components/auth/provider-sign-in';
import type { Route } from './+types/sign-in-methods';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'signInMethodsTitle');

export const loader = signedInLoader;

/** The provider ids of the account signed in on this browser; null until known. */
function useLinkedProviders() {
  const [linked, setLinked] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    const { auth } = browserFirebase();
    void auth.authStateReady().then(() => {
      if (live) setLinked(auth.currentUser?.providerData.map((p) => p.providerId) ?? []);
    });
    return () => {
      live = false;
    };
  }, []);
  return [linked, setLinked] as const;
}

export default function SignInMethods() {
  const t = useT('settings');
  const a = useT('auth');
  const toast = useToast();
  const [linked, setLinked] = useLinkedProviders();
  const [error, setError] = useState<AuthErrorKey | null>(null);

  async function link(provider: SignInProvider) {
    setError(null);
    try {
      const { user } = await linkWithPopup(await signedInUser(), authProviderOf(provider));
      setLinked(user.providerData.map((p) => p.providerId));
      toast.add({ title: t('signInMethodLinked'), color: 'success' });
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  const rows: { id: string; label: string; provider?: SignInProvider }[] = [
    { id: 'password', label: t('signInMethodPassword') },
    ...SIGN_IN_PROVIDERS.map((provider) => ({
      id: FIREBASE_PROVIDER_IDS[provider],
      label: provider === 'google' ? 'Google' : 'X',
      provider,
    })),
  ];
  return (
    <SettingsPage title={t('signInMethodsTitle')} intro={t('signInMethodsIntro')}>
      {error && <FormAlert tone="error">{a(error)}</FormAlert>}
      <ul className="divide-y divide-line" data-testid="sign-in-methods">
        {rows.map((row) => {
          const on = linked?.includes(row.id) ?? false;
          return (
            <li
              key={row.id}
              className="flex min-h-14 items-center gap-3 py-2"
              data-testid={`sign-in-method-${row.id}`}
              data-linked={linked === null ? undefined : on}
            >
              <span className="min-w-0 flex-1 font-medium text-fg">{row.label}</span>
              {linked === null ? null : on ? (
                <span className="text-sm text-fg-muted">{t('signInMethodOn')}</span>
              ) : row.provider ? (
                <Button
                  size="lg"
                  variant="outline"
                  color="neutral"
                  className="min-h-11"
                  onClick={() => link(row.provider!)}
                >
                  {t('signInMethodLink')}
                </Button>
              ) : (
                <span className="text-sm text-fg-muted">{t('signInMethodOff')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </SettingsPage>
  );
}
