// Avatar initials (SEED.md §9): the first letter of up to two words of the alt text.

export function initials(alt: string | undefined): string {
  if (!alt) return '';
  return alt
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstLetter(word).toUpperCase())
    .join('');
}

/** The first user-perceived character, so a surrogate pair (e.g. an emoji) is never split. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
