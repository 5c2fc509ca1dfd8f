// Cards, text blocks, the section order and renaming through the Functions emulator, with real
// Auth-emulator ID tokens; the public document and the slug claims are read back from Firestore.
import {
  DEFAULT_SECTION_ORDER,
  LIMITS,
  createSpace,
  getSpaceForEdit,
  renameSpace,
  setSpacePublished,
  slugClaimPath,
  updateSectionOrder,
  updateSpaceCards,
  updateSpaceTexts,
  type CardInput,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { newSpace, spaceOfNewOwner } from './support/spaces';
import { db, exists, waitForPublicSpace } from './support/firestore';
import { unique } from './support/stack';

const slug = () => `t-${unique()}`;
const card = (over: Partial<CardInput> = {}): CardInput => ({
  title: 'Zine',
  text: 'Issue 3',
  visible: true,
  ...over,
});

let stranger: TestUser;

beforeCalls(
  [
    createSpace,
    updateSpaceCards,
    updateSpaceTexts,
    updateSectionOrder,
    renameSpace,
    setSpacePublished,
  ],
  {
    before: async () => {
      stranger = await newUser();
    },
  },
);

describe('updateSpaceCards', () => {
  it('saves the ordered list, keeps ids, normalises links and publishes visible cards', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const first = await call(updateSpaceCards, owner, {
      spaceId: space.spaceId,
      cards: [card({ url: 'shop.example.com' }), card({ title: 'Hidden', visible: false })],
    });
    const [a, b] = first.space.cards;
    expect(a).toMatchObject({ title: 'Zine', url: 'https://shop.example.com/' });
    const second = await call(updateSpaceCards, owner, {
      spaceId: space.spaceId,
      cards: [
        { id: b?.id, title: 'Hidden', text: '', visible: false },
        { id: a?.id, title: 'Zine', text: '', visible: true },
      ],
    });
    expect(second.space.cards.map((c) => c.id)).toEqual([b?.id, a?.id]);
    const doc = await waitForPublicSpace(
      space.slug,
      (d) => d?.cards.length === 1 && d.cards[0]?.text === '',
    );
    expect(doc?.cards.map((c) => c.id)).toEqual([a?.id]);
  });

  it('names each broken field and refuses more than the limit', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    const invalid = await failure(
      call(updateSpaceCards, owner, {
        spaceId: space.spaceId,
        cards: [card({ url: 'javascript:alert(1)' }), card({ title: '', text: ' ' })],
      }),
    );
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.details?.issues).toEqual([
      { field: 'cards.0.url', rule: 'unsafeLink' },
      { field: 'cards.1.title', rule: 'blank' },
    ]);
    const tooMany = await failure(
      call(updateSpaceCards, owner, {
        spaceId: space.spaceId,
        cards: Array.from({ length: LIMITS.cardsPerSpace + 1 }, () => card()),
      }),
    );
    expect(tooMany.details?.issues).toEqual([
      { field: 'cards', rule: 'maxItems', limit: LIMITS.cardsPerSpace },
    ]);
  });

  it("refuses another user's space", async () => {
    const { space } = await spaceOfNewOwner('t');
    const error = await failure(
      call(updateSpaceCards, stranger, { spaceId: space.spaceId, cards: [] }),
    );
    expect(error.code).toBe('permission-denied');
  });
});

describe('updateSpaceTexts', () => {
  it('keeps line breaks and refuses a body over the limit', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    const { space: saved } = await call(updateSpaceTexts, owner, {
      spaceId: space.spaceId,
      texts: [{ heading: ' News ', body: 'line 1\nhttps://example.com', visible: true }],
    });
    expect(saved.texts).toMatchObject([{ heading: 'News', body: 'line 1\nhttps://example.com' }]);
    const error = await failure(
      call(updateSpaceTexts, owner, {
        spaceId: space.spaceId,
        texts: [{ heading: '', body: 'x'.repeat(LIMITS.textBodyMaxLength + 1), visible: true }],
      }),
    );
    expect(error.details?.issues).toEqual([
      { field: 'texts.0.body', rule: 'maxLength', limit: LIMITS.textBodyMaxLength },
    ]);
  });
});

