// Cutting text where a person sees a character end: by grapheme, never inside one. Code units
// split surrogate pairs and code points split emoji built of several (🇯🇵, 👍🏽, 👨‍👩‍👧).

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first `max` graphemes of `text` (all of it when shorter), and at most `maxCodePoints` code
 * points: one grapheme may carry any number of combining marks, so a bound on graphemes alone does
 * not bound what is stored.
 */
export function graphemePrefix(
  text: string,
  max: number,
  maxCodePoints = Number.POSITIVE_INFINITY,
): string {
  if (max <= 0) return '';
  // A grapheme holds at least one code unit, and so does a code point: a text no longer than both
  // bounds in code units is within them, whole. The common case (a page's short bio in its meta
  // description) then costs no segmentation, which is dear (ICU, per call).
  if (text.length <= max && text.length <= maxCodePoints) return text;
  let end = 0;
  let count = 0;
  let points = 0;
  for (const { index, segment } of segmenter.segment(text)) {
    if (count === max) break;
    let size = 0;
    for (const _ of segment) size += 1;
    if (points + size > maxCodePoints) break;
    end = index + segment.length;
    count += 1;
    points += size;
  }
  return text.slice(0, end);
}

/** How many graphemes `text` holds: what a person counts as its characters. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}
