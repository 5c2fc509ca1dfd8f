// What the editor says when a call fails or a field breaks a rule: the callable's HttpsError
// reason (contracts' ERROR_REASONS, through lib/call-errors) → one message for the form, plus
// one per field for invalid input.
import type { FieldIssue } from '@spaces/contracts';
import type { MessageKey } from '../i18n/catalogues';
import type { Lang } from '../i18n/lang';
import { translator, type Translate } from '../i18n/translate';
import { callErrorMessage } from '../lib/call-errors';
import type { CallError } from '../lib/call-error';

type EditorKey = MessageKey<'editor'>;

const RULE_KEYS: Record<FieldIssue['rule'], EditorKey> = {
  required: 'ruleRequired',
  blank: 'ruleBlank',
  invisible: 'ruleInvisible',
  controlCharacter: 'ruleControlCharacter',
  linkTooLong: 'ruleLinkTooLong',
  minLength: 'ruleMinLength',
  maxLength: 'ruleMaxLength',
  pattern: 'rulePattern',
  reserved: 'ruleReserved',
  unsafeLink: 'ruleUnsafeLink',
  snsMismatch: 'ruleSnsMismatch',
  embedMismatch: 'ruleEmbedMismatch',
  matchesNothing: 'ruleMatchesNothing',
  enum: 'ruleEnum',
  minItems: 'ruleInvalid',
  maxItems: 'ruleMaxItems',
  duplicate: 'ruleDuplicate',
  contrast: 'ruleContrast',
  scheduleOrder: 'ruleScheduleOrder',
  liveNeedsEnd: 'ruleLiveNeedsEnd',
  unknownIcon: 'ruleUnknownIcon',
  imageGone: 'ruleImageGone',
  emailAddress: 'ruleEmailAddress',
  type: 'ruleInvalid',
  unknownField: 'ruleInvalid',
  notApplicable: 'ruleInvalid',
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
  /** Where the person can fix the cause (the verification page for an unverified address). */
  fixAt?: string;
}

export function describeCallError(lang: Lang, error: CallError): DescribedError {
  const { message, retryable } = callErrorMessage(lang, error);
  const t = translator(lang, 'editor');
  switch (error.details?.reason) {
    case 'invalid-input':
      return { message, fields: fieldErrors(t, error.issues), retryable };
    case 'slug-taken':
      return { message, fields: { slug: message }, retryable };
    case 'email-not-verified':
      return { message, fields: {}, retryable, fixAt: '/a/verify-email' };
    default:
      return { message, fields: {}, retryable };
  }
}
