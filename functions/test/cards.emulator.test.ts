// Share cards through Hosting's rewrite to the renderCard function: both sizes at their pixel
// sizes, answers from their public document, 404 for what is not public, the top page's og:image
// naming a card that loads, and any other version sent to the current one.
import {
  CARD_SIZES,
  cardPath,
  cardVersionOf,
  publishAnswer,
  unpublishAnswer,
  type CardSize,
} from '@spaces/contracts';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { call } from './support/call';
import { waitForPublicSpace } from './support/firestore';
import { putMessage } from './support/inbox';
import { newOpenSpace } from './support/sends';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

const origin = () => process.env.SPACES_HOSTING_ORIGIN!;

async function png(path: string, size: CardSize) {
  const res = await fetch(origin() + path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.has('set-cookie')).toBe(false);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'png',
    ...CARD_SIZES[size],
  });
  return res;
}

describe('share cards', () => {
  it('draws a published space’s top and letter cards in both sizes, versioned for the CDN', async () => {
    const { slug } = await newOpenSpace();
    await waitForPublicSpace(slug, (doc) => doc?.letterBox !== undefined);
    await png(cardPath(slug, { kind: 'space' }, 'og'), 'og');
    await png(cardPath(slug, { kind: 'letter' }, 'story'), 'story');

    // The page names its card, absolute and versioned; the versioned card is kept a day.
    const page = await (await fetch(`${origin()}/${slug}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
    expect(image).toMatch(new RegExp(`/api/cards/${slug}/space\\.og\\.png\\?v=\\d+$`));
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const url = new URL(image!.replaceAll('&amp;', '&'));
    const res = await png(url.pathname + url.search, 'og');
    expect(res.headers.get('cache-control')).toContain('s-maxage=86400');
  });

  it('sends a card asked for at any other version to the current one, which the CDN keeps', async () => {
    const { slug } = await newOpenSpace();
    // The public page once the space's last change (its letter box) reached it.
    const doc = await waitForPublicSpace(slug, (d) => d?.letterBox !== undefined);
    const current = cardVersionOf(doc!.sourceUpdateTime);
    const path = cardPath(slug, { kind: 'space' }, 'og');
    for (const v of ['1', String(current + 1), 'anything']) {
      const res = await fetch(`${origin()}${path}?v=${v}`, { redirect: 'manual' });
      expect(res.status, v).toBe(302);
      expect(res.headers.get('location'), v).toBe(`${path}?v=${current}`);
    }
    const res = await png(`${path}?v=${current}`, 'og');
    expect(res.headers.get('cache-control')).toContain('s-maxage=86400');
  });

  it('draws a published answer, never kept by the CDN, and nothing once it is unpublished', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    await waitForPublicSpace(slug, (doc) => doc !== undefined);
    const messageId = await putMessage(spaceId, { name: '', body: 'おすすめの画材は？🎨' });
    const { boardSlug, postId } = await call(publishAnswer, owner, {
      slug,
      messageId,
      answer: '水彩なら丸筆が一本あれば十分です。',
    });
    const path = cardPath(slug, { kind: 'answer', boardSlug, postId }, 'story');
    const res = await png(path, 'story');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    await call(unpublishAnswer, owner, { slug, messageId });
    expect((await fetch(origin() + path)).status).toBe(404);
  });

  it('answers 404 for an unpublished space, an unknown one and a path it never builds', async () => {
    const hidden = await newOpenSpace(undefined, { published: false });
    for (const path of [
      cardPath(hidden.slug, { kind: 'space' }, 'og'),
      cardPath(`nobody-${unique()}`, { kind: 'space' }, 'og'),
      cardPath(hidden.slug, { kind: 'board', boardSlug: 'none' }, 'story'),
      `/api/cards/${hidden.slug}/space.huge.png`,
    ]) {
      const res = await fetch(origin() + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).not.toBe('image/png');
    }
  });
});
