// The invisible characters the NG-word tests hide inside words, by name: a matcher must see
// through every one of them.
export const ZWSP = '\u200B';
export const ZWJ = '\u200D';
export const ZWNJ = '\u200C';
export const SOFT_HYPHEN = '\u00AD';
export const WORD_JOINER = '\u2060';
export const BOM = '\uFEFF';
export const LRM = '\u200E';
export const VS16 = '\uFE0F';
export const TAG_A = '\u{E0061}';
