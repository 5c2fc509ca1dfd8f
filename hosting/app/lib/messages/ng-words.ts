// The NG-word list as the owner edits it: one word or phrase per line.
import { checkNgWords } from '@spaces/contracts';

/**
 * Lines → the list as the server keeps it (checkNgWords): trimmed, blank lines dropped, repeats
 * (ignoring case and width) kept once, first spelling first.
 */
export function parseNgWords(text: string): string[] {
  const checked = checkNgWords(text.split(/\r?\n/));
  return checked.ok ? checked.value : [];
}

export function formatNgWords(words: readonly string[]): string {
  return words.join('\n');
}
