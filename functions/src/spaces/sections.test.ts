// Cards, text blocks, embeds, the section order and renaming, as pure changes of a space.
import { DEFAULT_SECTION_ORDER, LIMITS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../platform/errors';
import {
  designOf,
  renamed,
  withCards,
  withEmbeds,
  withSectionOrder,
  withTexts,
  type Space,
} from './space';
import { card, ids, image, issuesOf, rowIssues, space, t1 } from './space.fixtures';

describe('cards', () => {
  it('trims, normalises links, keeps ids and gives new cards one', () => {
    const next = withCards(
      space(),
      [card({ id: 'keep', title: ' Zine ', url: 'shop.example.com' }), card({ url: ' ' })],
      t1,
      ids(),
    );
    expect(next.cards).toEqual([
      {
        id: 'keep',
        title: 'Zine',
        text: 'Issue 3',
        url: 'https://shop.example.com/',
        visible: true,
      },
      { id: 'id1', title: 'Zine', text: 'Issue 3', visible: true },
    ]);
    expect(next.updatedAt).toBe(t1);
  });

  it('refuses unsafe links and a card with neither title, text nor image', () => {
    expect(
      rowIssues(withCards, [card({ url: 'javascript:alert(1)' }), card({ title: ' ', text: '' })]),
    ).toEqual([
      { field: 'cards.0.url', rule: 'unsafeLink' },
      { field: 'cards.1.title', rule: 'blank' },
    ]);
  });

  it('keeps an attached image with its card by id, whatever the order', () => {
    const before = space({
      cards: [
        { id: 'a', title: '', text: '', visible: true, image: image('a') },
        { id: 'b', title: 'B', text: '', visible: true },
      ],
    });
    const next = withCards(
      before,
      [card({ id: 'b' }), card({ id: 'a', title: '', text: '' })],
      t1,
      ids(),
    );
    expect(next.cards?.map((c) => [c.id, c.image?.path])).toEqual([
      ['b', undefined],
      ['a', 'images/owner/a'],
    ]);
    expect(next.removedImages).toBeUndefined();
  });

  it("queues a removed card's image for deletion", () => {
    const before = space({
      cards: [{ id: 'a', title: 'A', text: '', visible: true, image: image('a') }],
      removedImages: [image('old')],
    });
    const next = withCards(before, [], t1, ids());
    expect(next.cards).toEqual([]);
    expect(next.removedImages?.map((i) => i.path)).toEqual(['images/owner/old', 'images/owner/a']);
  });

  it('refuses the same id twice', () => {
    expect(rowIssues(withCards, [card({ id: 'x' }), card({ id: 'x' })])).toEqual([
      { field: 'cards.1.id', rule: 'duplicate' },
    ]);
  });
});

describe('text blocks', () => {
  it('keeps line breaks inside the body and trims its ends', () => {
    const next = withTexts(
      space(),
      [{ heading: ' News ', body: ' line 1\r\nline 2 \n', visible: false }],
      t1,
      ids(),
    );
    expect(next.texts).toEqual([
      { id: 'id1', heading: 'News', body: 'line 1\nline 2', visible: false },
    ]);
  });

  it('refuses a block with neither heading nor body', () => {
    expect(rowIssues(withTexts, [{ heading: ' ', body: '\n', visible: true }])).toEqual([
      { field: 'texts.0.body', rule: 'blank' },
    ]);
  });
});

describe('embeds', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const track = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
  const saved = withEmbeds(
    space(),
    [
      { provider: 'youtube', url: video, title: ' MV ', visible: true },
      { provider: 'spotify', url: track, title: '', visible: false },
    ],
    t1,
    ids(),
  );

  it('stores each as its provider, kind and id, with new ids', () => {
    expect(designOf(saved).embeds).toEqual([
      {
        id: 'id1',
        provider: 'youtube',
        kind: 'video',
        ref: 'dQw4w9WgXcQ',
        url: video,
        title: 'MV',
        visible: true,
      },
      {
        id: 'id2',
        provider: 'spotify',
        kind: 'track',
        ref: '4uLU6hMCjMI75M1A2tKUQC',
        url: track,
        title: '',
        visible: false,
      },
    ]);
    expect(saved.updatedAt).toEqual(t1);
  });

  it('refuses an address that is not the chosen provider’s', () => {
    expect(
      rowIssues(withEmbeds, [{ provider: 'twitch', url: video, title: '', visible: true }]),
    ).toEqual([{ field: 'embeds.0.url', rule: 'embedMismatch' }]);
  });

  it('keeps a poster while the embed points at the same thing, and queues it otherwise', () => {
    const poster = image('poster');
    const withPoster: Space = {
      ...saved,
      embeds: designOf(saved).embeds.map((e) => (e.id === 'id1' ? { ...e, poster } : e)),
    };
    const retitled = withEmbeds(
      withPoster,
      [{ id: 'id1', provider: 'youtube', url: video, title: 'New', visible: true }],
      t1,
      ids(),
    );
    expect(designOf(retitled).embeds[0]?.poster).toEqual(poster);
    expect(retitled.removedImages).toBeUndefined();

    const moved = withEmbeds(
      withPoster,
      [
        {
          id: 'id1',
          provider: 'youtube',
          url: 'https://youtu.be/abcdefghijk',
          title: 'MV',
          visible: true,
        },
      ],
      t1,
      ids(),
    );
    expect(designOf(moved).embeds[0]?.poster).toBeUndefined();
    expect(moved.removedImages).toEqual([poster]);
    expect(withEmbeds(withPoster, [], t1, ids()).removedImages).toEqual([poster]);
  });
});

