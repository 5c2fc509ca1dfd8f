// Plain text with its web and mail addresses found: a list of text and link tokens, never HTML, so
// a renderer draws links as elements and everything else as escaped text. Line breaks stay in the
// text tokens (render them with `white-space: pre-line`). The one tokeniser of owners' text: the
// editor's previews and the public page link the same words the same way. Only what `safeHref`
// accepts (http(s) and mailto) becomes a link.
import { safeHref } from '@spaces/contracts';

export type TextToken =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// ASCII only: Japanese text often runs straight on after an address ("https://x.jpで配信"), and
// full-width brackets and punctuation (（）「」。、！) end it.
const CANDIDATE = /\b(?:https?:\/\/|www\.|mailto:)[!#-;=?-~]+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,:;!?'"*_~]+$/;

/** Drops trailing punctuation and a closing bracket that opened outside the address. */
function trimCandidate(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
    ] as const) {
      if (text.endsWith(close) && count(text, open) < count(text, close)) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

export function linkify(input: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  const push = (text: string) => {
    if (text === '') return;
    const previous = tokens[tokens.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else tokens.push({ kind: 'text', text });
  };
  for (const match of input.matchAll(CANDIDATE)) {
    const text = trimCandidate(match[0]);
    const start = match.index;
    const href = safeHref(/^www\./i.test(text) ? `https://${text}` : text);
    push(input.slice(last, start));
    if (href) tokens.push({ kind: 'link', text, href });
    else push(text);
    last = start + text.length;
  }
  push(input.slice(last));
  return tokens;
}
