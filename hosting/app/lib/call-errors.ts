// The message for a failed call, in the page's language, from the contracts' table of reasons:
// the editor and the public pages say the same thing for the same failure.
import { ERROR_REASONS, isErrorReason } from '@spaces/contracts';
import type { Lang } from '../i18n/lang';
import { translator } from '../i18n/translate';
import type { CallError } from './call-error';

/** "in 40 seconds" / "in 3 minutes" / "in 2 hours", rounded up so it is never too early. */
function retryIn(lang: Lang, seconds: number | undefined): string {
  const t = translator(lang, 'callErrors');
  if (seconds === undefined || seconds <= 0) return t('retryLater');
  if (seconds < 60) return t('retryInSeconds', { count: Math.ceil(seconds) });
  if (seconds < 3600) return t('retryInMinutes', { count: Math.ceil(seconds / 60) });
  return t('retryInHours', { count: Math.ceil(seconds / 3600) });
}

export interface CallErrorMessage {
  message: string;
  /** Nothing was wrong with what was sent: offer to send it again. */
  retryable: boolean;
}

export function callErrorMessage(lang: Lang, error: CallError): CallErrorMessage {
  const t = translator(lang, 'callErrors');
  const reason = error.details?.reason;
  if (!isErrorReason(reason) || reason === 'internal') {
    return { message: error.retryable ? t('network') : t('internal'), retryable: true };
  }
  const entry = ERROR_REASONS[reason];
  const message = t(entry.message, {
    limit: error.details?.limit ?? '',
    retry: retryIn(lang, error.details?.retryAfterSeconds),
  });
  return { message, retryable: entry.retryable };
}
