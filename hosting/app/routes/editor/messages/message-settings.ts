// The pure half of the letter, fan-message and NG-word forms: the form's value for the saved
// settings, the settings sent for a value (as the contracts' checks normalise them), and how an
// NG word's message is shown.
import {
  checkFanMessages,
  checkLetterBox,
  graphemePrefix,
  type FanMessageSettings,
  type LetterBoxSettings,
} from '@spaces/contracts';
import type { FieldErrors } from '../../../forms/call-messages';

/** A whole-number field kept as typed, turned into a number when saving. */
export function toInteger(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number.parseInt(text.trim(), 10) : text;
}

/** The letter box as edited: the maximum length as typed. */
export type LetterBoxForm = Omit<LetterBoxSettings, 'maxLength'> & { maxLength: string };

export function letterBoxForm(settings: LetterBoxSettings): LetterBoxForm {
  return { ...settings, maxLength: String(settings.maxLength) };
}

/** What is sent: trimmed by checkLetterBox; a maximum length that is no number fails the schema. */
export function letterBoxInput(form: LetterBoxForm): LetterBoxSettings {
  const input = { ...form, maxLength: toInteger(form.maxLength) as number };
  const checked = checkLetterBox(input);
  return checked.ok ? checked.value : input;
}

/** One quick phrase as edited: the key keeps its messages on it when rows above it go. */
export interface PhraseRow {
  key: string;
  text: string;
}

/** The fan-message settings as edited: the phrases as keyed rows, the maximum length as typed. */
export type FanMessagesForm = Omit<FanMessageSettings, 'quickPhrases' | 'maxLength'> & {
  quickPhrases: PhraseRow[];
  maxLength: string;
};

export function fanMessagesForm(settings: FanMessageSettings): FanMessagesForm {
  return {
    ...settings,
    // The same keys for the same saved list, so that a form holding it is not "unsaved".
    quickPhrases: settings.quickPhrases.map((text, i) => ({ key: `phrase-${i}`, text })),
    maxLength: String(settings.maxLength),
  };
}

/** An emptied row is a phrase removed, not a broken one: it is not sent. */
function sentPhrases(form: FanMessagesForm): PhraseRow[] {
  return form.quickPhrases.filter((row) => row.text.trim() !== '');
}

/** The keys of the phrases sent, in their order (for issues that name a phrase by index). */
export function sentPhraseKeys(form: FanMessagesForm): string[] {
  return sentPhrases(form).map((row) => row.key);
}

/** What is sent: trimmed by checkFanMessages, or as typed when it refuses (its issues show). */
export function fanMessagesInput(form: FanMessagesForm): FanMessageSettings {
  const input = {
    ...form,
    quickPhrases: sentPhrases(form).map((row) => row.text),
    maxLength: toInteger(form.maxLength) as number,
  };
  const checked = checkFanMessages(input);
  return checked.ok ? checked.value : input;
}

/**
 * The NG-word field's one message. Issues about one word arrive keyed by the word as it was sent
 * ("ngWords.<word>", see keyField): the message names it, so it is clear after further edits too.
 */
export function ngWordsMessage(errors: FieldErrors): string | undefined {
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith('ngWords.')) {
      return `「${graphemePrefix(field.slice('ngWords.'.length), 20)}」: ${message}`;
    }
  }
  return errors.ngWords ?? Object.values(errors)[0];
}
