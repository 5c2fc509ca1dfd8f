// Where the share sheet and an answer's share row send a page's address: each service's own share
// page, opened as a plain link (no SDK, no script of theirs), so the links work before any script
// of ours runs too.
import { cardPath } from '@spaces/contracts';

/** X's compose page with the text and the address filled in: its documented post web intent. */
export function xShareUrl(url: string, text: string): string {
  const query = new URLSearchParams({ text, url });
  return `https://x.com/intent/tweet?${query.toString()}`;
}

/**
 * LINE's share page: the person picks a chat or their timeline there. With `text`, LINE's share
 * scheme, whose message is the text and then the address on a line of its own.
 */
export function lineShareUrl(url: string, text?: string): string {
  if (text !== undefined)
    return `https://line.me/R/share?${new URLSearchParams({ text: `${text}\n${url}` }).toString()}`;
  return `https://social-plugins.line.me/lineit/share?${new URLSearchParams({ url }).toString()}`;
}

/** The story-size (1080×1350) image of the space's page, saved under the slug's name. */
export function storyImage(slug: string): { href: string; fileName: string } {
  return { href: cardPath(slug, { kind: 'space' }, 'story'), fileName: `${slug}-story.png` };
}
