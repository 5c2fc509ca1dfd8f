// Share cards: the images a page shows in link previews (`og:image`, 1200×630) and offers for
// stories (1080×1350), made on the server from the page's own name, avatar and theme. One path
// scheme for the pages that link to them and the endpoint that renders them.

/** What a card shows: a space's top page, its letter page, one of its boards, or one answer. */
export type CardTarget =
  | { kind: 'space' }
  | { kind: 'letter' }
  | { kind: 'board'; boardSlug: string }
  | { kind: 'answer'; boardSlug: string; postId: string };

export type CardSize = 'og' | 'story';

export const CARD_SIZES: Readonly<Record<CardSize, { width: number; height: number }>> = {
  og: { width: 1200, height: 630 },
  story: { width: 1080, height: 1350 },
};

/** The path's target part: `space`, `letter`, `board/{boardSlug}`, `answer/{boardSlug}/{postId}`. */
function targetPart(target: CardTarget): string {
  switch (target.kind) {
    case 'space':
    case 'letter':
      return target.kind;
    case 'board':
      return `board/${target.boardSlug}`;
    case 'answer':
      return `answer/${target.boardSlug}/${target.postId}`;
  }
}

/**
 * A card's version from its public document's `sourceUpdateTime` (a nanosecond ISO time): its
 * millisecond, so the page's `?v=` and the endpoint's agree.
 */
export function cardVersionOf(sourceUpdateTime: string): number {
  return Date.parse(sourceUpdateTime.replace(/(\.\d{3})\d+/, '$1'));
}

/**
 * An answer's card draws the space (its name, avatar and colours) and the answer: its version is
 * the later change of the two, so the answer page's `?v=` and the endpoint's agree.
 */
export function answerCardVersion(spaceSourceUpdateTime: string, answerUpdatedAt: number): number {
  return Math.max(cardVersionOf(spaceSourceUpdateTime), answerUpdatedAt);
}

/**
 * The site-relative path of a card, e.g. `/api/cards/mika/answer/answers/abc123.og.png`. `version`
 * (the source document's last change, in ms) busts caches when the page changes.
 */
export function cardPath(
  slug: string,
  target: CardTarget,
  size: CardSize,
  version?: number,
): string {
  const path = `/api/cards/${slug}/${targetPart(target)}.${size}.png`;
  return version === undefined ? path : `${path}?v=${version}`;
}
