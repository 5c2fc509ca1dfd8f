// Fan art boards on the stack: the grant callable (the abuse gate, the per-client grant limit,
// boards that take no images), then the pipeline on a staged image (the Admin SDK stands in for the
// browser; storage.rules are proven in the rules suite): held for the owner by default, published
// after processing when the owner opted out, refused bytes spend the grant, a repeated delivery
// creates nothing, and the staging object is always deleted.
import {
  BOARD_IMAGE_LIMITS,
  createBoard,
  deleteBoardPosts,
  imageVariantPath,
  listBoardPosts,
  publicBoardPath,
  requestBoardImageUpload,
  updateBoardPosts,
  type BoardInput,
  type PublicBoard,
} from '@spaces/contracts';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { StoredGrant } from '../src/boards/imageStore';
import { handleUpload } from '../src/images/handleUpload';
import { call, failure, beforeCalls } from './support/call';
import { db } from './support/firestore';
import { BUCKET, bucket, objectExists, until } from './support/images';
import { newClient, newOpenSpace } from './support/sends';
import { unique } from './support/stack';
import { addBoard } from './support/boards';

beforeCalls([createBoard, requestBoardImageUpload, listBoardPosts, updateBoardPosts]);

async function artBoard(over: Partial<BoardInput> = {}) {
  const space = await newOpenSpace();
  const board = await addBoard(space.owner, space.spaceId, {
    slug: `art-${unique()}`,
    images: 'review',
    ...over,
  });
  return { ...space, board };
}

const drawing = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .png()
    .toBuffer();

/** Asks for an upload grant as a visitor's page does: Aki's post with a PNG of `size` bytes. */
const requestGrant = (
  slug: string,
  boardSlug: string,
  size: number,
  client = newClient(),
  over: { contentType?: string } = {},
) =>
  call(
    requestBoardImageUpload,
    undefined,
    {
      slug,
      boardSlug,
      body: '描きました！ I drew this!',
      name: 'Aki',
      contentType: 'image/png',
      size,
      ...over,
    },
    client,
  );

const grantDoc = (grantId: string) => db().collection('boardImageGrants').doc(grantId);
const readGrant = async (grantId: string) =>
  (await grantDoc(grantId).get()).data() as StoredGrant | undefined;

/** Uploads as the browser would, then waits until the pipeline has spent the grant. */
async function uploadAndWait(path: string, grantId: string, bytes: Buffer) {
  await bucket().file(path).save(bytes, { resumable: false, contentType: 'image/png' });
  const grant = await until(
    `grant ${grantId}`,
    () => readGrant(grantId),
    (g) => g?.usedAt !== undefined,
  );
  await until(
    `staging ${path} deleted`,
    () => objectExists(path),
    (e) => !e,
  );
  return grant!;
}

