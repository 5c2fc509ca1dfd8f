// How an export writes what it holds: inbox rows as CSV (RFC 4180, UTF-8 with a BOM so that
// spreadsheet programs in Japan read the encoding right) and as JSON, dates in Japan time. Pure.
import type { ExportColumns } from '@spaces/contracts';
import { toInboxMessage, type StoredMessage } from '../messages/message';

/** Opens the file as UTF-8 in Excel and Numbers; without it they guess Shift_JIS in Japan. */
export const CSV_BOM = '\uFEFF';

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `2026-11-25T20:05:00+09:00`: an instant as the owner's clock in Japan shows it. */
export function japanTime(date: Date): string {
  return new Date(date.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 19) + '+09:00';
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled). Text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets a leading `'`,
 * so that a fan's message can never compute anything on the owner's machine.
 */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (fields: readonly (string | number | boolean)[]): string =>
  fields.map(csvField).join(',') + '\r\n';

/**
 * One message as the export shows it: the inbox's view, which carries nothing that ties two
 * messages of one sender together (decision 040).
 */
export interface ExportedMessage {
  id: string;
  kind: StoredMessage['kind'];
  date: string;
  name: string;
  body: string;
  read: boolean;
  starred: boolean;
  archived: boolean;
  held: boolean;
  wall: StoredMessage['wall'];
}

export const INBOX_COLUMNS = [
  'id',
  'kind',
  'date',
  'name',
  'body',
  'read',
  'starred',
  'archived',
  'held',
  'wall',
] as const satisfies readonly (keyof ExportedMessage)[];

export function exportedMessage(id: string, message: StoredMessage): ExportedMessage {
  // The inbox's view, dated on the Japan clock.
  const { messageId, createdAt: _at, ...shown } = toInboxMessage(id, message);
  return { id: messageId, date: japanTime(message.createdAt), ...shown };
}

type InboxColumn = (typeof INBOX_COLUMNS)[number];
type Words = 'ja' | 'en';

/** The columns' names for people, in the owner's language. */
const HEADERS: Record<Words, Record<InboxColumn, string>> = {
  ja: {
    id: 'ID',
    kind: '種類',
    date: '日時',
    name: '名前',
    body: '本文',
    read: '既読',
    starred: 'スター',
    archived: 'アーカイブ',
    held: '保留',
    wall: 'ウォール',
  },
  en: {
    id: 'ID',
    kind: 'Kind',
    date: 'Date',
    name: 'Name',
    body: 'Message',
    read: 'Read',
    starred: 'Starred',
    archived: 'Archived',
    held: 'Held',
    wall: 'Wall',
  },
};

/** The values the app itself defines, in words; what senders wrote stays as they wrote it. */
const VALUES: Record<
  Words,
  {
    kind: Record<ExportedMessage['kind'], string>;
    wall: Record<ExportedMessage['wall'], string>;
    yes: string;
    no: string;
  }
> = {
  ja: {
    kind: { letter: 'お手紙', fanMessage: 'ファンメッセージ' },
    wall: { none: '', approved: '掲載', hidden: '非表示' },
    yes: 'はい',
    no: 'いいえ',
  },
  en: {
    kind: { letter: 'Letter', fanMessage: 'Fan message' },
    wall: { none: '', approved: 'Shown', hidden: 'Hidden' },
    yes: 'Yes',
    no: 'No',
  },
};

/** The header row; `machine` keeps the field names (`id,kind,date,…`) for scripts. */
export const csvHeader = (columns: ExportColumns = 'machine'): string =>
  CSV_BOM +
  csvRow(columns === 'machine' ? INBOX_COLUMNS : INBOX_COLUMNS.map((c) => HEADERS[columns][c]));

export function csvMessage(message: ExportedMessage, columns: ExportColumns = 'machine'): string {
  if (columns === 'machine') return csvRow(INBOX_COLUMNS.map((column) => message[column]));
  const words = VALUES[columns];
  const shown: Record<InboxColumn, string | number | boolean> = {
    ...message,
    kind: words.kind[message.kind],
    wall: words.wall[message.wall],
    read: message.read ? words.yes : words.no,
    starred: message.starred ? words.yes : words.no,
    archived: message.archived ? words.yes : words.no,
    held: message.held ? words.yes : words.no,
  };
  return csvRow(INBOX_COLUMNS.map((column) => shown[column]));
}

/**
 * A JSON document written in pieces: `open` before the first message, `item` for each (with the
 * separator it needs), `close` after the last. Together they parse as `{ …meta, messages: […] }`.
 */
export const jsonInbox = {
  open: (meta: Record<string, unknown>): string => {
    const head = JSON.stringify(meta, null, 2);
    return `${head.slice(0, -2)},\n  "messages": [`;
  },
  item: (message: ExportedMessage, index: number): string =>
    `${index === 0 ? '' : ','}\n    ${JSON.stringify(message)}`,
  close: (count: number): string => `${count === 0 ? '' : '\n  '}]\n}\n`,
};
