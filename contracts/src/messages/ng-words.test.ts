import { describe, expect, it } from 'vitest';
import {
  BOM,
  LRM,
  SOFT_HYPHEN,
  TAG_A,
  VS16,
  WORD_JOINER,
  ZWJ,
  ZWNJ,
  ZWSP,
} from './ng-words.fixtures';
import { foldForNgWords, isMatchableNgWord, ngWordMatcher } from './ng-words';

const COMBINING_ACUTE = '\u0301';
const COMBINING_DAKUTEN = '\u3099';

/** NG word, text, whether the text is held, and the disguise the row stands for. */
const ROWS: [word: string, text: string, held: boolean, what: string][] = [
  // Japanese.
  ['バカ', 'ほんとにばかだね', true, 'hiragana for katakana'],
  ['しね', 'もうシネよ', true, 'katakana for hiragana'],
  ['バカ', 'ﾊﾞｶじゃないの', true, 'half-width katakana'],
  ['バカ', 'ハ゛カ', true, 'spacing dakuten'],
  ['バカ', `ハ${COMBINING_DAKUTEN}カ`, true, 'combining dakuten'],
  ['バカ', `バ${ZWSP}カ`, true, 'zero-width space'],
  ['バカ', `バ${SOFT_HYPHEN}カ`, true, 'soft hyphen'],
  ['バカ', 'バ カ', true, 'space'],
  ['バカ', 'バ\nカ', true, 'line break'],
  ['バカ', 'バ・カ', true, 'middle dot'],
  ['バカ', 'バ★カ', true, 'symbol'],
  ['バカ', 'バ力', true, 'kanji 力 for katakana カ'],
  ['ロリ', '口リ', true, 'kanji 口 for katakana ロ'],
  ['死ね', `死${ZWJ}ね`, true, 'zero-width joiner'],
  ['死ね', `死${VS16}ね`, true, 'variation selector'],
  ['死ね', '死　ね', true, 'ideographic space'],
  ['死ね', '氏ね', false, 'a different kanji is a different word'],
  ['フォロワー購入', 'ふぉろわー購入', true, 'hiragana with small kana'],
  ['フォロワー購入', 'フオロワ購入', true, 'large kana, long-vowel mark left out'],
  ['ばーか', 'バカ', true, 'long-vowel mark is removed'],
  ['バカ', 'はかない', false, 'dakuten tells ばか from はか'],
  ['バカ', 'パカパカ', false, 'handakuten is not dakuten'],
  ['死', '死ぬほど好き', true, 'a kanji word before its kana ending'],
  ['死', '必死に練習した', false, 'a kanji inside a word of kanji'],
  ['くそ', 'クソゲー', false, 'a katakana compound is a word of its own'],
  ['バカ', 'バカンス', false, 'katakana inside a longer katakana word'],
  ['カス', 'ハイビスカス', false, 'katakana at the end of a longer katakana word'],
  ['カス', 'このカスが', true, 'a katakana word between hiragana'],
  ['バカ', '雨ばかり', false, 'the segmenter reads ばかり as one word'],
  ['バカ', 'お前ばかだろ', true, 'the segmenter reads ばか as a word'],
  ['死ね', '死ねない', false, 'an inflection goes on'],
  ['死ね', '死ねよ', true, 'a particle follows'],
  ['バカ', 'さば、かつお', false, 'never across 、'],
  ['しね', 'よし。ねよう', false, 'never across 。'],
  ['バカ', 'バ😀カ', true, 'an emoji between letters'],
  ['バカ', 'ばぁか', true, 'a small vowel that draws the sound out'],
  ['フォロワー', 'ふぉろわ', true, 'a small vowel that is a sound of its own stays'],
  // English.
  ['spam', 'SPAM offer', true, 'upper case'],
  ['spam', 'ｓｐａｍ', true, 'full-width letters'],
  ['spam', '𝐬𝐩𝐚𝐦', true, 'mathematical bold letters'],
  ['spam', 'ꜱᴘᴀᴍ', true, 'small capitals'],
  ['spam', `s${ZWSP}pam`, true, 'zero-width space'],
  ['spam', `sp${ZWNJ}am`, true, 'zero-width non-joiner'],
  ['spam', `sp${SOFT_HYPHEN}am`, true, 'soft hyphen'],
  ['spam', `s${WORD_JOINER}pam`, true, 'word joiner'],
  ['spam', `s${BOM}pam`, true, 'byte order mark'],
  ['spam', `spa${LRM}m`, true, 'bidi mark'],
  ['spam', `sp${TAG_A}am`, true, 'tag character'],
  ['spam', `spa${COMBINING_ACUTE}m`, true, 'combining accent'],
  ['spam', 'spám', true, 'precomposed accent'],
  ['spam', 's p a m', true, 'letters split by spaces'],
  ['spam', 's\np\na\nm', true, 'letters split by line breaks'],
  ['spam', 's.p.a.m', true, 'letters split by punctuation'],
  ['spam', 'ѕраm', true, 'Cyrillic ѕ р а'],
  ['spoiler', 'spοiler', true, 'Greek omicron'],
  ['SPOILER', 'ЅРОІLЕR', true, 'Cyrillic capitals'],
  ['idiot', 'id1ot', true, 'digit 1 for i'],
  ['loser', 'l0ser', true, 'digit 0 for o'],
  ['kill', 'kiII', true, 'capital I for l'],
  ['free followers', 'FREE-followers!', true, 'phrase with other punctuation'],
  ['http://bit.ly', 'go to http://bit.ly/abc', true, 'a link'],
  ['spoiler', 'no SPOILERS please', true, 'longer words match inside words'],
  ['spoiler', 'spoil it and leave', false, 'a different word'],
  ['fuck', 'fu ck off', true, 'a word split in two'],
  ['free follower', 'free followers', true, 'a phrase inside a longer phrase'],
  ['free followers', 'freefollowers', true, 'a phrase written without its space'],
  ['spam', 'spa meeting', false, 'across ordinary words: ends inside one'],
  ['bitch', 'a bit cheap', false, 'across ordinary words'],
  ['whore', 'who reads this?', false, 'across ordinary words: ends inside one'],
  ['shit', 'his hit song', false, 'across ordinary words: starts inside one'],
  ['spam', 'これはspa mです', true, 'split, between Japanese'],
  ['spam', 'spaм', true, 'lower-case Cyrillic м'],
  ['spam', '🇸🇵🇦🇲', true, 'regional indicator letters'],
  ['spam', 'spammers', true, 'an ending after a doubled letter'],
  ['cunt', 'Scunthorpe', false, 'inside a longer word'],
  ['spic', 'spicy', false, 'no ending but the ones listed'],
  ['ass', 'asses', true, 'a short word takes a plural ending'],
  ['tit', 'titter', false, 'a short word takes no other ending'],
  ['leet', 'l33t', false, 'digits other than 0 and 1 are not letters'],
  // Short words: whole words only.
  ['ass', 'you are an ass!', true, 'short word as a word'],
  ['ass', 'a s s', true, 'short word spaced out'],
  ['ass', 'аss', true, 'short word with Cyrillic а'],
  ['ass', 'これはassです', true, 'short word between Japanese'],
  ['ass', 'first class passage', false, 'short word inside longer words'],
  ['ass', 'my assistant', false, 'short word at the start of a longer word'],
  ['ass', 'c l a s s', false, 'short word inside a spaced-out word'],
  ['sex', 'Sussex and Essex', false, 'short word at the end of longer words'],
  ['ng', 'SONG', false, 'two letters inside a word'],
  // Emoji and symbols.
  ['🖕', 'ok 🖕🏻', true, 'emoji with a skin tone'],
  ['💩', 'こんにちは', false, 'emoji is kept, not folded away'],
  ['💩', 'ok💩ok', true, 'an emoji word is found anywhere'],
  ['!!!', 'wow!!!', false, 'a word of punctuation only matches nothing'],
];

