// The two mails a fan's reply notice sends (decision 068), in the fan's language: the one link
// that confirms the address, and the one notice that the creator replied or answered in public,
// linking the receipt. Each says what the address was used for and when it is deleted. Pure; the
// creator's name is escaped in the HTML, and nothing else anyone typed is in either mail.
import { LIMITS, type AccountLanguage } from '@spaces/contracts';
import { escapeHtml, oneLine } from './mailContent';
import type { MailContent } from './mailContent';

export interface ConfirmMailInput {
  language: AccountLanguage;
  /** The creator's display name. */
  name: string;
  /** Absolute address of the confirmation page. */
  confirmLink: string;
}

export interface NoticeMailInput {
  language: AccountLanguage;
  name: string;
  /** What happened: a private reply, or an answer in public. */
  cause: 'reply' | 'answer';
  /** Absolute address of the receipt. */
  receiptLink: string;
}

const SIGNATURE = 'Spaces';

/** A mail of paragraphs, then its one link (its address in the text), then the signature. */
function mailOf(
  subject: string,
  paragraphs: readonly string[],
  link: { href: string; label: string },
): MailContent {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const a = `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link.href}\n\n${SIGNATURE}\n`,
    html: `<!doctype html><html><body>${body}${a}<p>${SIGNATURE}</p></body></html>`,
  };
}

export function confirmMail({ language, name, confirmLink }: ConfirmMailInput): MailContent {
  const who = oneLine(name);
  const days = LIMITS.replyNoticeDays;
  const [subject, lines, label] =
    language === 'ja'
      ? [
          `${who} さんからの返事をお知らせするために、メールアドレスを確認してください`,
          [
            `${who} さんに送ったメッセージに返事が来たとき、一度だけこのアドレスにお知らせします。`,
            '下のリンクを開いて「確認する」を押すと、お知らせが有効になります。',
            `このアドレスはお知らせのためだけに使い、${who} さんには見えません。お知らせを送ったとき、または${days}日後に削除します。`,
            '心当たりがなければ、このメールは無視してください。何も届きません。',
          ],
          'メールアドレスを確認する',
        ]
      : [
          `Confirm your address to hear when ${who} replies`,
          [
            `When ${who} replies to the message you sent, we will tell you once, at this address.`,
            'Open the link below and press “Confirm” to turn the notice on.',
            `The address is used for this notice alone, and ${who} never sees it. It is deleted once the notice is sent, or after ${days} days.`,
            'If you did not ask for this, ignore this mail: nothing more will come.',
          ],
          'Confirm the address',
        ];
  return mailOf(subject, lines, { href: confirmLink, label });
}

export function noticeMail({ language, name, cause, receiptLink }: NoticeMailInput): MailContent {
  const who = oneLine(name);
  const [subject, lines, label] =
    language === 'ja'
      ? [
          cause === 'reply'
            ? `${who} さんから返事が届きました`
            : `${who} さんがあなたのメッセージに公開で答えました`,
          [
            cause === 'reply'
              ? `${who} さんが、あなたの送ったメッセージに返事をしました。控えのページで読めます。`
              : `${who} さんが、あなたの送ったメッセージに公開で答えました。控えのページから回答を開けます。`,
            'お知らせはこの一度だけです。このメールアドレスはお知らせのためだけに使い、いま削除しました。',
          ],
          '控えを開く',
        ]
      : [
          cause === 'reply'
            ? `${who} replied to your message`
            : `${who} answered your message in public`,
          [
            cause === 'reply'
              ? `${who} replied to the message you sent. Read it on your receipt.`
              : `${who} answered the message you sent in public. Your receipt links to the answer.`,
            'This is the only notice. Your address was used for it alone and has now been deleted.',
          ],
          'Open your receipt',
        ];
  return mailOf(subject, lines, { href: receiptLink, label });
}
