// Where a card may break a Japanese line: between phrases (文節), as a person setting type would,
// never inside a word and never leaving one character alone on the last line (「す。」). BudouX's
// Japanese model finds the phrases; the card draws each as an unbreakable box in a wrapping row,
// so lines break only between boxes. Text without Japanese keeps the renderer's own breaks
// (between words).
import { loadDefaultJapaneseParser } from 'budoux';
import { graphemeCount } from '@spaces/contracts';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

let parser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/** A last phrase this short keeps company with the one before it. */
const LONELY_GRAPHEMES = 2;

/**
 * The phrases a card may break `text` between, in order (joined, they are `text`). Text without
 * Japanese is one piece: its words break as they always do.
 */
export function phrasesOf(text: string): string[] {
  if (!JAPANESE.test(text)) return [text];
  parser ??= loadDefaultJapaneseParser();
  const phrases = parser.parse(text).filter((phrase) => phrase !== '');
  const last = phrases.at(-1);
  if (phrases.length >= 2 && last !== undefined && graphemeCount(last.trim()) <= LONELY_GRAPHEMES)
    return [...phrases.slice(0, -2), `${phrases.at(-2)!}${last}`];
  return phrases;
}
