import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { plainTextProblem, Text } from './text';
import { validator } from './compile';

describe('plainTextProblem', () => {
  it.each([
    ['a name', 'Ada', 'line'],
    ['Japanese with an ideographic space inside', '山田 太郎', 'line'],
    ['emoji built with joiners', '👨‍👩‍👧 family', 'line'],
    ['a flag and a skin tone', '🇯🇵👍🏽', 'line'],
    ['right-to-left text', 'שלום עולם', 'line'],
    ['Arabic text', 'مرحبا', 'line'],
    [
      'the England flag (a tag sequence)',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
      'line',
    ],
    [
      'the Scotland and Wales flags in a text',
      'go \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}!',
      'multiline',
    ],
    ['a surrogate pair (an emoji beyond the BMP)', '\uD83D\uDE00 \u{20BB7}', 'line'],
    ['line breaks in a text that keeps them', 'one\ntwo\r\nthree', 'multiline'],
    ['an empty value (the feature decides whether it is required)', '', 'line'],
    ['only spaces (left to the "blank" rule)', '   ', 'line'],
  ] as const)('accepts %s', (_name, value, kind) => {
    expect(plainTextProblem(value, kind)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b', 'multiline'],
    ['a bell', 'a\u0007', 'multiline'],
    ['a tab', 'a\tb', 'multiline'],
    ['escape (terminal colours)', '\u001b[31mred', 'multiline'],
    ['DEL', 'a\u007f', 'multiline'],
    ['a C1 control', 'a\u0085b', 'multiline'],
    ['a right-to-left override', 'invoice\u202Egpj.exe', 'multiline'],
    ['a left-to-right embedding', '\u202Aabc', 'multiline'],
    ['a pop directional formatting', 'abc\u202C', 'multiline'],
    ['a first-strong isolate', '\u2068abc', 'multiline'],
    ['a pop directional isolate', 'abc\u2069', 'multiline'],
    ['a line separator', 'a\u2028b', 'multiline'],
    ['a left-to-right mark', 'abc\u200E', 'multiline'],
    ['a right-to-left mark', 'שלום\u200F', 'line'],
    ['an Arabic letter mark', 'a\u061Cb', 'line'],
    ['a lone high surrogate at the end', 'abc\uD83D', 'line'],
    ['a lone high surrogate before a letter', '\uD83Dabc', 'multiline'],
    ['a lone low surrogate', 'a\uDE00b', 'line'],
    ['two high surrogates', '\uD83D\uD83D', 'line'],
    ['a reversed pair', '\uDE00\uD83D', 'line'],
    [
      'tag characters hiding text',
      'hi\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}',
      'multiline',
    ],
    ['a tag character alone', '\u{E0001}', 'line'],
    ['a cancel tag alone', 'a\u{E007F}', 'line'],
    ['tag letters after another emoji', '\u{1F600}\u{E0067}\u{E0062}\u{E007F}', 'line'],
    ['a flag sequence without its cancel tag', '\u{1F3F4}\u{E0067}\u{E0062}', 'line'],
    ['upper-case tag letters in a flag', '\u{1F3F4}\u{E0047}\u{E0042}\u{E007F}', 'line'],
    [
      'a flag sequence with hidden text after it',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}\u{E0078}',
      'line',
    ],
    ['a line break in a one-line name', 'a\nb', 'line'],
    ['a carriage return in a one-line name', 'a\rb', 'line'],
  ] as const)('refuses %s as a control character', (_name, value, kind) => {
    expect(plainTextProblem(value, kind)).toBe('controlCharacter');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a zero-width joiner', '\u200D'],
    ['the Hangul filler', '\u3164'],
    ['the half-width Hangul filler', '\uFFA0'],
    ['Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['a byte order mark beside a zero-width space', '\uFEFF\u200B'],
    ['a word joiner around spaces', ' \u2060 '],
    ['the braille blank', '\u2800'],
    ['a soft hyphen', '\u00AD'],
    ['variation selectors', '\uFE0F\u{E0100}'],
  ])('refuses %s alone as invisible', (_name, value) => {
    expect(plainTextProblem(value, 'line')).toBe('invisible');
    expect(plainTextProblem(value, 'multiline')).toBe('invisible');
  });

  it('accepts invisible characters beside visible ones', () => {
    expect(plainTextProblem('a\u200Bb', 'line')).toBeNull();
  });
});

describe('Text in a schema', () => {
  const schema = Type.Object({
    name: Text({ minLength: 1, maxLength: 5 }),
    bio: Text({ maxLength: 20, multiline: true }),
  });
  const isValid = validator(schema);

  it('accepts a name and a bio with line breaks', () => {
    expect(isValid({ name: 'Ada', bio: 'one\ntwo' })).toBe(true);
  });

  it('names the rule of each bad field', () => {
    expect(isValid.issues({ name: '\u3164', bio: 'a\u202Eb' })).toEqual([
      { field: 'name', rule: 'invisible' },
      { field: 'bio', rule: 'controlCharacter' },
    ]);
  });

  it('refuses a line break in a one-line name, and NUL anywhere', () => {
    expect(isValid.issues({ name: 'a\nb', bio: 'x\u0000' })).toEqual([
      { field: 'name', rule: 'controlCharacter' },
      { field: 'bio', rule: 'controlCharacter' },
    ]);
  });

  it('refuses a bidi mark, a lone surrogate and a stray tag character in any field', () => {
    expect(isValid.issues({ name: 'a\u200Fb', bio: 'x\uD800y' })).toEqual([
      { field: 'name', rule: 'controlCharacter' },
      { field: 'bio', rule: 'controlCharacter' },
    ]);
    expect(isValid.issues({ name: 'ok', bio: 'hi\u{E0041}' })).toEqual([
      { field: 'bio', rule: 'controlCharacter' },
    ]);
    expect(
      isValid({
        name: 'Ada',
        bio: '\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}',
      }),
    ).toBe(true);
  });

  it('still counts lengths in code points', () => {
    expect(isValid({ name: '😀😀😀😀😀', bio: '' })).toBe(true);
    expect(isValid.issues({ name: '😀😀😀😀😀😀', bio: '' })).toEqual([
      { field: 'name', rule: 'maxLength', limit: 5 },
    ]);
  });
});