describe('updateSectionOrder', () => {
  it('stores an order of every section once and refuses anything else', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    const order = [...DEFAULT_SECTION_ORDER].reverse();
    const { space: saved } = await call(updateSectionOrder, owner, {
      spaceId: space.spaceId,
      sectionOrder: order,
    });
    expect(saved.sectionOrder).toEqual(order);
    const repeated = await failure(
      call(updateSectionOrder, owner, {
        spaceId: space.spaceId,
        sectionOrder: [...order.slice(1), order[1]],
      }),
    );
    expect(repeated.code).toBe('invalid-argument');
    const withTop = await failure(
      call(updateSectionOrder, owner, {
        spaceId: space.spaceId,
        sectionOrder: ['top', ...order.slice(1)],
      }),
    );
    expect(withTop.code).toBe('invalid-argument');
  });
});

describe('renameSpace', () => {
  it('moves the space and its public document; the old slug redirects and stays reserved', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    await waitForPublicSpace(space.slug, (d) => d !== undefined);
    const next = slug();
    const { space: renamed } = await call(renameSpace, owner, {
      spaceId: space.spaceId,
      slug: next.toUpperCase(),
    });
    expect(renamed.slug).toBe(next);
    await waitForPublicSpace(next, (d) => d?.spaceId === space.spaceId);
    await waitForPublicSpace(space.slug, (d) => d === undefined);
    const oldClaim = (await db().doc(slugClaimPath(space.slug)).get()).data();
    expect(oldClaim).toMatchObject({ spaceId: space.spaceId, redirectTo: next });

    // Nobody else can take the old slug, neither by creating nor by renaming.
    const created = await failure(
      call(createSpace, stranger, { slug: space.slug, displayName: 'Other' }),
    );
    expect(created.code).toBe('already-exists');
    const other = await newSpace(stranger, 't');
    const taken = await failure(
      call(renameSpace, stranger, { spaceId: other.spaceId, slug: space.slug }),
    );
    expect(taken.details?.reason).toBe('slug-taken');
    const current = await failure(
      call(renameSpace, stranger, { spaceId: other.spaceId, slug: next }),
    );
    expect(current.details?.reason).toBe('slug-taken');

    // The owner may go back: the old slug is current again and the newer one redirects to it.
    const { space: back } = await call(renameSpace, owner, {
      spaceId: space.spaceId,
      slug: space.slug,
    });
    expect(back.slug).toBe(space.slug);
    expect((await db().doc(slugClaimPath(space.slug)).get()).get('redirectTo')).toBeUndefined();
    expect((await db().doc(slugClaimPath(next)).get()).get('redirectTo')).toBe(space.slug);
    expect((await call(getSpaceForEdit, owner, { slug: next })).space.slug).toBe(space.slug);
  });

  it('gives a slug wanted by two spaces at once to exactly one of them', async () => {
    const [a, b] = await Promise.all([spaceOfNewOwner('t'), spaceOfNewOwner('t')]);
    const wanted = slug();
    const results = await Promise.allSettled([
      call(renameSpace, a.owner, { spaceId: a.space.spaceId, slug: wanted }),
      call(renameSpace, b.owner, { spaceId: b.space.spaceId, slug: wanted }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect((lost?.reason as { code?: string } | undefined)?.code).toBe('already-exists');
    const claim = (await db().doc(slugClaimPath(wanted)).get()).data();
    const winner = won[0]?.status === 'fulfilled' ? won[0].value.space.spaceId : undefined;
    expect(claim?.spaceId).toBe(winner);
  });

  it('refuses reserved and invalid slugs, naming the rule', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    const reserved = await failure(
      call(renameSpace, owner, { spaceId: space.spaceId, slug: 'admin' }),
    );
    expect(reserved.details?.issues).toEqual([{ field: 'slug', rule: 'reserved' }]);
    const short = await failure(call(renameSpace, owner, { spaceId: space.spaceId, slug: 'ab' }));
    expect(short.details?.issues).toEqual([{ field: 'slug', rule: 'minLength', limit: 3 }]);
    expect(await exists(slugClaimPath(space.slug))).toBe(true);
  });
});
