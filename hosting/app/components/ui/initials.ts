// Avatar initials: the first letter of up to two words of the alt text. A "letter"
// is a grapheme — what a person sees as one character — so an emoji made of several code points
// (a flag, a skin tone, a family joined by ZWJ) is kept whole.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function initials(alt: string | undefined): string {
  if (!alt) return '';
  return alt
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toUpperCase())
    .join('');
}

/** The first user-perceived character of `word`. */
function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}
