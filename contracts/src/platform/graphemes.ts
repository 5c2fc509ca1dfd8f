// Cutting text where a person sees a character end: by grapheme, never inside one. Code units
// split surrogate pairs and code points split emoji built of several (🇯🇵, 👍🏽, 👨‍👩‍👧).

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first `max` graphemes of `text` (all of it when shorter). */
export function graphemePrefix(text: string, max: number): string {
  if (max <= 0) return '';
  let end = 0;
  let count = 0;
  for (const { index, segment } of segmenter.segment(text)) {
    if (count === max) break;
    end = index + segment.length;
    count += 1;
  }
  return text.slice(0, end);
}
