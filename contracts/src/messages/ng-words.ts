// NG words: the one fold that the owner's list and a visitor's text both pass through before they
// are compared, and the rule that says where in the text a word may match. The reasons for each
// step are in docs/decisions/065-ng-words-at-word-boundaries.md (which amends 043);
// docs/product.md says what an owner can expect.
//
// The fold, one code point at a time after compatibility decomposition (NFKD: full-width,
// half-width kana, circled, squared and mathematical letters become plain ones; accents come
// apart):
//   1. the dakuten and handakuten (゛ ゜, combining or spacing) are kept with their letter, as one
//      combining form each, so が = か + ゛ in every spelling while ばか and はか stay different;
//   2. invisible characters go without a trace: default-ignorables and format characters
//      (zero-width space and joiners, soft hyphen, word joiner, BOM, bidi marks, variation
//      selectors, tag characters, fillers), controls, emoji skin tones, every other combining
//      mark (accents, strike-through), the long-vowel mark ー, and a small vowel kana that only
//      draws out the vowel before it (ばぁか, しねぇ);
//   3. spacing, punctuation, symbols and emoji go too, remembered as a break between words (、 and
//      。 as the end of a phrase, which no word spans); an NG word that is itself an emoji keeps
//      them (see `PICTURE`);
//   4. look-alikes take one form (CONFUSABLES), then lower case;
//   5. katakana become hiragana and the remaining small kana large ones.
// Each letter that is left remembers its script (a kind), so that the match can find words.

const SPACING_SOUND_MARKS = /[\u309B\u309C]/g;
const SOUND_MARKS = new Set(['\u3099', '\u309A']);
const INVISIBLE =
  /^[\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}\p{Emoji_Modifier}\p{Cc}\p{Cs}\u30FC]$/u;
const SEPARATOR = /^[\p{White_Space}\p{P}\p{S}]$/u;
/** Emoji shown as pictures: a break between letters, or a letter of an NG word that is one. */
const PICTURE = /^\p{Emoji_Presentation}$/u;
/** The ends of a Japanese phrase: a word is never found across them. */
const PHRASE_ENDS = new Set(['、', '。']);

/**
 * Letters that people read as others, to one form, in the spirit of Unicode's confusables
 * skeleton but small enough to read: Cyrillic, Greek and Armenian letters that look Latin (upper-
 * case ones too where only the capital looks Latin, as Greek Η or Cyrillic В, and lower-case
 * Cyrillic that fonts draw as small capitals, as м or т), Latin small capitals and
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
    ɩ: 'i',
    ʋ: 'u',
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
    β: 'b',
    ε: 'e',
    η: 'n',
    μ: 'u',
    τ: 't',
    ω: 'w',
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
    // Cyrillic lower case drawn as small capitals or Latin letters in most fonts.
    в: 'b',
    г: 'r',
    к: 'k',
    м: 'm',
    н: 'h',
    п: 'n',
    т: 't',
    ь: 'b',
    ѵ: 'v',
    // Armenian.
    օ: 'o',
    ս: 'u',
    հ: 'h',
    ո: 'n',
    ց: 'g',
    զ: 'q',
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

/**
 * Capital letters in boxes and circles that NFKD leaves alone, as the lower-case letter: regional
 * indicators (🇸🇵🇦🇲), negative circled (🅐) and negative squared (🅰) letters.
 */
function enclosedLetter(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  for (const a of [0x1f1e6, 0x1f150, 0x1f170]) {
    if (code >= a && code < a + 26) return String.fromCharCode(0x61 + code - a);
  }
  return undefined;
}

/** Small kana read as the large ones (ばっか, ぎゃ): the hiragana after the katakana fold. */
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

const SMALL_VOWELS = new Map([...'ぁぃぅぇぉ'].map((small, i) => [small, 'aiueo'[i] ?? '']));

