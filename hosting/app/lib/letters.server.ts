// "Letters from this browser" (decision 068): the letters and fan messages this browser sent to a
// space, newest first, each with its state and its receipt, read from the browser's own
// `__session` cookie — the only place the list lives. Nothing of it is stored on the server or
// shown to the owner. A page that lists any is the browser's own: never cached, no referrer, no
// third-party script. The same list gives the thanks after a send its receipt, so that no token
// rides in the thanks' address.
import {
  graphemePrefix,
  LETTERS_ENTRY,
  lettersOf,
  receiptPath,
  type MessageKind,
} from '@spaces/contracts';
import type { AppLoadContext } from 'react-router';
import { readHostingCookie } from './hosting-cookie.server';
import { CAPABILITY_HEADERS, countLookup, readReceipt, type ReceiptState } from './receipts.server';

/** How much of each letter the list shows, so that the fan knows which it was. */
const EXCERPT_GRAPHEMES = 40;

/** One letter of the list as a page shows it. */
export interface BrowserLetter {
  token: string;
  /** The receipt's whole address, to open or keep. */
  href: string;
  state: ReceiptState;
  sentAt: string;
  kind?: MessageKind;
  excerpt?: string;
}

export interface BrowserLetters {
  /** Newest first. */
  entries: BrowserLetter[];
}

/**
 * The letters this browser remembers sending to the space, newest first, or undefined when it
 * remembers none (the page then stays the public, cached one). One lookup for the abuse gate,
 * then two reads per letter.
 */
export async function browserLetters(
  request: Request,
  context: AppLoadContext | undefined,
  space: { spaceId: string; slug: string },
  siteOrigin: string,
): Promise<BrowserLetters | undefined> {
  const tokens = lettersOf(readHostingCookie(request).get(LETTERS_ENTRY))
    .filter((letter) => letter.slug === space.slug)
    .map((letter) => letter.token)
    .reverse();
  if (tokens.length === 0) return undefined;
  await countLookup(context, space.slug);
  const views = await Promise.all(
    tokens.map((token) => readReceipt(space.spaceId, space.slug, token)),
  );
  const entries = views.flatMap((view) =>
    view === undefined
      ? []
      : [
          {
            token: view.token,
            href: `${siteOrigin}${receiptPath(space.slug, view.token)}`,
            state: view.state,
            sentAt: view.sentAt,
            ...(view.message && {
              kind: view.message.kind,
              excerpt: graphemePrefix(view.message.body.replace(/\s+/g, ' '), EXCERPT_GRAPHEMES),
            }),
          },
        ],
  );
  return { entries };
}

/** The newest letter of `kind` in the list: what a thanks after a send shows as its receipt. */
export function newestOf(
  letters: BrowserLetters | undefined,
  kind: MessageKind,
): string | undefined {
  return letters?.entries.find((entry) => entry.kind === kind)?.href;
}

/** A page that lists the browser's letters carries their tokens: it is the browser's alone. */
export const LETTERS_HEADERS = CAPABILITY_HEADERS;
