// Sending mail: one document per cause in `mail`, in the shape the Firebase "Trigger Email"
// extension reads (`to`, `message.subject|text|html`) plus our own bookkeeping fields; the
// extension delivers it. The id comes from the cause, so a task or trigger that runs twice sends one
// mail. Here, not in a feature, because notifications and the account (the notice of a changed
// address) both send, and the account's deletion deletes its mail.
import { collections, deleteAll } from './firestore';
import * as logs from './logs';

/** How long a mail document is kept (the TTL policy on `expireAt` deletes it afterwards). */
export const MAIL_RETENTION_DAYS = 30;

/**
 * How long a mail to a fan is kept: long enough for the extension's deliveries and retries, short
 * because its `to` is the fan's address, which nothing else keeps (decision 068).
 */
const FAN_MAIL_RETENTION_DAYS = 2;

export interface Mail {
  to: string;
  /** The account the mail is for; absent on a mail to a fan or a reporter, who have none. */
  uid?: string | undefined;
  subject: string;
  text: string;
  html: string;
}

/** `mail/{mailId}`. */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  /**
   * The account the mail is for: deleting the account deletes its mail. Absent for a fan and for
   * a reporter (the outcome of a report goes to the address they left).
   */
  uid?: string;
  createdAt: Date;
  /** A TTL policy on this field removes sent mail (docs/data-model.md). */
  expireAt: Date;
}

/** Mail ids are document ids: causes are joined with `-` and cleared of `/`. */
export const mailId = (...cause: string[]): string => cause.join('-').replaceAll('/', '_');

const ALREADY_EXISTS = 6;

/** Writes the mail under `id` unless it exists; answers false for a repeat (nothing written). */
async function createMail(id: string, mail: MailDoc): Promise<boolean> {
  try {
    await collections.mail().doc(id).create(mail);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** Queues `mail` once under `id`; answers false when that cause has already been mailed. */
export async function sendMail(
  id: string,
  { to, uid, subject, text, html }: Mail,
): Promise<boolean> {
  const now = new Date();
  const days = uid === undefined ? FAN_MAIL_RETENTION_DAYS : MAIL_RETENTION_DAYS;
  const expireAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const written = await createMail(id, {
    to,
    ...(uid !== undefined && { uid }),
    message: { subject, text, html },
    createdAt: now,
    expireAt,
  });
  logs.mailQueued(id, uid, !written);
  return written;
}

/** Deletes every mail document of the account `uid`, in pages; answers how many went. */
export const deleteMailOf = (uid: string): Promise<number> =>
  deleteAll(collections.mail().where('uid', '==', uid));
