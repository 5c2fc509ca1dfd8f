// The NG-word list as the owner edits it: one word or phrase per line.
import { ngWordSet } from '@spaces/contracts';

/**
 * Lines → the list as the server keeps it (ngWordSet): trimmed, blank lines dropped, repeats
 * (ignoring case and width) kept once, first spelling first. A word that would match nothing is
 * sent as it is, and the server's refusal names it.
 */
export function parseNgWords(text: string): string[] {
  return ngWordSet(text.split(/\r?\n/));
}

export function formatNgWords(words: readonly string[]): string {
  return words.join('\n');
}
