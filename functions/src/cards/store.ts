// The card's reads: the public documents its page renders from (one read each), for an answer the
// state of its board and post as the answer page reads it, and the avatar's smallest fitting
// variant, as PNG for the renderer.
import {
  imageVariantPath,
  publicAnswerPath,
  publicBoardId,
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

export async function readPublicAnswer(postId: string): Promise<PublicAnswer | undefined> {
  const snap = await db().doc(publicAnswerPath(postId)).get();
  return snap.exists ? (snap.data() as PublicAnswer) : undefined;
}

/**
 * The answer's board and post as they are now, read together: whether the answer is shown, and
 * under which board slug (`answerShown`, decision 067). Only the fields the check reads.
 */
export async function readAnswerSource(
  answer: Pick<PublicAnswer, 'spaceId' | 'boardId' | 'postId'>,
): Promise<{ board?: { visible?: unknown; slug?: unknown }; post?: { status?: unknown } }> {
  const [board, post] = await db().getAll(
    collections.boards(answer.spaceId).doc(answer.boardId),
    collections.posts(answer.spaceId, answer.boardId).doc(answer.postId),
  );
  return {
    ...(board?.exists && { board: { visible: board.get('visible'), slug: board.get('slug') } }),
    ...(post?.exists && { post: { status: post.get('status') } }),
  };
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