/** The vowel each large hiragana ends in (ん, which has none, is not here). */
const VOWELS = new Map<string, string>(
  (
    [
      ['a', 'あかさたなはまやらわ'],
      ['i', 'いきしちにひみりゐ'],
      ['u', 'うくすつぬふむゆる'],
      ['e', 'えけせてねへめれゑ'],
      ['o', 'おこそとのほもよろを'],
    ] as const
  ).flatMap(([vowel, kana]) => [...kana].map((k) => [k, vowel] as [string, string])),
);

/** Katakana ァ…ヶ and the iteration marks ヽヾ as hiragana (they sit 0x60 above them). */
function toHiragana(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x30a1 && code <= 0x30f6) || code === 0x30fd || code === 0x30fe
    ? String.fromCodePoint(code - 0x60)
    : char;
}

/** A letter's look-alike form, in lower case, katakana as hiragana (small kana still small). */
function foldChar(char: string): string {
  const mapped = CONFUSABLES.get(char) ?? char.toLowerCase();
  return toHiragana(CONFUSABLES.get(mapped) ?? mapped);
}

/**
 * Which kind of script a letter is written in: where words begin depends on it (`isWordStart`).
 * `spaced` is every script that puts spaces between words, and digits.
 */
type Kind = 'spaced' | 'katakana' | 'hiragana' | 'han' | 'unspaced' | 'picture';

const KINDS: [Kind, RegExp][] = [
  ['katakana', /^\p{sc=Katakana}$/u],
  ['hiragana', /^\p{sc=Hiragana}$/u],
  ['han', /^\p{sc=Han}$/u],
  ['unspaced', /^[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]$/u],
];

function kindOf(char: string): Kind {
  return KINDS.find(([, script]) => script.test(char))?.[0] ?? 'spaced';
}

/** One letter of the folded text (with its sound mark, when it has one). */
interface Letter {
  /** Where it starts in the folded text. */
  at: number;
  kind: Kind;
  /** The letter as written, composed (バ, not ハ and a mark): what the word segmenter reads. */
  written: string;
  /** A space, punctuation, a symbol or an emoji came right before it. */
  breakBefore: boolean;
  /** 、 or 。 came before it: a phrase ended there. */
  phraseBefore: boolean;
}

/** A folded text, and where its letters came from. */
interface Folded {
  text: string;
  letters: Letter[];
  /** The letter each UTF-16 index of `text` belongs to. */
  letterOf: number[];
}

/** The fold (see the top of this file). `pictures`: emoji stay, as letters of their own. */
function fold(input: string, pictures: boolean): Folded {
  const letters: Letter[] = [];
  const letterOf: number[] = [];
  let text = '';
  let breakBefore = false;
  let phraseBefore = false;
  const decomposed = input
    .replace(SPACING_SOUND_MARKS, (mark) => (mark === '\u309B' ? '\u3099' : '\u309A'))
    .normalize('NFKD');
  for (const char of decomposed) {
    const last = letters.at(-1);
    if (SOUND_MARKS.has(char)) {
      if (last === undefined) continue;
      last.written = (last.written + char).normalize('NFC');
      letterOf.push(letters.length - 1);
      text += char;
      continue;
    }
    const enclosed = enclosedLetter(char);
    const picture = enclosed === undefined && PICTURE.test(char);
    if (enclosed === undefined && !(picture && pictures)) {
      if (INVISIBLE.test(char)) continue;
      if (PHRASE_ENDS.has(char)) phraseBefore = true;
      if (picture || SEPARATOR.test(char)) {
        breakBefore = true;
        continue;
      }
    }
    const folded = enclosed ?? foldChar(char);
    // A small vowel that repeats the vowel before it only draws the sound out (ばぁか, ねぇ).
    const small = SMALL_VOWELS.get(folded);
    if (small !== undefined && last !== undefined && !breakBefore) {
      if (VOWELS.get(text[last.at] ?? '') === small) continue;
    }
    const out = LARGE_KANA.get(folded) ?? folded;
    letters.push({
      at: text.length,
      kind: picture ? 'picture' : enclosed === undefined ? kindOf(char) : 'spaced',
      written: char,
      breakBefore,
      phraseBefore,
    });
    for (let i = 0; i < out.length; i++) letterOf.push(letters.length - 1);
    text += out;
    breakBefore = false;
    phraseBefore = false;
  }
  return { text, letters, letterOf };
}

