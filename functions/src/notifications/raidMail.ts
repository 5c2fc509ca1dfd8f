// The mail that tells an owner their space went into raid mode (decision 045): whether a space
// change is that moment, and the mail's words in the account's language. Pure.
import { formatDate, type AccountLanguage } from '@spaces/contracts';
import { paragraphMail, type MailContent } from './mailContent';

/** `moderation.raidSince` as a change event carries it: a Firestore timestamp, or null/absent. */
interface RaidField {
  moderation?: { raidSince?: unknown } | null;
}

function raidSinceOf(data: RaidField | undefined): Date | undefined {
  const value = data?.moderation?.raidSince as { toDate?: unknown } | null | undefined;
  if (typeof value?.toDate !== 'function') return undefined;
  const since = (value as { toDate: () => Date }).toDate();
  return Number.isNaN(since.getTime()) ? undefined : since;
}

/**
 * When raid mode began, if this change is its beginning: `raidSince` is a time after the change
 * and was none before. Any other change of the space (an edit during raid mode, the owner ending
 * it) is not news.
 */
export function raidBegan(
  before: RaidField | undefined,
  after: RaidField | undefined,
): Date | undefined {
  if (raidSinceOf(before)) return undefined;
  return raidSinceOf(after);
}

export interface RaidMailInput {
  language: AccountLanguage;
  displayName?: string;
  spaceName: string;
  since: Date;
  /** Absolute address of the space's overview in the editor, where the banner is. */
  editorLink: string;
}

interface Words {
  greeting: (name: string | undefined) => string;
  subject: (space: string) => string;
  happened: (space: string, since: string) => string;
  meanwhile: string;
  whatToDo: string;
  open: string;
  footer: string;
}

const WORDS: Record<AccountLanguage, Words> = {
  ja: {
    greeting: (name) => (name ? `${name} さん` : 'こんにちは。'),
    subject: (space) => `「${space}」に大量のメッセージが届いています`,
    happened: (space, since) =>
      `「${space}」にふだんよりはるかに多くのメッセージが短い時間に届いたため、荒らし対策モードに切り替えました。${since}（日本時間）から、新しいお手紙・ファンメッセージ・ボードへの投稿はすべて確認待ちになっています。`,
    meanwhile:
      '公開ページには「メッセージは確認してから届けています」と表示しています。ファンの方は送ることができ、届いたメッセージはあなたが確認するまで受信箱に入りません。',
    whatToDo:
      'エディターで、確認待ちのお手紙とファンメッセージをまとめて受信箱に入れるか削除できます（ボードへの投稿は各ボードの画面で確認できます）。落ち着いたら荒らし対策モードを終了してください。',
    open: 'エディターを開く',
    footer: 'このメールは、スペースを守るための大切なお知らせとしてお送りしています。',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: (space) => `${space} is receiving a flood of messages`,
    happened: (space, since) =>
      `${space} received far more messages than usual in a short time, so it switched to raid mode: since ${since} (Japan time) every new letter, fan message and board post is held for your review.`,
    meanwhile:
      'Your public page says that messages are being reviewed. Fans can still send; what they send stays out of your inbox until you look at it.',
    whatToDo:
      'In the editor you can release or delete the held letters and fan messages all at once (held board posts wait in each board). End raid mode when things are calm again.',
    open: 'Open the editor',
    footer: 'We send this mail to every owner whose space is flooded, to keep it safe.',
  },
};

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

export function raidMail(input: RaidMailInput): MailContent {
  const words = WORDS[input.language];
  const space = oneLine(input.spaceName);
  const name = input.displayName ? oneLine(input.displayName) : undefined;
  const happened = words.happened(space, formatDate(input.language, input.since));
  const mail = paragraphMail(
    input.language,
    [words.greeting(name), happened, words.meanwhile, words.whatToDo],
    { href: input.editorLink, label: words.open },
    words.footer,
  );
  return { subject: words.subject(space), ...mail };
}
