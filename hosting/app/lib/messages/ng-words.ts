// The NG-word list as the owner edits it: one word or phrase per line.

/** Lines → the list: trimmed, blank lines dropped, repeats (ignoring case) kept once. */
export function parseNgWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim();
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

export function formatNgWords(words: readonly string[]): string {
  return words.join('\n');
}
