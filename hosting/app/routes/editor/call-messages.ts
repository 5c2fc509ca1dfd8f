// What the editor says when a call fails or a field breaks a rule: the callable's HttpsError
// code and details (contracts' ErrorDetails) → one message per field plus one for the form.
import type { FieldIssue } from '@spaces/contracts';
import type { MessageKey } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/translate';
import type { CallError } from '../../lib/callables';

type EditorKey = MessageKey<'editor'>;

const RULE_KEYS: Record<FieldIssue['rule'], EditorKey> = {
  required: 'ruleRequired',
  blank: 'ruleBlank',
  minLength: 'ruleMinLength',
  maxLength: 'ruleMaxLength',
  pattern: 'rulePattern',
  reserved: 'ruleReserved',
  unsafeLink: 'ruleUnsafeLink',
  snsMismatch: 'ruleSnsMismatch',
  enum: 'ruleEnum',
  minItems: 'ruleInvalid',
  maxItems: 'ruleMaxItems',
  duplicate: 'ruleDuplicate',
  type: 'ruleInvalid',
  unknownField: 'ruleInvalid',
};

export function issueMessage(t: Translate<'editor'>, issue: FieldIssue): string {
  // A slug's pattern is worth spelling out; other patterns are internal ids.
  const key =
    issue.rule === 'pattern' && /(^|\.)slug$/.test(issue.field)
      ? 'ruleSlugPattern'
      : RULE_KEYS[issue.rule];
  return t(key, issue.limit === undefined ? undefined : { limit: issue.limit });
}

/** Field path (e.g. "buttons.2.url") → message; the first issue per field wins. */
export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrors(t: Translate<'editor'>, issues: readonly FieldIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= issueMessage(t, issue);
  return errors;
}

export interface DescribedError {
  /** The message for the whole form (or a toast). */
  message: string;
  fields: FieldErrors;
  /** Nothing was wrong with the input: offer to try again. */
  retryable: boolean;
}

export function describeCallError(t: Translate<'editor'>, error: CallError): DescribedError {
  const limit = error.details?.limit;
  const described = (message: string, fields: FieldErrors = {}, retryable = false) => ({
    message,
    fields,
    retryable,
  });
  switch (error.details?.reason ?? error.code) {
    case 'invalid-input':
    case 'invalid-argument':
      return described(t('errorInvalid'), fieldErrors(t, error.issues));
    case 'slug-taken':
    case 'already-exists':
      return described(t('errorSlugTaken'), { slug: t('errorSlugTaken') });
    case 'space-limit':
    case 'resource-exhausted':
      return described(t('errorSpaceLimit', { limit: limit ?? '' }));
    case 'email-not-verified':
    case 'failed-precondition':
      return described(t('errorEmailNotVerified'));
    case 'signed-out':
    case 'unauthenticated':
      return described(t('errorSignedOut'));
    case 'not-owner':
    case 'permission-denied':
      return described(t('errorNotOwner'));
    case 'space-not-found':
    case 'not-found':
      return described(t('errorNotFound'));
    default:
      return described(error.retryable ? t('errorNetwork') : t('errorUnknown'), {}, true);
  }
}
