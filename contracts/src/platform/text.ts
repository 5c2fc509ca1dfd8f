// The one string type for every name and text a person types (display names, labels, bios,
// letters, posts…): no control characters, NUL or bidirectional overrides, and never only
// invisible characters. The `plainText` keyword is checked by the shared ajv (validate.ts), so
// the editor's forms and the callables refuse the same values with the same rule.
import { Type, type TString } from '@sinclair/typebox';
import type { FieldRule } from './errors';

/** A name or label on one line, or a text whose line breaks are kept. */
export type TextKind = 'line' | 'multiline';

/** The JSON Schema keyword that carries the kind; ajv knows it through `plainTextProblem`. */
export const PLAIN_TEXT_KEYWORD = 'plainText';

// C0 and C1 controls (tab included: it renders as nothing useful and hides text), DEL, the
// bidirectional embeddings, overrides and isolates that reorder what a reader sees (U+202A–202E,
// U+2066–2069), the line and paragraph separators that browsers and mail treat unlike "\n", and
// the interlinear annotation controls. Line breaks (\n, \r) are left to the kind.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/u;
const LINE_BREAK = /[\n\r]/u;

// Characters that draw nothing: white space, zero-width spaces and joiners, word joiners and
// invisible operators, the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) people use as a
// "blank" name, the braille blank, variation selectors, soft hyphen, combining grapheme joiner,
// Mongolian and Khmer invisibles, tag characters, and musical-symbol format controls. A value made
// of nothing else looks empty while it is not.
const INVISIBLE =
  // Each of these is one code point on its own; the u flag matches them one by one.
  // eslint-disable-next-line no-misleading-character-class
  /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** The rule `value` breaks as a text of that kind, or null. */
export function plainTextProblem(value: string, kind: TextKind): FieldRule | null {
  if (CONTROL.test(value)) return 'controlCharacter';
  if (kind === 'line' && LINE_BREAK.test(value)) return 'controlCharacter';
  // Only white space is "blank", which the feature's own checks decide (an empty bio is fine);
  // anything else that draws nothing is refused here.
  if (value.trim() !== '' && value.replace(INVISIBLE, '') === '') return 'invisible';
  return null;
}

export interface TextOptions {
  maxLength: number;
  minLength?: number;
  /** Line breaks are kept (bios, letters, bodies); otherwise the value is one line. */
  multiline?: boolean;
}

/** A person's text of at most `maxLength` code points, as stored (the server trims its ends). */
export function Text(options: TextOptions): TString {
  const { multiline = false, ...lengths } = options;
  return Type.String({ ...lengths, [PLAIN_TEXT_KEYWORD]: multiline ? 'multiline' : 'line' });
}
