// Images chosen for a card or a button before its first save, on the stack: the pipeline holds an
// upload without an item on the space, the save of a new row takes it, and an image the space does
// not hold (another user's, another space's, or one already taken) is refused.
import {
  createSpace,
  updateSpaceButtons,
  updateSpaceCards,
  type ImageRef,
} from '@spaces/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { processed, stage, until, variantsPresent } from './support/images';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

let owner: TestUser;
let other: TestUser;
let spaceId: string;
let otherSpaceId: string;

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();

async function ownSpace(user: TestUser): Promise<string> {
  const { space } = await call(createSpace, user, { slug: `nr-${unique()}`, displayName: 'Mika' });
  return space.spaceId;
}

/** Uploads a photo for a new row of `slot` (no item) and answers the processed image. */
async function held(user: TestUser, space: string, slot: 'card' | 'button'): Promise<ImageRef> {
  const { uploadId } = await stage(user.uid, await photo(), { slot, spaceId: space });
  const upload = await processed(uploadId);
  expect(upload).toMatchObject({ status: 'ready', slot, spaceId: space });
  return upload.image!;
}

const heldPaths = async (space: string) =>
  (
    ((await db().collection('spaces').doc(space).get()).get('heldImages') ?? []) as {
      image: ImageRef;
    }[]
  ).map((h) => h.image.path);

const button = {
  label: 'Shop',
  url: 'https://shop.example.com/',
  color: 'primary',
  variant: 'solid',
  visible: true,
} as const;

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser(), newUser()]);
  await warmUp([createSpace, updateSpaceCards, updateSpaceButtons]);
  [spaceId, otherSpaceId] = await Promise.all([ownSpace(owner), ownSpace(other)]);
}, WARM_UP_TIMEOUT_MS);

describe('an image chosen before the first save', () => {
  it('is held on the space, then goes onto the new card and the new button with their save', async () => {
    const [cardImage, thumb] = await Promise.all([
      held(owner, spaceId, 'card'),
      held(owner, spaceId, 'button'),
    ]);
    expect(await heldPaths(spaceId)).toEqual(expect.arrayContaining([cardImage.path, thumb.path]));
    expect(thumb.width).toBe(thumb.height); // a thumbnail is cut square

    const { space: withCard } = await call(updateSpaceCards, owner, {
      spaceId,
      cards: [{ title: '', text: '', visible: true, newImage: cardImage.path }],
    });
    expect(withCard.cards[0]!.image).toEqual(cardImage);
    const { space: withButton } = await call(updateSpaceButtons, owner, {
      spaceId,
      buttons: [{ ...button, newImage: thumb.path }],
    });
    expect(withButton.buttons[0]!.image).toEqual(thumb);
    expect(await heldPaths(spaceId)).toEqual([]);
    expect(await variantsPresent(thumb)).toEqual(thumb.widths.map(() => true));

    // Published, the public document carries both.
    await db().collection('spaces').doc(spaceId).update({ published: true });
    const slug = withButton.slug;
    const publicDoc = await until(
      `publicSpaces/${slug}`,
      async () =>
        (await db().collection('publicSpaces').doc(slug).get()).data() as
          { buttons: { image?: ImageRef }[]; cards: { image?: ImageRef }[] } | undefined,
      (doc) => doc !== undefined && doc.buttons.length === 1,
    );
    expect(publicDoc!.buttons[0]!.image).toEqual(thumb);
    expect(publicDoc!.cards[0]!.image).toEqual(cardImage);
  });

  it('refuses another user’s image, another space’s, and one already taken', async () => {
    const foreign = await held(other, otherSpaceId, 'button');
    const refused = await failure(
      call(updateSpaceButtons, owner, {
        spaceId,
        buttons: [{ ...button, newImage: foreign.path }],
      }),
    );
    expect(refused.details).toMatchObject({
      reason: 'invalid-input',
      issues: [{ field: 'buttons.0.newImage', rule: 'imageGone' }],
    });
    // The other user's image stays held for their own space.
    expect(await heldPaths(otherSpaceId)).toContain(foreign.path);

    const mine = await held(owner, spaceId, 'card');
    await call(updateSpaceCards, owner, {
      spaceId,
      cards: [{ title: 'one', text: '', visible: true, newImage: mine.path }],
    });
    const again = await failure(
      call(updateSpaceCards, owner, {
        spaceId,
        cards: [{ title: 'two', text: '', visible: true, newImage: mine.path }],
      }),
    );
    expect(again.details).toMatchObject({
      issues: [{ field: 'cards.0.newImage', rule: 'imageGone' }],
    });
  });

  it('refuses an upload for a space that is not the uploader’s', async () => {
    const { uploadId } = await stage(owner.uid, await photo(), {
      slot: 'card',
      spaceId: otherSpaceId,
    });
    expect(await processed(uploadId)).toMatchObject({ status: 'failed', reason: 'target-gone' });
    const paths = await heldPaths(otherSpaceId);
    expect(paths.some((path) => path.startsWith(`images/${owner.uid}/`))).toBe(false);
  });
});
