import type { PublicButton, PublicCard } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { shownAt } from './shown-at';

const button = (id: string, over: Partial<PublicButton> = {}): PublicButton => ({
  id,
  label: id,
  url: 'https://example.com/',
  color: 'primary',
  variant: 'solid',
  ...over,
});
const card = (id: string, over: Partial<PublicCard> = {}): PublicCard => ({
  id,
  title: id,
  text: '',
  ...over,
});

describe('shownAt', () => {
  const start = '2026-12-24T10:00:00.000Z';
  const end = '2026-12-24T12:00:00.000Z';
  const space = {
    buttons: [
      button('shop'),
      button('stream', { live: true, showUntil: end }),
      button('sale', { showFrom: start, showUntil: end }),
    ],
    cards: [card('always'), card('later', { showFrom: end })],
  };
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

  it('shows each timed link inside its window only, live-now first', () => {
    const before = shownAt(space, Date.parse('2026-12-24T09:59:59Z'));
    expect(ids(before.buttons)).toEqual(['stream', 'shop']);
    expect(ids(before.cards)).toEqual(['always']);

    const during = shownAt(space, Date.parse(start));
    expect(ids(during.buttons)).toEqual(['stream', 'shop', 'sale']);

    const after = shownAt(space, Date.parse(end));
    expect(ids(after.buttons)).toEqual(['shop']);
    expect(ids(after.cards)).toEqual(['always', 'later']);
  });
});
