// The image pipeline end to end on the stack: real files made here with sharp are staged with the
// Admin SDK (which bypasses the rules, so that hostile files reach the trigger), the Storage
// emulator delivers the finalize event, and the tests wait on the status document.
import {
  IMAGE_SLOTS,
  createBoard,
  createSpace,
  deleteBoard,
  deleteSpace,
  getAccount,
  getImageUpload,
  imageVariantPath,
  removeSpaceImage,
  removeUserIcon,
  updateSpaceCards,
  type ImageRef,
} from '@spaces/contracts';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { handleUpload } from '../src/images/handleUpload';
import { newUser, type TestUser } from './support/auth';
import { beforeCalls, call, failure } from './support/call';
import { db } from './support/firestore';
import {
  BUCKET,
  bucket,
  objectExists,
  objectsUnder,
  processed,
  stage,
  until,
  variantsPresent,
  type Staged,
} from './support/images';
import { phoneJpeg, pngBomb } from './support/pngs';
import { unique } from './support/stack';
import { addBoard } from './support/boards';

const photo = (width: number, height: number, color = { r: 40, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background: color } });

async function ownSpace(user: TestUser): Promise<string> {
  const { space } = await call(createSpace, user, { slug: `img-${unique()}`, displayName: 'Mika' });
  return space.spaceId;
}

const spaceDoc = (spaceId: string) => db().collection('spaces').doc(spaceId);
async function readSpace(spaceId: string) {
  return (await spaceDoc(spaceId).get()).data() as
    { top: { avatar?: ImageRef; header?: ImageRef }; cards?: { image?: ImageRef }[] } | undefined;
}

/**
 * Stages and waits for the pipeline's run to end: its outcome, then the delete of the staged
 * object, the run's last step. The outcome is recorded before the clean-up (a retried delivery
 * then finds it), so the objects of an image it replaced may still exist when the outcome shows.
 */
async function upload(
  uid: string,
  bytes: Buffer,
  metadata: Record<string, string>,
  contentType?: string,
) {
  const staged = await stage(uid, bytes, metadata, contentType);
  const outcome = await processed(staged.uploadId);
  await stagedDeleted(staged.name);
  return { staged, outcome };
}

/** A card of a space's list as the editor saves it, titled by its id. */
const storedCard = (id: string) => ({ id, title: id, text: '', visible: true });

/** A new space of `owner`'s with a card for each of `ids`. */
async function ownSpaceWithCards(...ids: string[]): Promise<string> {
  const own = await ownSpace(owner);
  await spaceDoc(own).update({ cards: ids.map(storedCard) });
  return own;
}

/** Uploads `bytes` as `owner`'s image for the card `itemId` of the space. */
const uploadCardImage = (spaceId: string, itemId: string, bytes: Buffer) =>
  upload(owner.uid, bytes, { slot: 'card', spaceId, itemId });

/** Delivers the finalize event of `staged` again, as Cloud Storage may. */
const redeliver = (staged: Staged) =>
  handleUpload({ bucket: BUCKET, name: staged.name, size: staged.size, metadata: staged.metadata });

let owner: TestUser;
let stranger: TestUser;
let spaceId: string;

beforeCalls(
  [
    createSpace,
    createBoard,
    deleteBoard,
    getImageUpload,
    removeSpaceImage,
    removeUserIcon,
    getAccount,
  ],
  {
    before: async () => {
      [owner, stranger] = await Promise.all([newUser(), newUser()]);
    },
    after: async () => {
      spaceId = await ownSpace(owner);
    },
  },
);

/** Waits until the staged object is deleted (a run that never deletes it fails here). */
function stagedDeleted(name: string): Promise<void> {
  return vi.waitFor(async () => expect(await objectExists(name)).toBe(false), {
    timeout: 10_000,
  });
}

