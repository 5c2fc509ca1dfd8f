// Where a Japanese line may break: between phrases (文節), as a person setting type would, never
// inside a word and never leaving one character alone on the last line (「す。」). BudouX's
// Japanese model finds the phrases. The answer cards draw each phrase as an unbreakable box; the
// web app puts a <wbr> between phrases where the browser cannot find them itself
// (hosting/app/components/text/phrases.tsx). Text without Japanese keeps its own breaks (between
// words). Its own entry point (`@spaces/contracts/phrases`), so the model loads only where used.
import { loadDefaultJapaneseParser } from 'budoux';
import { graphemeCount } from './graphemes';

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
