// The words of a notification mail — subject, plain text and HTML — in the account's language.
// Pure. Everything a visitor or owner typed is cut to a short excerpt and escaped in the HTML;
// no sender key or anything else about a sender beyond the name they gave is ever shown.
import {
  formatDate,
  graphemePrefix,
  type AccountLanguage,
  type NotificationKind,
} from '@spaces/contracts';

/** An excerpt is at most this many graphemes of a message's body. */
export const EXCERPT_GRAPHEMES = 60;
/** A sender's name is cut to this many graphemes. */
const NAME_GRAPHEMES = 30;
/** Excerpts shown per group; the rest are counted ("and 2 more"). */
const EXCERPTS_PER_GROUP = 3;
/**
 * Code points per grapheme an excerpt may average: flags, skin tones and most emoji fit, while a
 * "grapheme" of thousands of combining marks cannot make a mail document huge.
 */
const CODE_POINTS_PER_GRAPHEME = 4;
/**
 * Groups (a kind in a space, or a board) listed in one mail; the rest are counted. Ten spaces of
 * twenty boards make 220 groups, which would bring a digest near Firestore's 1 MiB document limit.
 */
export const GROUPS_PER_MAIL = 30;

/** New items of one kind in one space (for posts: one board), with where to read them. */
export interface MailGroup {
  kind: NotificationKind;
  spaceName: string;
  boardTitle?: string;
  /** Absolute address of the inbox, or of the board's editor for posts. */
  link: string;
  count: number;
  /** More than could be counted: shown as "count+". */
  capped: boolean;
  /** The newest items, newest first (only the first EXCERPTS_PER_GROUP are shown). */
  items: { name: string; body: string }[];
}

