// Telling the previous address when the account's e-mail address changes. The change itself is
// the Auth SDK's (verifyBeforeUpdateEmail, then the link in the new address's mailbox); the server
// records the address it last saw, and whichever page of the user area runs next after the change
// notices the difference and mails the old address, once: the mail's id is derived from when the
// old address was recorded, so two pages noticing the same change write one mail.
import type { AccountLanguage } from '@spaces/contracts';
import { getAuth } from 'firebase-admin/auth';
import { mailId, sendMail } from '../platform/mail';
import { accountOf } from './account';
import * as store from './store';

interface EmailChangedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const WORDING: Record<
  AccountLanguage,
  { subject: string; lines: (from: string, to: string) => string[] }
> = {
  ja: {
    subject: '【Spaces】メールアドレスが変更されました',
    lines: (from, to) => [
      `Spaces アカウントのメールアドレスが ${from} から ${to} に変更されました。`,
      '今後のお知らせは新しいアドレスに届きます。',
      'この変更に心当たりがない場合は、同時に届く認証サービスからのメールにあるリンクでアドレスを元に戻し、すぐにパスワードを変更してください。',
    ],
  },
  en: {
    subject: '[Spaces] Your e-mail address was changed',
    lines: (from, to) => [
      `The e-mail address of your Spaces account was changed from ${from} to ${to}.`,
      'From now on, mail from Spaces goes to the new address.',
      'If you did not make this change, restore your address with the link in the separate e-mail from our sign-in service, then change your password at once.',
    ],
  },
};

/** The mail to the previous address, in the account's language. */
export function emailChangedMail(
  language: AccountLanguage,
  from: string,
  to: string,
): EmailChangedMail {
  const { subject, lines } = WORDING[language];
  const body = lines(from, to);
  return {
    subject,
    text: body.join('\n\n'),
    html: body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/**
 * Compares the Auth record's address with the one recorded: on a change, mails the recorded
 * (previous) address and records the new one; without a record, records the current one.
 */
export async function syncEmail(uid: string): Promise<{ email?: string; changed: boolean }> {
  const [user, doc] = await Promise.all([getAuth().getUser(uid), store.getAccount(uid)]);
  const current = user.email;
  if (!current) return { changed: false };
  if (doc.email === current) return { email: current, changed: false };
  const previous = doc.email;
  if (previous && doc.emailSince) {
    const { language } = await accountOf(uid);
    const mail = emailChangedMail(language, previous, current);
    await sendMail(mailId('email-changed', uid, String(doc.emailSince.getTime())), {
      to: previous,
      uid,
      ...mail,
    });
  }
  await store.recordEmail(uid, current, doc.emailSince);
  return { email: current, changed: previous !== undefined };
}
