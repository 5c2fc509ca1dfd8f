// The one string type for every name and text a person types (display names, labels, bios,
// letters, posts…): no control characters, NUL, bidirectional controls, stray tag characters or
// broken UTF-16, and never only invisible characters. The `plainText` keyword is checked by the shared ajv (validate.ts), so
// the editor's forms and the callables refuse the same values with the same rule.
import { Type, type TString } from '@sinclair/typebox';
import type { FieldRule } from './errors';

/** A name or label on one line, or a text whose line breaks are kept. */
export type TextKind = 'line' | 'multiline';

/** The JSON Schema keyword that carries the kind; ajv knows it through `plainTextProblem`. */
export const PLAIN_TEXT_KEYWORD = 'plainText';

// C0 and C1 controls (tab included: it renders as nothing useful and hides text), DEL, the
// bidirectional marks, embeddings, overrides and isolates that reorder what a reader sees
// (U+200E, U+200F, U+061C, U+202A–202E, U+2066–2069), the line and paragraph separators that
// browsers and mail treat unlike "\n", the interlinear annotation controls, and surrogates that
// are not half of a pair (with the u flag a proper pair is one code point, so only a lone half
// matches): they are not text, and encoders turn them into U+FFFD or refuse the whole string.
// Line breaks (\n, \r) are left to the kind.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFF9-\uFFFB]/u;
const LINE_BREAK = /[\n\r]/u;

// Tag characters (U+E0000–E007F) draw nothing and can carry hidden text (instructions to a
// machine reader, say). Their one visible use is a subdivision flag: the black flag U+1F3F4, a
// lower-case ISO 3166-2 code in tag letters and digits, and CANCEL TAG U+E007F (England, Scotland,
// Wales). Those sequences are taken out first; any tag character left over is refused.
const TAG_FLAG = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;

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
  if (TAG.test(value.replace(TAG_FLAG, ''))) return 'controlCharacter';
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
