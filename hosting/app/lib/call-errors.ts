// The message for a failed call, in the page's language, from the contracts' table of reasons:
// the editor and the public pages say the same thing for the same failure. The reasons a visitor
// may meet are worded in lib/visitor-errors.ts, the others here.
import { ERROR_REASONS, isErrorReason, isVisitorErrorReason } from '@spaces/contracts';
import type { Lang } from '../i18n/lang';
import { translator } from '../i18n/translate';
import type { CallError } from './call-error';
import { visitorErrorMessage, type CallErrorMessage } from './visitor-errors';

export type { CallErrorMessage };

export function callErrorMessage(lang: Lang, error: CallError): CallErrorMessage {
  const reason = error.details?.reason;
  if (!isErrorReason(reason) || isVisitorErrorReason(reason))
    return visitorErrorMessage(lang, error);
  const entry = ERROR_REASONS[reason];
  const t = translator(lang, 'callErrors');
  return {
    message: t(entry.message, { limit: error.details?.limit ?? '' }),
    retryable: entry.retryable,
  };
}
