// What a view says when the call that loads it failed: too slow (our own time limit), a reason the
// server gave (a rate limit, say), or simply that it could not load. Never the save messages'
// "what you typed is kept": nothing was typed.
import { isErrorReason } from '@spaces/contracts';
import type { Lang } from '../i18n/lang';
import { translator } from '../i18n/translate';
import { toCallError } from './call-error';
import { callErrorMessage } from './call-errors';

export function loadFailureMessage(lang: Lang, error: unknown): string {
  const t = translator(lang, 'ui');
  const failure = toCallError(error);
  if (failure.code === 'deadline-exceeded' || codeOf(error) === 'deadline-exceeded')
    return t('loadTimedOut');
  const reason = failure.details?.reason;
  if (isErrorReason(reason) && reason !== 'internal')
    return callErrorMessage(lang, failure).message;
  return t('loadFailed');
}

/** The code an error carries by its shape, whichever module's class made it. */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code.replace(/^functions\//, '') : undefined;
}
