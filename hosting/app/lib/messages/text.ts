// What fans type: lengths counted by code points, as the server's validator counts them (an emoji
// or a rare kanji is one character, not two), and quick phrases dropped into the field.

/** The length the server checks: Unicode code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export interface LengthState {
  length: number;
  max: number;
  /** Characters left; negative when over. */
  remaining: number;
  over: boolean;
}

export function lengthState(text: string, max: number): LengthState {
  const length = codePointLength(text);
  return { length, max, remaining: max - length, over: length > max };
}

/** True when there is something to send: not empty, not only whitespace. */
export function hasText(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * The field after tapping a quick phrase: the phrase alone when the field is blank, otherwise
 * appended after a space (or directly after a line break). A phrase that would push the text past
 * `max` is not added, so a tap never silently loses what the fan wrote.
 */
export function insertPhrase(
  current: string,
  phrase: string,
  max: number,
): { text: string; added: boolean } {
  if (!hasText(current)) {
    return codePointLength(phrase) <= max
      ? { text: phrase, added: true }
      : { text: current, added: false };
  }
  const base = current.replace(/[ \t\u3000]+$/u, '');
  const separator = base.endsWith('\n') ? '' : ' ';
  const text = `${base}${separator}${phrase}`;
  return codePointLength(text) <= max ? { text, added: true } : { text: current, added: false };
}

/** The read-aloud stage's type size, as a share of its width: short letters large, long ones smaller. */
export function stageTypeSize(length: number): number {
  if (length <= 60) return 5.2;
  if (length <= 150) return 4.2;
  if (length <= 300) return 3.3;
  if (length <= 600) return 2.6;
  if (length <= 1200) return 2;
  return 1.6;
}
