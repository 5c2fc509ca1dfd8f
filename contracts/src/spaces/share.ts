// What a page's link preview says: the owner's share title and description, else the page's own
// name and text. One rule for the public pages' meta tags and the editor's preview of them.
import { LIMITS } from '../limits';
import { graphemePrefix } from '../platform/graphemes';
import type { SpaceTop } from './space';

/** The start of a page's text as a preview's description: on one line, as previews show it. */
export function previewDescription(text: string): string {
  return graphemePrefix(text.replace(/\s+/g, ' ').trim(), LIMITS.shareDescriptionMaxGraphemes);
}

/**
 * The top page's title and description in link previews and its `<title>`: the owner's share
 * title and description, else the display name and the bio's start (the name when there is none).
 */
export function shareTextOf(
  top: Pick<SpaceTop, 'displayName' | 'bio' | 'shareTitle' | 'shareDescription'>,
): { title: string; description: string } {
  const title = top.shareTitle || top.displayName;
  return { title, description: top.shareDescription || previewDescription(top.bio) || title };
}
