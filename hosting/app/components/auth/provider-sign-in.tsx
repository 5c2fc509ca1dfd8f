// Signing in or up in two taps with an account people already have: Google and X, through
// Firebase Auth's providers (decision 072). A popup asks the provider; the ID token becomes the
// session as with a password; a new account goes on to make its first space. LINE is left out:
// Firebase reaches it only as a custom OpenID Connect provider of Identity Platform, configured
// per project, and the Auth emulator's own sign-in page answers any `oidc.*` id without checking
// it, so nothing local could prove it works.
import {
  getAdditionalUserInfo,
  GoogleAuthProvider,
  signInWithPopup,
  TwitterAuthProvider,
  type AuthProvider,
} from 'firebase/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { authErrorKey, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { FormAlert } from '../form/form-alert';
import { AFTER_SIGN_UP, exchangeSession } from '../../lib/auth/session-client';

export const SIGN_IN_PROVIDERS = ['google', 'x'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** Firebase's provider id for each of ours (X keeps Firebase's older name, Twitter). */
export const FIREBASE_PROVIDER_IDS: Record<SignInProvider, string> = {
  google: 'google.com',
  x: 'twitter.com',
};

/** Firebase's provider for each of ours. */
export function authProviderOf(provider: SignInProvider): AuthProvider {
  return provider === 'google' ? new GoogleAuthProvider() : new TwitterAuthProvider();
}

/** Where a provider sign-in goes: a new account to its first space; an unverified one to verify. */
export function afterProviderSignIn(
  isNewUser: boolean,
  emailVerified: boolean,
  next: string,
): string {
  const target = isNewUser ? AFTER_SIGN_UP : next;
  if (emailVerified) return target;
  return `/a/verify-email?${new URLSearchParams({ next: target }).toString()}`;
}

export function ProviderSignIn({ next }: { next: string }) {
  const t = useT('auth');
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorKey | null>(null);

  async function signInWith(provider: SignInProvider) {
    setError(null);
    try {
      const { auth } = browserFirebase();
      const result = await signInWithPopup(auth, authProviderOf(provider));
      await exchangeSession(result.user);
      const isNew = getAdditionalUserInfo(result)?.isNewUser === true;
      await navigate(afterProviderSignIn(isNew, result.user.emailVerified, next), {
        replace: true,
      });
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  return (
    <div className="space-y-3" data-testid="provider-sign-in">
      {error && <FormAlert tone="error">{t(error)}</FormAlert>}
      {SIGN_IN_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          block
          size="lg"
          variant="outline"
          color="neutral"
          className="min-h-11"
          onClick={() => signInWith(provider)}
        >
          {t(provider === 'google' ? 'continueWithGoogle' : 'continueWithX')}
        </Button>
      ))}
      <p className="flex items-center gap-3 text-sm text-fg-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('orWithEmail')}
        <span className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
}
