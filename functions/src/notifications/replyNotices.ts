// A fan's reply notice by e-mail (decision 068), as the send forms' endpoint runs it: ask for one
// on a receipt (the abuse gate counts the lookup and the confirmation mails to the address), stop
// it, confirm the address through its one link, and — from the message's trigger, or at once when
// the message was answered before the address was confirmed — send the one notice and delete the
// address. Every mail goes through the one outbox (platform/mail.ts), once per cause.
import {
  mailAddress,
  noticeConfirmPath,
  receiptPath,
  type AccountLanguage,
} from '@spaces/contracts';
import { createHash } from 'node:crypto';
import { AbuseGate } from '../platform/abuseGate';
import { ValidationError } from '../platform/errors';
import { mailId, sendMail } from '../platform/mail';
import { siteOrigin } from '../platform/params';
import type { Visitor } from '../platform/visitor';
import type { ReplyNoticeDoc } from './noticeStore';

/** The lookup bucket of confirmation links, which name no space (no slug is empty). */
const NOTICE_LINKS = '';

/** Addresses longer than this are not addresses anyone types (RFC 5321's path limit). */
const ADDRESS_MAX = 254;

const shortHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 24);

export interface AskNotice {
  slug: string;
  token: string;
  email: string;
  language: AccountLanguage;
}

/** Asks for a notice on a receipt and mails the address its confirmation link. */
export async function askReplyNotice(visitor: Visitor, ask: AskNotice): Promise<void> {
  const gate = AbuseGate.fromParams();
  await gate.countLookup(visitor, ask.slug);
  const email = mailAddress(ask.email.trim());
  if (email === null || email.length > ADDRESS_MAX)
    throw new ValidationError([{ field: 'email', rule: 'pattern' }]);
  const store = await import('./noticeStore');
  const spaceId = await store.spaceIdOf(ask.slug);
  // Refused before anything is written: a stranger's mailbox gets at most a few a day.
  await gate.countNoticeMail(email);
  const { code, receiptId, space } = await store.askNotice(
    spaceId,
    ask.token,
    email,
    ask.language,
    new Date(),
  );
  const { confirmMail } = await import('./replyNoticeMail');
  await sendMail(mailId('notice-confirm', receiptId.slice(0, 24), shortHash(code)), {
    to: email,
    ...confirmMail({
      language: ask.language,
      name: space.name,
      confirmLink: `${siteOrigin()}${noticeConfirmPath(code)}`,
    }),
  });
}

/** Stops the notice of a receipt: its address is deleted at once. */
export async function stopReplyNotice(
  visitor: Visitor,
  { slug, token }: { slug: string; token: string },
): Promise<void> {
  await AbuseGate.fromParams().countLookup(visitor, slug);
  const store = await import('./noticeStore');
  await store.stopNotice(await store.spaceIdOf(slug), token);
}

/**
 * Confirms the address whose code is `code`; false when no notice has it. A message answered
 * before the confirmation is told at once.
 */
export async function confirmReplyNotice(visitor: Visitor, code: string): Promise<boolean> {
  // The link names no space: its lookups count in a bucket of their own.
  await AbuseGate.fromParams().countLookup(visitor, NOTICE_LINKS);
  const store = await import('./noticeStore');
  const confirmed = await store.confirmNotice(code, new Date());
  if (!confirmed) return false;
  await sendNoticeIfAnswered(confirmed.receiptId, confirmed.notice);
  return true;
}

/** The message of a confirmed notice was answered: the one notice, then the address goes. */
async function sendNoticeIfAnswered(receiptId: string, notice: ReplyNoticeDoc): Promise<boolean> {
  const store = await import('./noticeStore');
  const answered = await store.answeredAs(notice.spaceId, notice.messageId);
  if (!answered) return false;
  const { noticeMail } = await import('./replyNoticeMail');
  await sendMail(mailId('notice', receiptId.slice(0, 32)), {
    to: notice.email,
    ...noticeMail({
      language: notice.language,
      name: answered.space.name,
      cause: answered.cause,
      receiptLink: `${siteOrigin()}${receiptPath(answered.space.slug, notice.token)}`,
    }),
  });
  await store.deleteNotice(receiptId);
  return true;
}

/** A message was answered (its trigger): every confirmed notice waiting on it is sent. */
export async function noticeAnswered(spaceId: string, messageId: string): Promise<number> {
  const store = await import('./noticeStore');
  const waiting = await store.confirmedNoticesOf(spaceId, messageId);
  let sent = 0;
  for (const { receiptId, notice } of waiting)
    if (await sendNoticeIfAnswered(receiptId, notice)) sent += 1;
  return sent;
}
