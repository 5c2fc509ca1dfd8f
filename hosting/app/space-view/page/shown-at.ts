// What the public page shows of its timed links at the time of the request.
import { isShownAt, type PublicSpace } from '@spaces/contracts';

/**
 * Timed buttons and cards only inside their window, and live-now buttons first (they are
 * highlighted until their stream ends, which is also when they go).
 */
export function shownAt<T extends Pick<PublicSpace, 'buttons' | 'cards'>>(
  space: T,
  now: number,
): T {
  const buttons = space.buttons.filter((button) => isShownAt(button, now));
  return {
    ...space,
    buttons: [
      ...buttons.filter((button) => button.live === true),
      ...buttons.filter((button) => button.live !== true),
    ],
    cards: space.cards.filter((card) => isShownAt(card, now)),
  };
}