describe('section order', () => {
  it('stores a new order and writes nothing for the same one again', () => {
    const order = [...DEFAULT_SECTION_ORDER].reverse();
    const next = withSectionOrder(space(), order, t1);
    expect(designOf(next).sectionOrder).toEqual(order);
    expect(withSectionOrder(next, order, t1)).toBe(next);
  });

  it('gives a space saved before embeds existed the section after its cards', () => {
    const before = space({
      sectionOrder: ['text', 'cards', 'sns', 'buttons', 'letter', 'fanMessages', 'boards'],
    });
    expect(designOf(before).sectionOrder.slice(0, 3)).toEqual(['text', 'cards', 'embeds']);
  });
});

describe('renaming', () => {
  it('moves to the new slug and keeps the old one as a former slug', () => {
    const next = renamed('s1', space(), 'New-Name', undefined, t1);
    expect(next).toMatchObject({ slug: 'new-name', formerSlugs: ['my-space'], updatedAt: t1 });
  });

  it('may take back one of its own former slugs', () => {
    const once = renamed('s1', space(), 'second', undefined, t1);
    const back = renamed('s1', once, 'my-space', 's1', t1);
    expect(back).toMatchObject({ slug: 'my-space', formerSlugs: ['second'] });
  });

  it("refuses another space's slug, current or former", () => {
    expect(() => renamed('s1', space(), 'taken', 's2', t1)).toThrow(ConflictError);
  });

  it('refuses invalid and reserved slugs and does nothing for the same slug', () => {
    expect(issuesOf(() => renamed('s1', space(), 'admin', undefined, t1))).toEqual([
      { field: 'slug', rule: 'reserved' },
    ]);
    const same = space();
    expect(renamed('s1', same, 'MY-SPACE', 's1', t1)).toBe(same);
  });

  it('refuses a rename past the number of former slugs a space keeps', () => {
    const formerSlugs = Array.from({ length: LIMITS.formerSlugsPerSpace }, (_, i) => `old-${i}`);
    expect(issuesOf(() => renamed('s1', space({ formerSlugs }), 'fresh', undefined, t1))).toEqual([
      { field: 'slug', rule: 'maxItems', limit: LIMITS.formerSlugsPerSpace },
    ]);
  });
});
