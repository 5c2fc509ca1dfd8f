// NG words: the one fold that the owner's list and a visitor's text both pass through before they
// are compared, and the matching rule on top of it. The reasons for each step are in
// docs/decisions/043-ng-word-matching.md; docs/product.md says what an owner can expect.
//
// The fold, one code point at a time after compatibility decomposition (NFKD: full-width,
// half-width kana, circled and mathematical letters become plain ones; accents come apart):
//   1. the dakuten and handakuten (゛ ゜, combining or spacing) are kept, as one combining form
//      each, so が = か + ゛ in every spelling while ばか and はか stay different words;
//   2. invisible characters are removed: default-ignorables and format characters (zero-width
//      space and joiners, soft hyphen, word joiner, BOM, bidi marks, variation selectors, tag
//      characters, fillers), controls, emoji skin tones and every other combining mark (accents);
//   3. spacing, punctuation and symbols are removed, and remembered as a word boundary; emoji
//      that show as pictures are kept, so that an owner can ban one;
//   4. look-alikes take one form (CONFUSABLES), then lower case;
//   5. katakana become hiragana, small kana large ones, and the long-vowel mark ー is removed.
// The fold is linear in the text's length, and maps each code point on its own.

/** The dakuten and handakuten, spacing or combining, as their combining forms. */
const SPACING_SOUND_MARKS = /[\u309B\u309C]/g;
const SOUND_MARKS = new Set(['\u3099', '\u309A']);
const INVISIBLE =
  /^[\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}\p{Emoji_Modifier}\p{Cc}\p{Cs}\u30FC]$/u;
const SEPARATOR = /^[\p{White_Space}\p{P}\p{S}]$/u;
const PICTURE = /^\p{Emoji_Presentation}$/u;

/**
 * Letters that people read as others, to one form, in the spirit of Unicode's confusables
 * skeleton but small enough to read: Cyrillic and Greek letters that look Latin (upper-case ones
 * too where only the capital looks Latin, as Greek Η or Cyrillic В), Latin small capitals and
 * IPA look-alikes that "fancy text" generators use, the digit 0 as o, and i, l, I and 1 as one
 * letter (a capital I is an l in most fonts). Other digits (3 for e, 4 for a…) are not mapped:
 * they are spelling games rather than look-alikes, and prices and dates would turn into words.
 * A few kanji that are drawn like katakana fold to the kana (力 カ, 口 ロ, 工 エ, 二 ニ, 八 ハ,
 * 夕 タ, 卜 ト). NFKD has already mapped full-width, mathematical and circled letters.
 */
const CONFUSABLES = new Map<string, string>(
  Object.entries({
    // Case folding beyond toLowerCase.
    ß: 'ss',
    ẞ: 'ss',
    ς: 'σ',
    // Latin.
    l: 'i',
    ı: 'i',
    ȷ: 'j',
    ɑ: 'a',
    ɡ: 'g',
    ᴀ: 'a',
    ʙ: 'b',
    ᴄ: 'c',
    ᴅ: 'd',
    ᴇ: 'e',
    ꜰ: 'f',
    ɢ: 'g',
    ʜ: 'h',
    ɪ: 'i',
    ᴊ: 'j',
    ᴋ: 'k',
    ʟ: 'i',
    ᴍ: 'm',
    ɴ: 'n',
    ᴏ: 'o',
    ᴘ: 'p',
    ʀ: 'r',
    ꜱ: 's',
    ᴛ: 't',
    ᴜ: 'u',
    ᴠ: 'v',
    ᴡ: 'w',
    ʏ: 'y',
    ᴢ: 'z',
    // Digits.
    '0': 'o',
    '1': 'i',
    // Greek.
    Α: 'a',
    Β: 'b',
    Ε: 'e',
    Ζ: 'z',
    Η: 'h',
    Κ: 'k',
    Μ: 'm',
    Ν: 'n',
    Τ: 't',
    Υ: 'y',
    α: 'a',
    γ: 'y',
    ι: 'i',
    κ: 'k',
    ν: 'v',
    ο: 'o',
    ρ: 'p',
    υ: 'u',
    χ: 'x',
    ϲ: 'c',
    ϳ: 'j',
    // Cyrillic.
    В: 'b',
    К: 'k',
    М: 'm',
    Н: 'h',
    Т: 't',
    а: 'a',
    е: 'e',
    о: 'o',
    р: 'p',
    с: 'c',
    у: 'y',
    х: 'x',
    ѕ: 's',
    і: 'i',
    ј: 'j',
    ԛ: 'q',
    ԝ: 'w',
    һ: 'h',
    ӏ: 'i',
    ԁ: 'd',
    ү: 'y',
    // Kanji drawn like katakana.
    力: 'か',
    口: 'ろ',
    工: 'え',
    二: 'に',
    八: 'は',
    夕: 'た',
    卜: 'と',
  }),
);

/** Small kana read as the large ones (ばっか, ばぁか): the hiragana after the katakana fold. */
const LARGE_KANA = new Map<string, string>([
  ...[...'ぁぃぅぇぉっゃゅょゎゕゖ'].map((small, i) => [
    small,
    'あいうえおつやゆよわかけ'[i] ?? small,
  ]),
  // The small katakana for Ainu (U+31F0…U+31FF), which have no hiragana of their own.
  ...[...'くしすとぬはひふへほむらりるれろ'].map((large, i) => [
    String.fromCodePoint(0x31f0 + i),
    large,
  ]),
] as [string, string][]);

