// The card's reads: the public documents its page renders from (one read each, never the
// owner's private documents) and the avatar's smallest fitting variant, as PNG for the renderer.
import {
  imageVariantPath,
  publicAnswerId,
  publicBoardId,
  PUBLIC_ANSWERS_COLLECTION,
  type ImageRef,
  type PublicAnswer,
  type PublicBoard,
  type PublicSpace,
} from '@spaces/contracts';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { collections, converter, db } from '../platform/firestore';

export async function readPublicSpace(slug: string): Promise<PublicSpace | undefined> {
  const snap = await collections
    .publicSpaces()
    .doc(slug)
    .withConverter(converter<PublicSpace>())
    .get();
  return snap.data();
}

export async function readPublicBoard(
  slug: string,
  boardSlug: string,
): Promise<PublicBoard | undefined> {
  const snap = await collections
    .publicBoards()
    .doc(publicBoardId(slug, boardSlug))
    .withConverter(converter<PublicBoard>())
    .get();
  return snap.data();
}

export async function readPublicAnswer(
  slug: string,
  boardSlug: string,
  postId: string,
): Promise<PublicAnswer | undefined> {
  const snap = await db()
    .collection(PUBLIC_ANSWERS_COLLECTION)
    .doc(publicAnswerId(slug, boardSlug, postId))
    .get();
  return snap.exists ? (snap.data() as PublicAnswer) : undefined;
}

/** The avatar drawn at `px`: the smallest variant at least that wide, as a PNG data URL. */
export async function readAvatar(image: ImageRef, px: number): Promise<string | undefined> {
  const width = image.widths.find((w) => w >= px) ?? image.widths.at(-1)!;
  try {
    const [webp] = await getStorage().bucket().file(imageVariantPath(image, width)).download();
    const png = await sharp(webp).resize(px, px, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // A card without the picture beats no card: the monogram stands in.
    return undefined;
  }
}