async function storedPosts(spaceId: string, boardId: string) {
  const snapshot = await db().collection(`spaces/${spaceId}/boards/${boardId}/posts`).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

async function publicPosts(slug: string, boardSlug: string, count: number) {
  let posts: PublicBoard['posts'];
  await vi.waitFor(
    async () => {
      const doc = (await db().doc(publicBoardPath(slug, boardSlug)).get()).data() as
        PublicBoard | undefined;
      posts = doc?.posts;
      expect(posts).toHaveLength(count);
    },
    { timeout: 60_000, interval: 250 },
  );
  return posts!;
}

describe('the upload grant', () => {
  it('is refused on a board that takes no images', async () => {
    const { slug, board } = await artBoard({ images: 'off' });
    const refused = await failure(requestGrant(slug, board.slug, 100));
    expect(refused.details?.reason).toBe('board-closed');
    expect(refused.code).toBe('failed-precondition');
  });

  it('refuses a size above the cap and a type the rules do not take', async () => {
    const { slug, board } = await artBoard();
    const big = await failure(
      requestGrant(slug, board.slug, BOARD_IMAGE_LIMITS.uploadMaxBytes + 1),
    );
    expect(big.details?.reason).toBe('invalid-input');
    const gif = await failure(
      requestGrant(slug, board.slug, 100, newClient(), { contentType: 'image/gif' }),
    );
    expect(gif.details?.reason).toBe('invalid-input');
  });

  it('goes through the abuse gate: one client’s burst is refused past the gate’s limit', async () => {
    const { slug, board } = await artBoard();
    const client = newClient();
    const results: string[] = [];
    for (let i = 0; i < 7; i++) {
      try {
        await requestGrant(slug, board.slug, 100, client);
        results.push('ok');
      } catch (error) {
        results.push((error as { details?: { reason?: string } }).details?.reason ?? 'error');
      }
    }
    expect(results.filter((r) => r === 'ok').length).toBeLessThan(7);
    expect(results.at(-1)).toBe('rate-limited');
  });

  it('holds the per-client grant limit, counted in rateLimits/', async () => {
    const { slug, board } = await artBoard();
    const client = newClient();
    const first = await requestGrant(slug, board.slug, 100, client);
    const grant = await readGrant(first.grantId);
    const counter = db().collection('rateLimits').doc(`board-image-hour_${grant!.addressKey}`);
    expect((await counter.get()).data()?.count).toBe(1);
    // The hour's grants spent (the gate's per-minute limit would take ten minutes to allow it).
    await counter.update({ count: BOARD_IMAGE_LIMITS.grantsPerClientPerHour });
    const refused = await failure(requestGrant(slug, board.slug, 100, client));
    expect(refused.details?.reason).toBe('rate-limited');
    // Another client is not affected.
    await requestGrant(slug, board.slug, 100);
  });

  it('names the upload path, the expiry and the secretless grant', async () => {
    const { slug, board } = await artBoard();
    const before = Date.now();
    const answer = await requestGrant(slug, board.slug, 1234);
    expect(answer.path).toBe(`board-uploads/${answer.grantId}`);
    expect(answer.status).toBe('pending');
    expect(JSON.stringify(answer)).not.toContain('secret');
    const expires = Date.parse(answer.expiresAt);
    expect(expires - before).toBeGreaterThan((BOARD_IMAGE_LIMITS.grantSeconds - 30) * 1000);
    expect(expires - before).toBeLessThanOrEqual((BOARD_IMAGE_LIMITS.grantSeconds + 30) * 1000);
    expect(await readGrant(answer.grantId)).toMatchObject({ size: 1234, contentType: 'image/png' });
  });
});

describe('the pipeline', () => {
  it('holds an image post for the owner by default; approved, it shows with its image', async () => {
    const { owner, slug, spaceId, board } = await artBoard();
    const bytes = await drawing();
    const answer = await requestGrant(slug, board.slug, bytes.length);
    const grant = await uploadAndWait(answer.path, answer.grantId, bytes);
    expect(grant.postId).toBeDefined();
    const [post] = await storedPosts(spaceId, board.boardId);
    expect(post).toMatchObject({ status: 'pending', queued: true, name: 'Aki' });
    const image = (post as { image?: { path: string; widths: number[] } }).image!;
    expect(image.path).toMatch(new RegExp(`^images/${owner.uid}/`));
    expect(image.path).not.toContain(answer.grantId);
    expect(await objectExists(imageVariantPath(image, image.widths[0]!))).toBe(true);
    expect(await publicPosts(slug, board.slug, 0)).toEqual([]);

    await call(updateBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      postIds: [grant.postId!],
      change: { status: 'published' },
    });
    const [shown] = await publicPosts(slug, board.slug, 1);
    expect(shown).toMatchObject({ body: '描きました！ I drew this!', image: { path: image.path } });

    // A repeated delivery of the same object finds the grant spent and creates nothing.
    await bucket().file(answer.path).save(bytes, { resumable: false, contentType: 'image/png' });
    await until(
      `staging deleted again`,
      () => objectExists(answer.path),
      (e) => !e,
    );
    expect(
      await handleUpload({ bucket: BUCKET, name: answer.path, size: bytes.length, metadata: {} }),
    ).toBe('repeated');
    expect(await storedPosts(spaceId, board.boardId)).toHaveLength(1);

    // Deleting (rejecting) the post takes its image away too.
    await call(deleteBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      postIds: [grant.postId!],
    });
    await until(
      'variants deleted',
      () => objectExists(imageVariantPath(image, image.widths[0]!)),
      (e) => !e,
    );
  });

  it('publishes after processing when the owner opted out of review', async () => {
    const { slug, spaceId, board } = await artBoard({ images: 'publish' });
    const bytes = await drawing();
    const answer = await requestGrant(slug, board.slug, bytes.length);
    expect(answer.status).toBe('published');
    await uploadAndWait(answer.path, answer.grantId, bytes);
    const [post] = await storedPosts(spaceId, board.boardId);
    expect(post).toMatchObject({ status: 'published', queued: false });
    const [shown] = await publicPosts(slug, board.slug, 1);
    expect(shown?.image?.widths.length).toBeGreaterThan(0);
  });

  it('refuses bytes that are not an image: the grant is spent, no post, staging deleted', async () => {
    const { slug, spaceId, board } = await artBoard({ images: 'publish' });
    const bytes = Buffer.from('not an image at all, only words');
    const answer = await requestGrant(slug, board.slug, bytes.length);
    const grant = await uploadAndWait(answer.path, answer.grantId, bytes);
    expect(grant.failure).toBeDefined();
    expect(grant.postId).toBeUndefined();
    expect(await storedPosts(spaceId, board.boardId)).toEqual([]);
  });
});
