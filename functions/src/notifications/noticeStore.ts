// Firestore glue of a fan's reply notice (decision 068): `replyNotices/{receiptId}`, one per
// receipt, keyed as its receipt is. It holds the address, the fan's language, the receipt's token
// (the notice links the receipt) and the hash of the confirmation code, and is deleted once the
// notice is sent, when the fan stops it, with its space, or by TTL after 90 days. Nothing here is
// read by anything the owner sees or exports.
import { LIMITS, type AccountLanguage } from '@spaces/contracts';
import { type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { createHash, randomBytes } from 'node:crypto';
import { NotFoundError } from '../platform/errors';
import { collections, converter, db, spaceIdOfSlug } from '../platform/firestore';

export interface ReplyNoticeDoc {
  spaceId: string;
  messageId: string;
  /** The fan's address, canonical: used for this notice alone. */
  email: string;
  language: AccountLanguage;
  /** The receipt's token, for the notice's link; deleted with the notice. */
  token: string;
  /** SHA-256 (hex) of the confirmation code mailed to the address. */
  confirmHash: string;
  /** The address was confirmed through its link: only then is the notice sent. */
  confirmedAt?: Date;
  createdAt: Date;
  /** A TTL policy deletes the notice after `LIMITS.replyNoticeDays`, whatever happened. */
  expireAt: Date;
}

const notices = () =>
  collections.replyNotices().withConverter(converter<ReplyNoticeDoc & DocumentData>());

/** The space a public slug names; an unclaimed slug is an absent page. */
export async function spaceIdOf(slug: string): Promise<string> {
  const spaceId = await spaceIdOfSlug(slug);
  if (spaceId === undefined) throw new NotFoundError();
  return spaceId;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** What a receipt needs to be a notice's: its space and message, and that it is not deleted. */
interface ReceiptFields {
  spaceId?: unknown;
  messageId?: unknown;
  deletedAt?: unknown;
}

/** What the mails name: the space's slug and display name. */
export interface NoticeSpace {
  slug: string;
  name: string;
}

async function spaceOf(tx: Transaction | undefined, spaceId: string): Promise<NoticeSpace> {
  const ref = collections.spaces().doc(spaceId);
  const data = (tx ? await tx.get(ref) : await ref.get()).data() as
    { slug?: unknown; top?: { displayName?: unknown } } | undefined;
  if (typeof data?.slug !== 'string') throw new NotFoundError();
  const name = typeof data.top?.displayName === 'string' ? data.top.displayName : data.slug;
  return { slug: data.slug, name };
}

/**
 * Asks for a notice on the receipt of `token` in the space at `slug`: replaces any earlier one of
 * the receipt (a new address, a new code), and answers the code to mail. A token that is not a
 * live receipt of the space answers as an absent one. A dropped send's receipt takes one like any
 * other; its message never replies.
 */
export async function askNotice(
  spaceId: string,
  token: string,
  email: string,
  language: AccountLanguage,
  now: Date,
): Promise<{ code: string; receiptId: string; space: NoticeSpace }> {
  const receiptId = sha256(token);
  const code = randomBytes(32).toString('base64url');
  const space = await db().runTransaction(async (tx) => {
    const [receiptSnap, space] = await Promise.all([
      tx.get(collections.receipts().doc(receiptId)),
      spaceOf(tx, spaceId),
    ]);
    const receipt = receiptSnap.data() as ReceiptFields | undefined;
    if (!receipt || receipt.spaceId !== spaceId || receipt.deletedAt !== undefined)
      throw new NotFoundError();
    tx.set(notices().doc(receiptId), {
      spaceId,
      messageId: String(receipt.messageId),
      email,
      language,
      token,
      confirmHash: sha256(code),
      createdAt: now,
      expireAt: new Date(now.getTime() + LIMITS.replyNoticeDays * 24 * 60 * 60 * 1000),
    });
    return space;
  });
  return { code, receiptId, space };
}

/** Stops the notice of the receipt of `token`, deleting its address; none is fine. */
export async function stopNotice(spaceId: string, token: string): Promise<void> {
  const ref = notices().doc(sha256(token));
  await db().runTransaction(async (tx) => {
    const notice = (await tx.get(ref)).data();
    if (notice?.spaceId === spaceId) tx.delete(ref);
  });
}

/**
 * Confirms the address of the notice whose code is `code`; answers the notice (to send at once
 * when its message was already answered) or undefined when no notice has that code (stopped,
 * sent, expired, or never).
 */
export async function confirmNotice(
  code: string,
  now: Date,
): Promise<{ receiptId: string; notice: ReplyNoticeDoc } | undefined> {
  const found = await notices().where('confirmHash', '==', sha256(code)).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return undefined;
  return db().runTransaction(async (tx) => {
    const notice = (await tx.get(doc.ref)).data();
    if (!notice || notice.confirmHash !== sha256(code)) return undefined;
    if (notice.confirmedAt === undefined) tx.update(doc.ref, { confirmedAt: now });
    return { receiptId: doc.id, notice: { ...notice, confirmedAt: notice.confirmedAt ?? now } };
  });
}

/** The confirmed notices waiting on one message (a receipt's, or several for one message). */
export async function confirmedNoticesOf(
  spaceId: string,
  messageId: string,
): Promise<{ receiptId: string; notice: ReplyNoticeDoc }[]> {
  const found = await notices()
    .where('spaceId', '==', spaceId)
    .where('messageId', '==', messageId)
    .get();
  return found.docs
    .map((doc) => ({ receiptId: doc.id, notice: doc.data() }))
    .filter(({ notice }) => notice.confirmedAt !== undefined);
}

/** What a notice mail needs of its message: whether and how it was answered, and its space. */
export async function answeredAs(
  spaceId: string,
  messageId: string,
): Promise<{ cause: 'reply' | 'answer'; space: NoticeSpace } | undefined> {
  const message = (await collections.messages(spaceId).doc(messageId).get()).data() as
    { reply?: unknown; answer?: unknown } | undefined;
  const cause = message?.reply ? 'reply' : message?.answer ? 'answer' : undefined;
  if (cause === undefined) return undefined;
  return { cause, space: await spaceOf(undefined, spaceId) };
}

/** Deletes a notice once its mail is written: its address is kept no longer. */
export async function deleteNotice(receiptId: string): Promise<void> {
  await notices().doc(receiptId).delete();
}

/**
 * Writes a confirmed notice on the receipt of `token` unless one exists: for seeding the local
 * stack with a fan waiting for a reply. Never used by a function.
 */
export async function restoreNotice(
  spaceId: string,
  messageId: string,
  token: string,
  email: string,
  language: AccountLanguage,
  now: Date,
): Promise<void> {
  const ref = notices().doc(sha256(token));
  if ((await ref.get()).exists) return;
  await ref.set({
    spaceId,
    messageId,
    email,
    language,
    token,
    confirmHash: sha256(randomBytes(32).toString('base64url')),
    confirmedAt: now,
    createdAt: now,
    expireAt: new Date(now.getTime() + LIMITS.replyNoticeDays * 24 * 60 * 60 * 1000),
  });
}
