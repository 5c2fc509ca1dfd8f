// The rules of the message settings that a JSON Schema cannot express (trimmed texts, blank and
// repeated quick phrases, the NG-word list as a set of words that can match). The editor runs them
// before sending; the server runs them again.
import type { Checked } from '../spaces/checks';
import type { FieldIssue } from '../platform/errors';
import { isMatchableNgWord } from './ng-words';
import type { FanMessageSettings, LetterBoxSettings, ThanksSettingsInput } from './settings';

/**
 * Two phrases or words that people would call the same: width-insensitive (ＡＢＣ = ABC, ｶﾅ = カナ)
 * and case-insensitive. (Matching NG words against a text folds much further: see ng-words.ts.)
 */
export function phraseKey(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function checkLetterBox(input: LetterBoxSettings): Checked<LetterBoxSettings> {
  return {
    ok: true,
    value: { ...input, intro: input.intro.trim(), pauseNote: input.pauseNote.trim() },
  };
}

export function checkFanMessages(
  input: FanMessageSettings,
  field = 'fanMessages',
): Checked<FanMessageSettings> {
  const quickPhrases = input.quickPhrases.map((phrase) => phrase.trim());
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  quickPhrases.forEach((phrase, i) => {
    const at = `${field}.quickPhrases.${i}`;
    if (phrase === '') issues.push({ field: at, rule: 'blank' });
    else if (seen.has(phraseKey(phrase))) issues.push({ field: at, rule: 'duplicate' });
    seen.add(phraseKey(phrase));
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      ...input,
      prompt: input.prompt.trim(),
      quickPhrases,
      pauseNote: input.pauseNote.trim(),
    },
  };
}

export function checkThanks(input: ThanksSettingsInput): Checked<ThanksSettingsInput> {
  return {
    ok: true,
    value: {
      letter: { text: input.letter.text.trim() },
      fanMessage: { text: input.fanMessage.text.trim() },
    },
  };
}

/**
 * The NG-word list as a set: words are trimmed, blank lines and repeats (by `phraseKey`) are
 * dropped rather than refused, so that pasting a list from anywhere just works. First spelling
 * wins, order is kept.
 */
export function ngWordSet(input: readonly string[]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of input) {
    const word = raw.trim();
    if (word === '' || seen.has(phraseKey(word))) continue;
    seen.add(phraseKey(word));
    words.push(word);
  }
  return words;
}

/**
 * The NG-word list as the server keeps it (`ngWordSet`), refusing a word that would match nothing
 * because only punctuation, symbols or invisible characters make it up (`isMatchableNgWord`): the
 * owner would think it holds messages. Issues name the word's place in the list as sent.
 */
export function checkNgWords(input: readonly string[]): Checked<string[]> {
  const issues: FieldIssue[] = [];
  input.forEach((word, i) => {
    if (word.trim() !== '' && !isMatchableNgWord(word))
      issues.push({ field: `ngWords.${i}`, rule: 'matchesNothing' });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: ngWordSet(input) };
}