describe('NG-word matching', () => {
  it.each(ROWS)('%s in %j → %s (%s)', (word, text, held) => {
    expect(ngWordMatcher([word])(text)).toBe(held);
  });

  it('matches when any word of the list does, and never with an empty list', () => {
    const matches = ngWordMatcher(['spam', 'バカ']);
    expect(matches('hello')).toBe(false);
    expect(matches('ばか')).toBe(true);
    expect(ngWordMatcher([])('spam')).toBe(false);
    expect(ngWordMatcher([' ', '・'])('anything ・')).toBe(false);
  });
});

describe('foldForNgWords', () => {
  it('folds every spelling of a word to one form', () => {
    expect(foldForNgWords('ﾊﾞ ｶ')).toBe(`は${COMBINING_DAKUTEN}か`);
    expect(foldForNgWords('ハ゛カ')).toBe(foldForNgWords('バカ'));
    expect(foldForNgWords('フォロワー')).toBe('ふおろわ');
    expect(foldForNgWords(`Ｓ${ZWSP}p.A-m`)).toBe('spam');
    expect(foldForNgWords('Hello')).toBe('heiio');
    expect(foldForNgWords('ばぁか、しねぇ')).toBe(`は${COMBINING_DAKUTEN}かしね`);
  });
});

describe('isMatchableNgWord', () => {
  it('is false for a word of punctuation, symbols or invisible characters only', () => {
    expect(isMatchableNgWord('!!!')).toBe(false);
    expect(isMatchableNgWord('♡・★')).toBe(false);
    expect(isMatchableNgWord(`${ZWSP}${SOFT_HYPHEN}`)).toBe(false);
    expect(isMatchableNgWord('ー〜')).toBe(false);
    expect(isMatchableNgWord('💩')).toBe(true);
    expect(isMatchableNgWord('s.p.a.m')).toBe(true);
  });
});
