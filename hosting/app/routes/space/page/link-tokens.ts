// Splits plain text into text and link tokens, so that URLs in a bio or a text block become links
// while everything else stays text (React escapes it; nothing is ever parsed as HTML). Only http(s)
// URLs are linked; trailing punctuation stays outside the link.
export type LinkToken =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'「」『』（）()、。]+/gi;
const TRAILING = /[.,!?:;]+$/;

export function linkTokens(text: string): LinkToken[] {
  const tokens: LinkToken[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) tokens.push({ kind: 'text', text: text.slice(last, start) });
    let href: string | null = null;
    try {
      href = new URL(url).href;
    } catch {
      href = null;
    }
    tokens.push(href ? { kind: 'link', text: url, href } : { kind: 'text', text: url });
    last = start + url.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}
