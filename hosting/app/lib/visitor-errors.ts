// The message for a failed send or call on a public page, in the page's language, from the
// contracts' table of the reasons a visitor may meet. The editor says the same for these reasons
// (lib/call-errors.ts), and the visitors' islands carry no other reason's words.
import { VISITOR_ERROR_REASONS, isVisitorErrorReason } from '@spaces/contracts';
import type { Lang } from '../i18n/lang';
import { translator } from '../i18n/translate';
import type { CallError } from './call-error';

export interface CallErrorMessage {
  message: string;
  /** Nothing was wrong with what was sent: offer to send it again. */
  retryable: boolean;
}

/** "in 40 seconds" / "in 3 minutes" / "in 2 hours", rounded up so it is never too early. */
function retryIn(lang: Lang, seconds: number | undefined): string {
  const t = translator(lang, 'visitorErrors');
  if (seconds === undefined || seconds <= 0) return t('retryLater');
  if (seconds < 60) return t('retryInSeconds', { count: Math.ceil(seconds) });
  if (seconds < 3600) return t('retryInMinutes', { count: Math.ceil(seconds / 60) });
  return t('retryInHours', { count: Math.ceil(seconds / 3600) });
}

/** A reason no visitor meets, or none, is a network failure or a fault. */
export function visitorErrorMessage(lang: Lang, error: CallError): CallErrorMessage {
  const t = translator(lang, 'visitorErrors');
  const reason = error.details?.reason;
  if (!isVisitorErrorReason(reason) || reason === 'internal') {
    return { message: error.retryable ? t('network') : t('internal'), retryable: true };
  }
  const entry = VISITOR_ERROR_REASONS[reason];
  const message = t(entry.message, { retry: retryIn(lang, error.details?.retryAfterSeconds) });
  return { message, retryable: entry.retryable };
}
