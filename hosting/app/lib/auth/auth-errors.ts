// Firebase Auth error codes → the message the person sees (a key of the auth catalogue).

/** At least 6 (Firebase Auth's own minimum) unless the server's password policy asks for more. */
export const MIN_PASSWORD_LENGTH = 6;

export type AuthErrorKey =
  | 'errorWrongCredentials'
  | 'errorEmailInUse'
  | 'errorWeakPassword'
  | 'errorTooManyAttempts'
  | 'errorNetwork'
  | 'errorInvalidEmail'
  | 'errorUserDisabled'
  | 'errorActionCode'
  | 'errorSession'
  | 'errorSessionUnavailable'
  | 'errorRecentLogin'
  | 'errorPopupClosed'
  | 'errorPopupBlocked'
  | 'errorOtherSignIn'
  | 'errorUnknown';

const BY_CODE: Record<string, AuthErrorKey> = {
  // Email enumeration protection folds "no such user" and "wrong password" into one code.
  'auth/invalid-credential': 'errorWrongCredentials',
  'auth/invalid-login-credentials': 'errorWrongCredentials',
  'auth/wrong-password': 'errorWrongCredentials',
  'auth/user-not-found': 'errorWrongCredentials',
  'auth/email-already-in-use': 'errorEmailInUse',
  'auth/weak-password': 'errorWeakPassword',
  'auth/password-does-not-meet-requirements': 'errorWeakPassword',
  'auth/too-many-requests': 'errorTooManyAttempts',
  'auth/network-request-failed': 'errorNetwork',
  'auth/timeout': 'errorNetwork',
  'auth/invalid-email': 'errorInvalidEmail',
  'auth/missing-email': 'errorInvalidEmail',
  'auth/user-disabled': 'errorUserDisabled',
  'auth/user-token-expired': 'errorSession',
  // Our session exchange (session-client): /a/session refused the token or could not mint.
  'session/refused': 'errorSession',
  'session/unavailable': 'errorSessionUnavailable',
  'auth/requires-recent-login': 'errorRecentLogin',
  // Signing in with Google or X (provider-sign-in.tsx).
  'auth/popup-closed-by-user': 'errorPopupClosed',
  'auth/cancelled-popup-request': 'errorPopupClosed',
  'auth/popup-blocked': 'errorPopupBlocked',
  'auth/account-exists-with-different-credential': 'errorOtherSignIn',
  'auth/credential-already-in-use': 'errorOtherSignIn',
  'auth/expired-action-code': 'errorActionCode',
  'auth/invalid-action-code': 'errorActionCode',
};

export function authErrorKey(error: unknown): AuthErrorKey {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string') return BY_CODE[code] ?? 'errorUnknown';
  // A fetch that never reached the server (our session exchange) is a network failure too.
  return error instanceof TypeError ? 'errorNetwork' : 'errorUnknown';
}