export interface MailInput {
  language: AccountLanguage;
  displayName?: string;
  /** Absolute address of /u/notifications. */
  settingsLink: string;
  /** Present for the daily digest: its Tokyo date (`YYYY-MM-DD`). */
  digestDay?: string;
  groups: MailGroup[];
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Words {
  kind: (kind: NotificationKind, count: number) => string;
  greeting: (name: string | undefined) => string;
  immediate: (count: string, kind: string) => string;
  immediateSubject: (count: string, kind: string, space: string | undefined) => string;
  digest: (day: string) => string;
  digestSubject: (day: string, count: string) => string;
  group: (kind: string, count: string) => string;
  openInbox: string;
  openBoard: string;
  more: (count: string) => string;
  moreGroups: (count: number) => string;
  anonymous: string;
  footer: string;
  changeSettings: string;
}

const WORDS: Record<AccountLanguage, Words> = {
  ja: {
    kind: (kind) =>
      ({ letters: 'お手紙', fanMessages: 'ファンメッセージ', boardPosts: 'ボードへの投稿' })[kind],
    greeting: (name) => (name ? `${name} さん` : 'こんにちは。'),
    immediate: (count, kind) => `新しい${kind}が${count}件届きました。`,
    immediateSubject: (count, kind, space) =>
      space
        ? `「${space}」に新しい${kind}が${count}件届きました`
        : `新しい${kind}が${count}件届きました`,
    digest: (day) => `${day} 朝までの24時間に届いたものをお知らせします。`,
    digestSubject: (day, count) => `Spaces の新着まとめ（${day}）：${count}件`,
    group: (kind, count) => `${kind} ${count}件`,
    openInbox: '受信箱を開く',
    openBoard: 'ボードを開く',
    more: (count) => `ほか${count}件`,
    moreGroups: (count) => `ほか${count}か所にも新着があります。`,
    anonymous: '匿名',
    footer: 'このメールは Spaces の通知設定にもとづいてお送りしています。',
    changeSettings: '通知設定を変更する',
  },
  en: {
    kind: (kind, count) =>
      ({
        letters: count === 1 ? 'letter' : 'letters',
        fanMessages: count === 1 ? 'fan message' : 'fan messages',
        boardPosts: count === 1 ? 'board post' : 'board posts',
      })[kind],
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    immediate: (count, kind) => `You have ${count} new ${kind}.`,
    immediateSubject: (count, kind, space) =>
      space ? `${count} new ${kind} for ${space}` : `${count} new ${kind}`,
    digest: (day) =>
      `Here is what arrived in the 24 hours up to the morning of ${day} (Japan time).`,
    digestSubject: (day, count) => `Your Spaces digest for ${day}: ${count} new`,
    group: (kind, count) => `${count} new ${kind}`,
    openInbox: 'Open the inbox',
    openBoard: 'Open the board',
    more: (count) => `and ${count} more`,
    moreGroups: (count) =>
      `New items also arrived in ${count} more ${count === 1 ? 'place' : 'places'}.`,
    anonymous: 'Anonymous',
    footer: 'You receive this mail because of your notification settings on Spaces.',
    changeSettings: 'Change your notification settings',
  },
};

/** One line of what someone typed: runs of white space become one space. */
export const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The first EXCERPT_GRAPHEMES graphemes of `text` on one line, with an ellipsis when cut. */
export function excerpt(text: string, max = EXCERPT_GRAPHEMES): string {
  const line = oneLine(text);
  const cut = graphemePrefix(line, max, max * CODE_POINTS_PER_GRAPHEME);
  return cut.length < line.length ? `${cut}…` : cut;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const countText = (count: number, capped: boolean) => `${count}${capped ? '+' : ''}`;

function groupTitle(group: MailGroup): string {
  const space = oneLine(group.spaceName);
  return group.boardTitle ? `${space} / ${oneLine(group.boardTitle)}` : space;
}

interface Shaped {
  title: string;
  summary: string;
  linkLabel: string;
  link: string;
  lines: { name: string; body: string }[];
  more?: string;
}

function shape(words: Words, group: MailGroup): Shaped {
  const shown = group.items.slice(0, EXCERPTS_PER_GROUP);
  const rest = group.count - shown.length;
  return {
    title: groupTitle(group),
    summary: words.group(words.kind(group.kind, group.count), countText(group.count, group.capped)),
    linkLabel: group.kind === 'boardPosts' ? words.openBoard : words.openInbox,
    link: group.link,
    lines: shown.map((item) => ({
      name: item.name.trim() ? excerpt(item.name, NAME_GRAPHEMES) : words.anonymous,
      body: excerpt(item.body),
    })),
    ...(rest > 0 ? { more: words.more(countText(rest, group.capped)) } : {}),
  };
}

/** A mail's HTML part: the same plain page around every mail's paragraphs, in its language. */
function htmlMail(language: AccountLanguage, parts: readonly string[]): string {
  return [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.6">`,
    ...parts,
    '</body></html>',
  ].join('\n');
}

/** One paragraph of a mail: a string, or lines that stand together (broken by `<br>` in HTML). */
export type MailParagraph = string | readonly string[];

/**
 * The text and HTML of a mail made of paragraphs, an optional link right under the last one, and
 * a footer under a rule: both parts say the same words, the HTML's escaped.
 */
export function paragraphMail(
  language: AccountLanguage,
  paragraphs: readonly MailParagraph[],
  link: { href: string; label: string } | undefined,
  footer: string,
): Pick<MailContent, 'text' | 'html'> {
  const blocks = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? [paragraph] : paragraph,
  );
  const text = [
    blocks.map((lines) => lines.join('\n')).join('\n\n'),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    '',
    '--',
    footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = htmlMail(language, [
    ...blocks.map(
      (lines) => `<p>${lines.map((line) => e(line).replace(/\n/g, '<br>')).join('<br>')}</p>`,
    ),
    ...(link ? [`<p><a href="${e(link.href)}">${e(link.label)}</a></p>`] : []),
    `<hr><p style="font-size:12px;color:#555">${e(footer)}</p>`,
  ]);
  return { text, html };
}

/** Subject, text and HTML of a mail about `groups` (all of one kind unless it is a digest). */
export function notificationMail(input: MailInput): MailContent {
  const words = WORDS[input.language];
  const total = input.groups.reduce((sum, group) => sum + group.count, 0);
  const capped = input.groups.some((group) => group.capped);
  const totalText = countText(total, capped);
  const firstKind = input.groups[0]?.kind ?? 'letters';
  const spaces = new Set(input.groups.map((group) => oneLine(group.spaceName)));
  const onlySpace = spaces.size === 1 ? [...spaces][0] : undefined;

  const day = input.digestDay && formatDate(input.language, input.digestDay, 'date');
  const subject = day
    ? words.digestSubject(day, totalText)
    : words.immediateSubject(totalText, words.kind(firstKind, total), onlySpace);
  const intro = day ? words.digest(day) : words.immediate(totalText, words.kind(firstKind, total));
  const name = input.displayName ? oneLine(input.displayName) : undefined;
  const groups = input.groups.slice(0, GROUPS_PER_MAIL).map((group) => shape(words, group));
  const unlisted = input.groups.length - groups.length;
  const moreGroups = unlisted > 0 ? words.moreGroups(unlisted) : undefined;

  const text = [
    words.greeting(name),
    '',
    intro,
    '',
    ...groups.flatMap((group) => [
      `■ ${group.title}: ${group.summary}`,
      ...group.lines.map((line) => `  - ${line.name}: ${line.body}`),
      ...(group.more ? [`  ${group.more}`] : []),
      `  ${group.linkLabel}: ${group.link}`,
      '',
    ]),
    ...(moreGroups ? [moreGroups, ''] : []),
    '--',
    words.footer,
    `${words.changeSettings}: ${input.settingsLink}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = htmlMail(input.language, [
    `<p>${e(words.greeting(name))}</p>`,
    `<p>${e(intro)}</p>`,
    ...groups.map((group) =>
      [
        `<h2 style="font-size:16px;margin:24px 0 4px">${e(group.title)}: ${e(group.summary)}</h2>`,
        group.lines.length > 0
          ? `<ul>${group.lines.map((line) => `<li><strong>${e(line.name)}</strong>: ${e(line.body)}</li>`).join('')}</ul>`
          : '',
        group.more ? `<p>${e(group.more)}</p>` : '',
        `<p><a href="${e(group.link)}">${e(group.linkLabel)}</a></p>`,
      ].join(''),
    ),
    ...(moreGroups ? [`<p>${e(moreGroups)}</p>`] : []),
    `<hr><p style="font-size:12px;color:#555">${e(words.footer)} <a href="${e(input.settingsLink)}">${e(words.changeSettings)}</a></p>`,
  ]);

  return { subject: oneLine(subject), text, html };
}