/** The fold that NG words and the texts they are looked for in pass through (see above). */
export function foldForNgWords(text: string): string {
  return fold(text, true).text;
}

/**
 * Whether an NG word has anything left to look for once folded: a word of punctuation, symbols
 * or invisible characters only ("!!!", "♡") would match nothing, so the editor refuses it.
 */
export function isMatchableNgWord(word: string): boolean {
  return fold(word, true).text !== '';
}

/**
 * Japanese (and Chinese, Thai…) put no spaces between words, so where one starts inside a run of
 * kana or kanji is the runtime's dictionary-based word segmenter's call (ICU's): 今日|は|雨|ばかり,
 * ほんとに|ばか|だ|ね.
 */
const SEGMENTER = new Intl.Segmenter('ja', { granularity: 'word' });

/** A text as the matcher reads it: folded once, its word segmentation made when first needed. */
class Target {
  private segmented: Set<number> | undefined;

  constructor(readonly folded: Folded) {}

  /** Whether the segmenter starts a word at letter `i` (each phrase segmented on its own). */
  segmentStart(i: number): boolean {
    this.segmented ??= segmentStarts(this.folded.letters);
    return this.segmented.has(i);
  }
}

function segmentStarts(letters: readonly Letter[]): Set<number> {
  const starts = new Set<number>();
  let phrase: number[] = [];
  const segment = () => {
    let written = '';
    const letterAt = new Map<number, number>();
    for (const i of phrase) {
      letterAt.set(written.length, i);
      written += letters[i]?.written ?? '';
    }
    for (const { index } of SEGMENTER.segment(written)) {
      const i = letterAt.get(index);
      if (i !== undefined) starts.add(i);
    }
    phrase = [];
  };
  letters.forEach((letter, i) => {
    if (letter.phraseBefore) segment();
    phrase.push(i);
  });
  segment();
  return starts;
}

/** A letter of a spaced script standing alone, between breaks: "c l a s s" is one word. */
function standsAlone(letters: readonly Letter[], i: number): boolean {
  return (
    (i === 0 || letters[i]?.breakBefore === true) &&
    (i + 1 === letters.length || letters[i + 1]?.breakBefore === true)
  );
}

/**
 * Whether a word of the text starts (or ends) before letter `i`: at either end of the text; where
 * the script changes (kana to kanji, Latin to kana…); at a space, punctuation, a symbol or an
 * emoji, except between letters spaced out one by one; inside a katakana word, never (バカンス,
 * カスタマー are words of their own); inside kana or kanji, where the segmenter says.
 */
function isWordStart(target: Target, i: number): boolean {
  const { letters } = target.folded;
  const before = letters[i - 1];
  const after = letters[i];
  if (before === undefined || after === undefined) return true;
  if (before.kind !== after.kind) return true;
  if (after.breakBefore) {
    return before.kind !== 'spaced' || !(standsAlone(letters, i - 1) && standsAlone(letters, i));
  }
  if (before.kind === 'spaced' || before.kind === 'katakana') return false;
  return target.segmentStart(i);
}

/**
 * Kana that continue a verb or adjective rather than start a new word: 死ね|ない (cannot die) and
 * 死ね|る (could die) are not 死ね (die!), はげ|まし is encouragement.
 */
const INFLECTIONS = ['な', 'る', 'れ', 'ば', 'た', 'て', 'ま', 'ず', 'ぬ', 'させ', 'られ', 'そう'];

function inflects(target: Target, i: number): boolean {
  const { letters } = target.folded;
  const before = letters[i - 1];
  const after = letters[i];
  if (before?.kind !== 'hiragana' || after?.kind !== 'hiragana' || after.breakBefore) return false;
  const next = letters
    .slice(i, i + 2)
    .map((letter) => letter.written)
    .join('');
  return INFLECTIONS.some((ending) => next.startsWith(ending));
}

