// Firestore glue for visitors' images on boards (fan art): the single-use upload grant a visitor
// gets through the abuse gate (`boardImageGrants/{grantId}`, read by storage.rules), the
// per-client grant limit, and the post the image pipeline creates once the image is processed.
// docs/decisions/053-fan-art-boards.md.
import {
  BOARD_IMAGE_LIMITS,
  boardUploadPath,
  ngWordMatcher,
  type ImageRef,
  type PostStatus,
  type RequestBoardImageUploadRequest,
  type RequestBoardImageUploadResponse,
} from '@spaces/contracts';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { randomBytes, randomInt } from 'node:crypto';
import { RateLimitedError } from '../platform/abuseGate';
import { NotFoundError } from '../platform/errors';
import { collections, converter, db, TRANSACTION_OPTIONS } from '../platform/firestore';
import { visitorWrite, type VisitorWrite } from '../platform/visitor';
import { messageSettingsOf } from '../spaces/space';
import { isPublicSpace } from '../platform/removal';
import * as domain from './board';
import { boardsOf, postsOf, spaceRef, visitorsBoardIn, type BoardSpace } from './store';

/** `boardImageGrants/{grantId}`: what the visitor may upload, and the post it will become. */
export interface StoredGrant {
  spaceId: string;
  boardId: string;
  /** Processed images live in the owner's folder, so the owner's clean-ups reach them. */
  ownerUid: string;
  body: string;
  name: string;
  senderKey: string;
  addressKey: string;
  /** The gate saw the sender for the first time in the space (kept on the post). */
  firstSeen?: boolean;
  /** NG words or the gate (raid mode, a full window) hold the post whatever the board says. */
  heldForReview: boolean;
  /** storage.rules compare the upload with these. */
  contentType: string;
  size: number;
  expiresAt: Date;
  /** Never given to the visitor: the processed image's path derives from it. */
  secret: string;
  /** Set when the pipeline took the upload (processed or refused): the grant is spent. */
  usedAt?: Date;
  postId?: string;
  failure?: string;
}

const grants = () =>
  collections.boardImageGrants().withConverter(converter<StoredGrant & DocumentData>());

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random letters and digits (about 119 bits): unguessable, and rules-checkable by pattern. */
function newGrantId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

const HOUR_MS = 3_600_000;

/**
 * One visitor's request for an image post: through the gate like any send, then the board must
 * take images and the client must be under its hourly grant limit (counted per address in the
 * space, in `rateLimits/`); the grant is written in the same transaction.
 */
export function imageGrantWrite(
  request: RequestBoardImageUploadRequest,
): VisitorWrite<BoardSpace, RequestBoardImageUploadResponse> {
  return visitorWrite(spaceRef, async (tx, sender, space) => {
    const { spaceId } = sender;
    const now = new Date();
    if (!isPublicSpace(space)) throw new NotFoundError();
    const limitRef = collections.rateLimits().doc(`board-image-hour_${sender.addressKey}`);
    const [board, boardId, limit] = await visitorsBoardIn(
      tx,
      space,
      spaceId,
      request.boardSlug,
      () => tx.get(limitRef),
    );
    domain.assertAcceptsImages(board);

    const windowStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const stored = limit.data() as { windowStart?: Timestamp; count?: number } | undefined;
    const count = stored?.windowStart?.toMillis() === windowStart ? (stored.count ?? 0) : 0;
    if (count >= BOARD_IMAGE_LIMITS.grantsPerClientPerHour)
      throw new RateLimitedError(
        Math.max(1, Math.ceil((windowStart + HOUR_MS - now.getTime()) / 1000)),
      );

    const containsNgWord = ngWordMatcher(messageSettingsOf(space).ngWords);
    const heldForReview =
      containsNgWord(request.body) || containsNgWord(request.name ?? '') || sender.held;
    const grantId = newGrantId();
    const expiresAt = new Date(now.getTime() + BOARD_IMAGE_LIMITS.grantSeconds * 1000);
    tx.set(limitRef, {
      windowStart: Timestamp.fromMillis(windowStart),
      count: count + 1,
      expiresAt: Timestamp.fromMillis(windowStart + 2 * HOUR_MS),
    });
    tx.create(grants().doc(grantId), {
      spaceId,
      boardId,
      ownerUid: space.ownerUid,
      body: request.body.trim(),
      name: (request.name ?? '').trim(),
      senderKey: sender.senderKey,
      addressKey: sender.addressKey,
      firstSeen: sender.firstSeen,
      heldForReview,
      contentType: request.contentType,
      size: request.size,
      expiresAt,
      secret: randomBytes(16).toString('hex'),
    });
    return {
      grantId,
      path: boardUploadPath(grantId),
      expiresAt: expiresAt.toISOString(),
      status: domain.imagePostStatus(
        board,
        heldForReview,
      ) as RequestBoardImageUploadResponse['status'],
    };
  });
}

/** The grant behind a staged upload, if there is one. */
export async function grantOf(grantId: string): Promise<StoredGrant | undefined> {
  return (await grants().doc(grantId).get()).data();
}

/** Spends a grant on a refused upload, so that it can never be used again. */
export async function spendGrant(grantId: string, failure: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const grant = (await tx.get(grants().doc(grantId))).data();
    if (!grant || grant.usedAt) return;
    tx.update(grants().doc(grantId), { usedAt: new Date(), failure });
  }, TRANSACTION_OPTIONS);
}

export type GrantedPostOutcome =
  | { outcome: 'posted'; postId: string; status: PostStatus }
  | { outcome: 'repeated' }
  | { outcome: 'target-gone' };

/**
 * Creates the post for a processed image and spends the grant, in one transaction: a repeated
 * delivery finds the grant spent and creates nothing. The board must still take images and the
 * space still be the grant's owner's; the status is decided now, so an owner who turns review
 * back on before the image is processed gets it held.
 */
export async function postGrantedImage(
  grantId: string,
  image: ImageRef,
): Promise<GrantedPostOutcome> {
  return db().runTransaction(async (tx) => {
    const grant = (await tx.get(grants().doc(grantId))).data();
    if (!grant || grant.usedAt) return { outcome: 'repeated' };
    const [space, board] = await Promise.all([
      tx.get(spaceRef(grant.spaceId)),
      tx.get(boardsOf(grant.spaceId).doc(grant.boardId)),
    ]);
    const boardData = board.data();
    const now = new Date();
    if (
      space.data()?.ownerUid !== grant.ownerUid ||
      !boardData ||
      !domain.acceptsImages(boardData)
    ) {
      tx.update(grants().doc(grantId), { usedAt: now, failure: 'target-gone' });
      return { outcome: 'target-gone' };
    }
    const status = domain.imagePostStatus(boardData, grant.heldForReview);
    const ref = postsOf(grant.spaceId, grant.boardId).doc();
    tx.create(ref, domain.visitorImagePost(grant, image, status, grant, now));
    tx.update(grants().doc(grantId), { usedAt: now, postId: ref.id });
    return { outcome: 'posted', postId: ref.id, status };
  }, TRANSACTION_OPTIONS);
}
