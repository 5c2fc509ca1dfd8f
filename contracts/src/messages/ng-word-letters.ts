// The letters the NG-word fold maps (ng-words.ts folds with them): look-alikes to one form, letters
// in boxes, small kana, and the vowels of kana.

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
export const CONFUSABLES = new Map<string, string>(
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
export function enclosedLetter(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  for (const a of [0x1f1e6, 0x1f150, 0x1f170]) {
    if (code >= a && code < a + 26) return String.fromCharCode(0x61 + code - a);
  }
  return undefined;
}

/** Small kana read as the large ones (ばっか, ぎゃ): the hiragana after the katakana fold. */
export const LARGE_KANA = new Map<string, string>([
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

export const SMALL_VOWELS = new Map([...'ぁぃぅぇぉ'].map((small, i) => [small, 'aiueo'[i] ?? '']));

/** The vowel each large hiragana ends in (ん, which has none, is not here). */
export const VOWELS = new Map<string, string>(
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
export function toHiragana(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x30a1 && code <= 0x30f6) || code === 0x30fd || code === 0x30fe
    ? String.fromCodePoint(code - 0x60)
    : char;
}
