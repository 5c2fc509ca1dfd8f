// What a failed account change says: Auth's errors worded for a person already signed in (the
// password asked for is the current one; an address in use belongs to someone else).
import { authErrorKey, MIN_PASSWORD_LENGTH } from '../../lib/auth/auth-errors';
import type { Translate } from '../../i18n/translate';

export function settingsAuthMessage(
  failure: unknown,
  auth: Translate<'auth'>,
  settings: Translate<'settings'>,
): string {
  const key = authErrorKey(failure);
  if (key === 'errorWrongCredentials') return settings('errorCurrentPassword');
  if (key === 'errorEmailInUse') return settings('errorEmailTaken');
  return auth(key, { min: MIN_PASSWORD_LENGTH });
}