function foldKana(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  // Katakana ァ…ヶ and the iteration marks ヽヾ sit 0x60 above their hiragana.
  const hiragana =
    (code >= 0x30a1 && code <= 0x30f6) || code === 0x30fd || code === 0x30fe
      ? String.fromCodePoint(code - 0x60)
      : char;
  return LARGE_KANA.get(hiragana) ?? hiragana;
}

function foldChar(char: string): string {
  const mapped = CONFUSABLES.get(char) ?? char.toLowerCase();
  return foldKana(CONFUSABLES.get(mapped) ?? mapped);
}

/** A folded text, and where its words began before spacing and punctuation were removed. */
interface Folded {
  text: string;
  /** Per UTF-16 index of `text`: a space, punctuation or a symbol came right before it. */
  separatedBefore: boolean[];
}

function foldWithSeparators(input: string): Folded {
  let text = '';
  const separatedBefore: boolean[] = [];
  let separated = false;
  const decomposed = input
    .replace(SPACING_SOUND_MARKS, (mark) => (mark === '\u309B' ? '\u3099' : '\u309A'))
    .normalize('NFKD');
  for (const char of decomposed) {
    let out: string;
    if (SOUND_MARKS.has(char)) out = char;
    else if (INVISIBLE.test(char)) continue;
    else if (SEPARATOR.test(char) && !PICTURE.test(char)) {
      separated = true;
      continue;
    } else out = foldChar(char);
    for (let i = 0; i < out.length; i++) separatedBefore.push(i === 0 && separated);
    text += out;
    separated = false;
  }
  return { text, separatedBefore };
}

/** The fold that NG words and the texts they are looked for in pass through (see above). */
export function foldForNgWords(text: string): string {
  return foldWithSeparators(text).text;
}

/** Letters and digits of scripts that put spaces between words (not kanji or kana). */
const SPACED_WORD_CHAR = /^[\p{L}\p{N}]$/u;
const UNSPACED_SCRIPT = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]$/u;

function isWordChar(text: string, i: number): boolean {
  const char = text[i] ?? '';
  return SPACED_WORD_CHAR.test(char) && !UNSPACED_SCRIPT.test(char);
}

/**
 * Words this short (after the fold) that are all letters or digits of a spaced script match only
 * as a whole word: "ass" holds "my ass" and "a s s", not "class" or "passage".
 */
const SHORT_WORD_MAX_LENGTH = 3;

function isShortWord(word: string): boolean {
  if (word.length > SHORT_WORD_MAX_LENGTH) return false;
  for (let i = 0; i < word.length; i++) if (!isWordChar(word, i)) return false;
  return true;
}

/** Whether a word of the folded text starts (or ends) at `i`. */
function isWordBoundary({ text, separatedBefore }: Folded, i: number): boolean {
  if (i === 0 || i === text.length) return true;
  const wordBefore = isWordChar(text, i - 1);
  if (wordBefore !== isWordChar(text, i)) return true;
  if (!wordBefore || !separatedBefore[i]) return false;
  // Letters spaced out one by one ("c l a s s") read as one word: no boundary between them.
  const separated = (j: number) => j === 0 || j === text.length || separatedBefore[j] === true;
  const single = (j: number) => separated(j) && separated(j + 1);
  return !(single(i - 1) && single(i));
}

/** Whether `i` lies between two letters or digits of a spaced script with nothing between them. */
function cutsWord(folded: Folded, i: number): boolean {
  return (
    i > 0 &&
    i < folded.text.length &&
    !folded.separatedBefore[i] &&
    isWordChar(folded.text, i - 1) &&
    isWordChar(folded.text, i)
  );
}

/** Whether the text has spacing or punctuation inside the match at `at` where the word has none. */
function spreadsOver(target: Folded, word: Folded, at: number): boolean {
  for (let k = 1; k < word.text.length; k++) {
    if (target.separatedBefore[at + k] && !word.separatedBefore[k]) return true;
  }
  return false;
}

function matchesAt(target: Folded, word: Folded, at: number): boolean {
  const end = at + word.text.length;
  if (isShortWord(word.text)) return isWordBoundary(target, at) && isWordBoundary(target, end);
  // Spread over pieces of the text, a word takes whole pieces at its ends ("s p a m", "sp am"),
  // or ordinary words would hide it across their spaces ("spa meeting", "a bit cheap").
  return !spreadsOver(target, word, at) || (!cutsWord(target, at) && !cutsWord(target, end));
}

function contains(target: Folded, word: Folded): boolean {
  for (let at = target.text.indexOf(word.text); at !== -1;) {
    if (matchesAt(target, word, at)) return true;
    at = target.text.indexOf(word.text, at + 1);
  }
  return false;
}

/**
 * The owner's list, folded once, as a test of texts: true when a text contains one of the words.
 * A word matches anywhere in the folded text: inside longer words ("spoiler" in "spoilers"), and
 * across removed spaces, line breaks and punctuation, so letters split apart are still caught —
 * but a match spread over several pieces of the text must not end inside a word of a spaced
 * script. A short word of a spaced script (`isShortWord`) matches only as a whole word of the
 * text. A word that folds to nothing (only punctuation, say) matches nothing.
 */
export function ngWordMatcher(words: readonly string[]): (text: string) => boolean {
  const folded = words.map(foldWithSeparators).filter((word) => word.text !== '');
  return (text) => {
    if (folded.length === 0) return false;
    const target = foldWithSeparators(text);
    return folded.some((word) => contains(target, word));
  };
}
