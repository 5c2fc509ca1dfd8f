// Sending mail: one document per cause in `mail`, which the Trigger Email extension delivers.
// The id comes from the cause, so a task or trigger that runs twice sends one mail.
import * as logs from '../platform/logs';
import * as store from './store';

/** How long a mail document is kept (the TTL policy on `expireAt` deletes it afterwards). */
export const MAIL_RETENTION_DAYS = 30;

export interface Mail {
  to: string;
  uid: string;
  subject: string;
  text: string;
  html: string;
}

/** Mail ids are document ids: causes are joined with `-` and cleared of `/`. */
export const mailId = (...cause: string[]): string => cause.join('-').replaceAll('/', '_');

/** Queues `mail` once under `id`; answers false when that cause has already been mailed. */
export async function sendMail(
  id: string,
  { to, uid, subject, text, html }: Mail,
): Promise<boolean> {
  const now = new Date();
  const expireAt = new Date(now.getTime() + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const written = await store.createMail(id, {
    to,
    uid,
    message: { subject, text, html },
    createdAt: now,
    expireAt,
  });
  logs.mailQueued(id, uid, !written);
  return written;
}