describe('processImageUpload', () => {
  it('attaches a photo as WebP variants without any EXIF, GPS included, and deletes the upload', async () => {
    const bytes = await phoneJpeg(photo(800, 600));
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const { staged, outcome } = await upload(owner.uid, bytes, {
      slot: 'space-avatar',
      spaceId,
    });
    expect(outcome).toMatchObject({
      uid: owner.uid,
      slot: 'space-avatar',
      spaceId,
      status: 'ready',
    });
    const image = outcome.image!;
    expect(image).toMatchObject({ width: 384, height: 384, widths: [96, 192, 384] });
    expect(image.path).toMatch(new RegExp(`^images/${owner.uid}/[0-9a-f]+$`));
    expect((await readSpace(spaceId))?.top.avatar).toEqual(image);

    for (const width of image.widths) {
      const [data] = await bucket().file(imageVariantPath(image, width)).download();
      const meta = await sharp(data).metadata();
      expect([meta.format, meta.width, meta.exif, meta.icc, meta.xmp]).toEqual([
        'webp',
        width,
        undefined,
        undefined,
        undefined,
      ]);
      expect(data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    expect(await objectExists(staged.name)).toBe(false);
  });

  it('serves variants to anyone by plain URL, with a year of immutable caching', async () => {
    const { outcome } = await upload(owner.uid, await photo(700, 300).png().toBuffer(), {
      slot: 'space-header',
      spaceId,
    });
    const image = outcome.image!;
    expect(image.widths).toEqual([640, 700]);
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST!;
    const response = await fetch(
      `http://${host}/v0/b/${BUCKET}/o/${encodeURIComponent(imageVariantPath(image, 640))}?alt=media`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('refuses a 6000×6000 PNG as too-many-pixels', async () => {
    const bytes = await photo(6000, 6000).png({ compressionLevel: 1 }).toBuffer();
    const { staged, outcome } = await upload(
      owner.uid,
      bytes,
      { slot: 'card', spaceId, itemId: 'c1' },
      'image/png',
    );
    expect(outcome).toMatchObject({ status: 'failed', reason: 'too-many-pixels' });
    expect(outcome.image).toBeUndefined();
    expect(await objectExists(staged.name)).toBe(false);
  });

  it('refuses a decompression bomb as too-many-pixels', async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200_000);
    const { outcome } = await upload(
      owner.uid,
      bomb,
      { slot: 'space-header', spaceId },
      'image/png',
    );
    expect(outcome).toMatchObject({ status: 'failed', reason: 'too-many-pixels' });
    expect((await readSpace(spaceId))?.top.header?.widths).toEqual([640, 700]);
  });

  it('handles a PNG declared as a JPEG by its bytes', async () => {
    const bytes = await photo(320, 240).png().toBuffer();
    const { outcome } = await upload(
      owner.uid,
      bytes,
      { slot: 'thanks-letter', spaceId },
      'image/jpeg',
    );
    expect(outcome).toMatchObject({ status: 'ready', image: { width: 320, height: 240 } });
  });

  it('refuses a text file declared as a PNG as not-an-image', async () => {
    const { staged, outcome } = await upload(
      owner.uid,
      Buffer.from('name,amount\nmika,3\n'),
      { slot: 'space-avatar', spaceId },
      'image/png',
    );
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'not-an-image',
      slot: 'space-avatar',
    });
    expect(await objectExists(staged.name)).toBe(false);
  });

  it('refuses metadata that names no valid target as invalid-target', async () => {
    const bytes = await photo(200, 200).jpeg().toBuffer();
    const none = await upload(owner.uid, bytes, { slot: 'wallpaper' });
    expect(none.outcome).toMatchObject({ status: 'failed', reason: 'invalid-target' });
    expect(none.outcome.slot).toBeUndefined();
    const cropped = await upload(owner.uid, bytes, {
      slot: 'board-cover',
      spaceId,
      itemId: 'b1',
      crop: '0,0,1,1',
    });
    expect(cropped.outcome).toMatchObject({ status: 'failed', reason: 'invalid-target' });
  });

  it('changes nothing when an upload is delivered again', async () => {
    const { staged, outcome } = await upload(owner.uid, await photo(500, 500).jpeg().toBuffer(), {
      slot: 'space-avatar',
      spaceId,
    });
    expect(outcome.status).toBe('ready');
    const before = {
      space: (await spaceDoc(spaceId).get()).updateTime?.toMillis(),
      status: (
        await db().collection('imageUploads').doc(staged.uploadId).get()
      ).updateTime?.toMillis(),
      objects: await objectsUnder(`${outcome.image!.path}/`),
    };
    const [, generation] = await bucket()
      .file(imageVariantPath(outcome.image!, 96))
      .getMetadata()
      .then(([m]) => [m, m.generation]);

    expect(await redeliver(staged)).toBe('repeated');
    expect(await redeliver(staged)).toBe('repeated');

    expect((await spaceDoc(spaceId).get()).updateTime?.toMillis()).toBe(before.space);
    expect(
      (await db().collection('imageUploads').doc(staged.uploadId).get()).updateTime?.toMillis(),
    ).toBe(before.status);
    expect(await objectsUnder(`${outcome.image!.path}/`)).toEqual(before.objects);
    const [after] = await bucket().file(imageVariantPath(outcome.image!, 96)).getMetadata();
    expect(after.generation).toBe(generation);
    expect((await readSpace(spaceId))?.top.avatar).toEqual(outcome.image);
  });

  it('deletes the objects of the image it replaces', async () => {
    const first = await upload(owner.uid, await photo(400, 400).jpeg().toBuffer(), {
      slot: 'space-avatar',
      spaceId,
    });
    const second = await upload(
      owner.uid,
      await photo(300, 300, { r: 250, g: 200, b: 0 }).jpeg().toBuffer(),
      {
        slot: 'space-avatar',
        spaceId,
        crop: '0,0,1,1',
      },
    );
    expect(second.outcome).toMatchObject({ status: 'ready', replaced: first.outcome.image });
    expect((await readSpace(spaceId))?.top.avatar).toEqual(second.outcome.image);
    expect(await variantsPresent(first.outcome.image!)).toEqual([false, false, false]);
    expect(await variantsPresent(second.outcome.image!)).toEqual([true, true, true]);
  });

  it("attaches a card's image by its id", async () => {
    const own = await ownSpaceWithCards('c1', 'c2');
    const { outcome } = await uploadCardImage(own, 'c2', await photo(1600, 1200).jpeg().toBuffer());
    expect(outcome.image?.widths).toEqual([...IMAGE_SLOTS.card.widths]);
    const cards = (await readSpace(own))?.cards ?? [];
    expect(cards.map((c) => c.image?.path)).toEqual([undefined, outcome.image!.path]);
    const missing = await uploadCardImage(own, 'c9', await photo(100, 100).jpeg().toBuffer());
    expect(missing.outcome).toMatchObject({ status: 'failed', reason: 'target-gone' });
  });

  it("fails target-gone for another user's space or a deleted one, leaving no objects", async () => {
    const bytes = await photo(256, 256).jpeg().toBuffer();
    const foreign = await upload(stranger.uid, bytes, { slot: 'space-header', spaceId });
    expect(foreign.outcome).toMatchObject({
      uid: stranger.uid,
      status: 'failed',
      reason: 'target-gone',
    });
    expect(await objectsUnder(`images/${stranger.uid}/`)).toEqual([]);
    expect((await readSpace(spaceId))?.top.header?.widths).toEqual([640, 700]);

    const gone = await upload(owner.uid, bytes, { slot: 'space-header', spaceId: 'no-such-space' });
    expect(gone.outcome).toMatchObject({ status: 'failed', reason: 'target-gone' });
  });

  it('sets the account icon, replacing the one before', async () => {
    const user = await newUser();
    const first = await upload(user.uid, await photo(600, 400).jpeg().toBuffer(), {
      slot: 'user-icon',
    });
    expect(first.outcome.image).toMatchObject({ width: 384, height: 384 });
    expect(await call(getAccount, user, {})).toMatchObject({ icon: first.outcome.image });
    const second = await upload(user.uid, await photo(64, 64).png().toBuffer(), {
      slot: 'user-icon',
    });
    expect(second.outcome.image).toMatchObject({ width: 64, widths: [64] });
    expect(await call(getAccount, user, {})).toMatchObject({ icon: second.outcome.image });
    expect(await variantsPresent(first.outcome.image!)).toEqual([false, false, false]);
  });
});

describe('getImageUpload', () => {
  it("reports the caller's own upload, and nothing of another user's", async () => {
    const { staged, outcome } = await upload(owner.uid, await photo(120, 120).jpeg().toBuffer(), {
      slot: 'thanks-fan-message',
      spaceId,
    });
    expect(await call(getImageUpload, owner, { uploadId: staged.uploadId })).toEqual({
      status: 'ready',
      image: outcome.image,
    });
    expect(await call(getImageUpload, stranger, { uploadId: staged.uploadId })).toEqual({
      status: 'processing',
    });
    expect(await call(getImageUpload, owner, { uploadId: 'A'.repeat(20) })).toEqual({
      status: 'processing',
    });
  });

  it('reports a refusal with its reason', async () => {
    const { staged } = await upload(owner.uid, Buffer.from('GIF89a but not really'), {
      slot: 'space-avatar',
      spaceId,
    });
    expect(await call(getImageUpload, owner, { uploadId: staged.uploadId })).toEqual({
      status: 'failed',
      reason: 'not-an-image',
    });
  });

  it('refuses a guest and a malformed upload id', async () => {
    expect(
      (await failure(call(getImageUpload, undefined, { uploadId: 'A'.repeat(20) }))).code,
    ).toBe('unauthenticated');
    expect((await failure(call(getImageUpload, owner, { uploadId: 'short' }))).code).toBe(
      'invalid-argument',
    );
  });
});

describe('removeSpaceImage', () => {
  it('takes the image off its slot and deletes its objects; again, there is nothing to remove', async () => {
    const own = await ownSpace(owner);
    const { outcome } = await upload(owner.uid, await photo(900, 300).jpeg().toBuffer(), {
      slot: 'space-header',
      spaceId: own,
    });
    expect(await call(removeSpaceImage, owner, { spaceId: own, slot: 'space-header' })).toEqual({
      removed: true,
    });
    expect((await readSpace(own))?.top.header).toBeUndefined();
    expect(await variantsPresent(outcome.image!)).toEqual([false, false]);
    expect(await call(removeSpaceImage, owner, { spaceId: own, slot: 'space-header' })).toEqual({
      removed: false,
    });
  });

  it("refuses another user's space, a card without its id, and the account's slot", async () => {
    expect(
      (await failure(call(removeSpaceImage, stranger, { spaceId, slot: 'space-avatar' }))).code,
    ).toBe('permission-denied');
    const noItem = await failure(call(removeSpaceImage, owner, { spaceId, slot: 'card' }));
    expect(noItem.details?.issues).toEqual([{ field: 'itemId', rule: 'required' }]);
    expect(
      (await failure(call(removeSpaceImage, owner, { spaceId, slot: 'user-icon' }))).code,
    ).toBe('invalid-argument');
    expect((await readSpace(spaceId))?.top.avatar).toBeDefined();
  });
});

describe('removeUserIcon', () => {
  it('takes the icon away and deletes its objects', async () => {
    const user = await newUser();
    const { outcome } = await upload(user.uid, await photo(200, 200).jpeg().toBuffer(), {
      slot: 'user-icon',
    });
    expect(await call(removeUserIcon, user, {})).toEqual({ removed: true });
    expect(await call(getAccount, user, {})).not.toHaveProperty('icon');
    expect(await variantsPresent(outcome.image!)).toEqual([false, false, false]);
    expect(await call(removeUserIcon, user, {})).toEqual({ removed: false });
  });

  it('refuses a guest', async () => {
    expect((await failure(call(removeUserIcon, undefined, {}))).code).toBe('unauthenticated');
    expect((await failure(call(getAccount, undefined, {}))).code).toBe('unauthenticated');
  });
});

describe('board covers', () => {
  async function ownBoard(): Promise<string> {
    const board = await addBoard(owner, spaceId, { title: 'News', mode: 'owner' });
    return board.boardId;
  }
  const boardDoc = async (boardId: string) =>
    (await db().doc(`spaces/${spaceId}/boards/${boardId}`).get()).data() as
      { cover?: ImageRef } | undefined;
  const cover = (boardId: string, width = 1600) =>
    photo(width, 900)
      .jpeg()
      .toBuffer()
      .then((bytes) => upload(owner.uid, bytes, { slot: 'board-cover', spaceId, itemId: boardId }));

  it('attaches a cover to its board and deletes the one it replaces', async () => {
    const boardId = await ownBoard();
    const first = await cover(boardId);
    expect(first.outcome).toMatchObject({ status: 'ready' });
    expect(first.outcome.image!.widths).toEqual([...IMAGE_SLOTS['board-cover'].widths]);
    expect((await boardDoc(boardId))?.cover).toEqual(first.outcome.image);

    const second = await cover(boardId, 800);
    expect((await boardDoc(boardId))?.cover).toEqual(second.outcome.image);
    expect(await variantsPresent(first.outcome.image!)).toEqual([false, false, false]);
  });

  it("refuses a cover for a board that does not exist or for another user's space", async () => {
    expect((await cover('no-such-board')).outcome).toMatchObject({
      status: 'failed',
      reason: 'target-gone',
    });
    const boardId = await ownBoard();
    const bytes = await photo(400, 300).jpeg().toBuffer();
    const foreign = await upload(stranger.uid, bytes, {
      slot: 'board-cover',
      spaceId,
      itemId: boardId,
    });
    expect(foreign.outcome).toMatchObject({ status: 'failed', reason: 'target-gone' });
    expect((await boardDoc(boardId))?.cover).toBeUndefined();
  });

  it("removes a cover through removeSpaceImage, and deletes a deleted board's cover", async () => {
    const boardId = await ownBoard();
    const { outcome } = await cover(boardId);
    const request = { spaceId, slot: 'board-cover', itemId: boardId } as const;
    expect(await call(removeSpaceImage, owner, request)).toEqual({ removed: true });
    expect((await boardDoc(boardId))?.cover).toBeUndefined();
    expect(await variantsPresent(outcome.image!)).toEqual([false, false, false]);
    expect(await call(removeSpaceImage, owner, request)).toEqual({ removed: false });

    const { outcome: next } = await cover(boardId);
    await call(deleteBoard, owner, { spaceId, boardId });
    await until(
      `the cover of the deleted board to go (through the space's removedImages)`,
      () => variantsPresent(next.image!),
      (present) => present.every((p) => !p),
    );
  });
});

describe('deleteSpaceImages', () => {
  it("deletes a deleted space's board covers", async () => {
    const own = await ownSpace(owner);
    const board = await addBoard(owner, own, { title: 'Art', slug: 'art' });
    const { outcome } = await upload(owner.uid, await photo(900, 300).jpeg().toBuffer(), {
      slot: 'board-cover',
      spaceId: own,
      itemId: board.boardId,
    });
    expect(outcome.status).toBe('ready');
    await call(deleteSpace, owner, { spaceId: own });
    await until(
      `the cover of ${outcome.image!.path} to go`,
      () => variantsPresent(outcome.image!),
      (present) => present.every((p) => !p),
    );
  });

  it("deletes a deleted space's images", async () => {
    const own = await ownSpace(owner);
    const avatar = await upload(owner.uid, await photo(200, 200).jpeg().toBuffer(), {
      slot: 'space-avatar',
      spaceId: own,
    });
    const header = await upload(owner.uid, await photo(1000, 400).jpeg().toBuffer(), {
      slot: 'space-header',
      spaceId: own,
    });
    await call(deleteSpace, owner, { spaceId: own });
    for (const image of [avatar.outcome.image!, header.outcome.image!]) {
      await until(
        `the variants of ${image.path} to go`,
        () => variantsPresent(image),
        (present) => present.every((p) => !p),
      );
    }
  });
});

describe('deleteRemovedImages', () => {
  it("deletes a removed card's image once the cards are saved without it, and forgets it", async () => {
    const own = await ownSpaceWithCards('keep', 'drop');
    const { outcome } = await uploadCardImage(own, 'drop', await photo(900, 600).jpeg().toBuffer());
    const image = outcome.image!;
    await call(updateSpaceCards, owner, { spaceId: own, cards: [storedCard('keep')] });
    await until(
      `the variants of ${image.path} to go`,
      () => variantsPresent(image),
      (present) => present.every((p) => !p),
    );
    await until(
      'the waiting list to empty',
      async () => (await spaceDoc(own).get()).data()?.removedImages as unknown,
      (pending) => pending === undefined,
    );
    expect((await readSpace(own))?.cards?.map((c) => c.image)).toEqual([undefined]);
  });
});
