// The mails the operator's decisions send (decision 071), in the reader's language: the owner's
// notice (what was removed, why, how to object) and its undoing, and the outcome a reporter asked
// for. Pure. A notice's mail never names or quotes a report.
import type { AccountLanguage, NoticeKind, ReportReason } from '@spaces/contracts';
import { paragraphMail, type MailContent } from '../notifications/mailContent';

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

const REASONS: Record<AccountLanguage, Record<ReportReason, string>> = {
  ja: {
    'private-info': '個人情報の掲載',
    harassment: '嫌がらせ・誹謗中傷',
    infringement: '著作権などの権利の侵害',
    illegal: '違法な内容',
    spam: 'スパム',
    other: '利用規約に反する内容',
  },
  en: {
    'private-info': 'private information',
    harassment: 'harassment',
    infringement: 'infringement of copyright or other rights',
    illegal: 'illegal content',
    spam: 'spam',
    other: 'content against our terms',
  },
};

interface NoticeWords {
  greeting: (name: string | undefined) => string;
  subject: (kind: NoticeKind, title: string, lifted: boolean) => string;
  what: (kind: NoticeKind, title: string, excerpt: string | undefined) => string;
  lifted: (kind: NoticeKind, title: string) => string;
  why: (reason: string) => string;
  operatorSays: string;
  object: string;
  open: string;
  footer: string;
}

const NOTICE_WORDS: Record<AccountLanguage, NoticeWords> = {
  ja: {
    greeting: (name) => (name ? `${name} さん` : 'こんにちは。'),
    subject: (kind, title, lifted) => {
      if (lifted)
        return kind === 'account-suspended'
          ? 'Spaces: アカウントの停止を解除しました'
          : `Spaces: 「${title}」を元に戻しました`;
      switch (kind) {
        case 'post-hidden':
          return `Spaces: 「${title}」の投稿を非公開にしました`;
        case 'answer-hidden':
          return `Spaces: 「${title}」の回答を非公開にしました`;
        case 'space-taken-down':
          return `Spaces: 「${title}」の公開を停止しました`;
        case 'account-suspended':
          return 'Spaces: アカウントを一時停止しました';
      }
    },
    what: (kind, title, excerpt) => {
      const quoted = excerpt ? `（「${excerpt}」）` : '';
      switch (kind) {
        case 'post-hidden':
          return `通報を受けて確認した結果、ボード「${title}」の投稿${quoted}を非公開にしました。`;
        case 'answer-hidden':
          return `通報を受けて確認した結果、「${title}」の回答${quoted}を非公開にしました。`;
        case 'space-taken-down':
          return `通報を受けて確認した結果、スペース「${title}」の公開を停止しました。ページを開くと「削除されました」と表示されます。データはそのまま残っています。`;
        case 'account-suspended':
          return 'あなたのアカウントを一時停止しました。停止中はスペースの編集や公開ができず、すべてのスペースが非公開になります。データはそのまま残っています。';
      }
    },
    lifted: (kind, title) =>
      kind === 'account-suspended'
        ? 'アカウントの一時停止を解除しました。これまでどおり編集と公開ができます。'
        : `「${title}」についての措置を取り消し、元どおり公開しました。`,
    why: (reason) => `理由: ${reason}`,
    operatorSays: '運営からのメッセージ:',
    object:
      'この判断に異議がある場合は、エディターのお知らせから異議を送ることができます。運営が確認してお返事します。',
    open: 'お知らせを開く',
    footer: 'このメールは Spaces の運営からの大切なお知らせです。',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: (kind, title, lifted) => {
      if (lifted)
        return kind === 'account-suspended'
          ? 'Spaces: your account is no longer suspended'
          : `Spaces: ${title} is back`;
      switch (kind) {
        case 'post-hidden':
          return `Spaces: a post on ${title} was hidden`;
        case 'answer-hidden':
          return `Spaces: an answer on ${title} was hidden`;
        case 'space-taken-down':
          return `Spaces: ${title} was taken down`;
        case 'account-suspended':
          return 'Spaces: your account is suspended';
      }
    },
    what: (kind, title, excerpt) => {
      const quoted = excerpt ? ` ("${excerpt}")` : '';
      switch (kind) {
        case 'post-hidden':
          return `After a report, we reviewed a post${quoted} on the board ${title} and hid it.`;
        case 'answer-hidden':
          return `After a report, we reviewed an answer${quoted} on ${title} and hid it.`;
        case 'space-taken-down':
          return `After a report, we reviewed your space ${title} and took it down: its pages now say that it was removed. Its data is kept.`;
        case 'account-suspended':
          return 'We suspended your account. While it is suspended you cannot edit or publish, and none of your spaces is public. Your data is kept.';
      }
    },
    lifted: (kind, title) =>
      kind === 'account-suspended'
        ? 'We lifted the suspension of your account: you can edit and publish again.'
        : `We undid our decision about ${title}: it is public again.`,
    why: (reason) => `Reason: ${reason}`,
    operatorSays: 'A message from the Spaces team:',
    object:
      'If you disagree, you can object from the notice in the editor. We will review your objection and reply.',
    open: 'Open the notice',
    footer: 'This is an important notice from the Spaces team.',
  },
};