/** Words this short (after the fold) take only a plural ending ("asses"), not "-er" or "-ing". */
const SHORT_WORD_MAX_LENGTH = 3;
const SHORT_WORD_ENDINGS = ['s', 'es'];
const WORD_ENDINGS = ['s', 'es', 'ed', 'd', 'er', 'ers', 'ing', 'ings', 'in'];

/**
 * Whether a word of a spaced script that stops before letter `i` inside a longer word of the text
 * goes on only with an inflection ("spoiler" in "spoilers", "spam" in "spammers").
 */
function endsWithInflection(target: Target, word: Folded, i: number): boolean {
  const { text, letters } = target.folded;
  const last = letters[i - 1];
  const next = letters[i];
  if (last?.kind !== 'spaced' || next?.kind !== 'spaced' || next.breakBefore) return false;
  const long = word.text.length > SHORT_WORD_MAX_LENGTH;
  // A doubled last letter before an ending that starts with a vowel (spam → spamming).
  const doubled = long && text[next.at] === text[next.at - 1] ? [0, 1] : [0];
  for (const extra of doubled) {
    for (const ending of long ? WORD_ENDINGS : SHORT_WORD_ENDINGS) {
      const from = next.at + extra;
      if (extra === 1 && !/^[aeiou]/.test(ending)) continue;
      if (!text.startsWith(ending, from)) continue;
      const end = letterStarting(target.folded, from + ending.length);
      if (end === undefined) continue;
      if (letters.slice(i + 1, end).some((letter) => letter.breakBefore)) continue;
      if (isWordStart(target, end)) return true;
    }
  }
  return false;
}

/** The letter that starts at index `at` of the folded text, if one does. */
function letterStarting(folded: Folded, at: number): number | undefined {
  if (at === folded.text.length) return folded.letters.length;
  const i = folded.letterOf[at];
  return i !== undefined && folded.letters[i]?.at === at ? i : undefined;
}

/**
 * Whether the folded word is in the text as a word: from a word start to a word end (an
 * inflection of a spaced-script word may follow; a Japanese word may not go on inflecting), whole
 * letters only, and within one phrase. Spaces, punctuation and emoji inside it are skipped.
 */
function contains(target: Target, word: Folded): boolean {
  const { text, letters } = target.folded;
  for (let at = text.indexOf(word.text); at !== -1; at = text.indexOf(word.text, at + 1)) {
    const first = letterStarting(target.folded, at);
    const end = letterStarting(target.folded, at + word.text.length);
    if (first === undefined || end === undefined) continue;
    if (letters.slice(first + 1, end).some((letter) => letter.phraseBefore)) continue;
    if (!isWordStart(target, first)) continue;
    if (isWordStart(target, end) ? !inflects(target, end) : endsWithInflection(target, word, end))
      return true;
  }
  return false;
}

/**
 * The owner's list, folded once, as a test of texts: true when a text contains one of the words
 * as a word (`contains`). A word that is or holds an emoji is looked for anywhere, emoji kept. A
 * word that folds to nothing matches nothing (the editor refuses it: `isMatchableNgWord`).
 */
export function ngWordMatcher(words: readonly string[]): (text: string) => boolean {
  const folded = words.map((word) => fold(word, true)).filter((word) => word.text !== '');
  const isPicture = (word: Folded) => word.letters.some((letter) => letter.kind === 'picture');
  const letterWords = folded.filter((word) => !isPicture(word));
  const pictureWords = folded.filter(isPicture);
  return (text) => {
    if (letterWords.length > 0) {
      const target = new Target(fold(text, false));
      if (letterWords.some((word) => contains(target, word))) return true;
    }
    if (pictureWords.length === 0) return false;
    const withPictures = fold(text, true).text;
    return pictureWords.some((word) => withPictures.includes(word.text));
  };
}