export interface NoticeMailInput {
  language: AccountLanguage;
  displayName?: string | undefined;
  kind: NoticeKind;
  title: string;
  excerpt?: string | undefined;
  reason: ReportReason;
  message?: string | undefined;
  /** The decision undid the notice's action. */
  lifted: boolean;
  /** Absolute address of where the owner reads the notice and objects. */
  link: string;
}

/** The owner's mail about a notice: made, or lifted. */
export function noticeMail(input: NoticeMailInput): MailContent {
  const words = NOTICE_WORDS[input.language];
  const title = oneLine(input.title);
  const excerpt = input.excerpt === undefined ? undefined : oneLine(input.excerpt);
  const name = input.displayName ? oneLine(input.displayName) : undefined;
  const what = input.lifted
    ? words.lifted(input.kind, title)
    : words.what(input.kind, title, excerpt);
  const why = words.why(REASONS[input.language][input.reason]);
  const message = input.message?.trim() || undefined;
  const mail = paragraphMail(
    input.language,
    [
      words.greeting(name),
      what,
      ...(input.lifted ? [] : [why]),
      ...(message ? [[words.operatorSays, message]] : []),
      ...(input.lifted ? [] : [words.object]),
    ],
    { href: input.link, label: words.open },
    words.footer,
  );
  return { subject: words.subject(input.kind, title, input.lifted), ...mail };
}

interface OutcomeWords {
  subject: string;
  reviewed: (page: string) => string;
  removed: string;
  kept: string;
  thanks: string;
  footer: string;
}

const OUTCOME_WORDS: Record<AccountLanguage, OutcomeWords> = {
  ja: {
    subject: 'Spaces: 通報の確認結果',
    reviewed: (page) => `Spaces にお寄せいただいた通報（${page}）を運営が確認しました。`,
    removed: '確認の結果、通報いただいた内容を非公開にしました。',
    kept: '確認の結果、現時点では利用規約に反するとは判断しなかったため、公開を続けています。',
    thanks: 'ご協力ありがとうございました。',
    footer:
      'このメールは、通報の際に連絡先を入力された方にお送りしています。このアドレスは結果のお知らせにのみ使い、投稿者には伝えていません。',
  },
  en: {
    subject: 'Spaces: the outcome of your report',
    reviewed: (page) => `The Spaces team reviewed your report about ${page}.`,
    removed: 'We took the content you reported off the site.',
    kept: 'We did not find it against our terms for now, so it stays up.',
    thanks: 'Thank you for telling us.',
    footer:
      'You left this address when you reported. We use it only to tell you the outcome, and never show it to the person you reported.',
  },
};

/** A reporter's mail: what became of the page they reported. */
export function outcomeMail(
  language: AccountLanguage,
  pageUrl: string,
  removed: boolean,
): MailContent {
  const words = OUTCOME_WORDS[language];
  const outcome = removed ? words.removed : words.kept;
  const mail = paragraphMail(
    language,
    [[words.reviewed(pageUrl), outcome], words.thanks],
    undefined,
    words.footer,
  );
  return { subject: words.subject, ...mail };
}
