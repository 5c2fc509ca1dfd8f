import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../messages/message';
import { storedMessage } from '../messages/message.fixtures';
import {
  CSV_BOM,
  INBOX_COLUMNS,
  csvField,
  csvHeader,
  csvMessage,
  exportedMessage,
  japanTime,
  jsonInbox,
} from './formats';
import { parseCsv } from '../../test/support/csv';

const stored = (over: Partial<StoredMessage> = {}) =>
  storedMessage({
    body: 'ありがとう',
    name: 'みか',
    senderKey: 'k'.repeat(22),
    addressKey: 'a'.repeat(22),
    createdAt: new Date('2026-11-24T15:30:00Z'),
    read: true,
    ...over,
  });

describe('japanTime', () => {
  it('writes the instant on the Japan clock, crossing the date line at 15:00 UTC', () => {
    expect(japanTime(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-25T00:30:00+09:00');
    expect(japanTime(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24T23:59:59+09:00');
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(true)).toBe('true');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-1)).toBe('-1');
  });
});

describe('the inbox as CSV', () => {
  it('starts with a BOM and the header, and reads back field for field', () => {
    const message = exportedMessage(
      'm1',
      stored({ body: 'Dear, "you"\r\nthank you\nP.S.', name: 'A, B' }),
    );
    const text = csvHeader() + csvMessage(message);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, row] = parseCsv(text.slice(1));
    expect(header).toEqual([...INBOX_COLUMNS]);
    expect(row).toEqual([
      'm1',
      'letter',
      '2026-11-25T00:30:00+09:00',
      'A, B',
      'Dear, "you"\r\nthank you\nP.S.',
      'true',
      'false',
      'false',
      'false',
      'none',
    ]);
  });
});

describe('the inbox as CSV in words', () => {
  const message = exportedMessage(
    'm2',
    stored({ kind: 'fanMessage', read: false, starred: true, wall: 'approved', name: '' }),
  );

  it('names columns and the app’s own values in Japanese', () => {
    const [header, row] = parseCsv((csvHeader('ja') + csvMessage(message, 'ja')).slice(1));
    expect(header).toEqual([
      'ID',
      '種類',
      '日時',
      '名前',
      '本文',
      '既読',
      'スター',
      'アーカイブ',
      '保留',
      'ウォール',
    ]);
    expect(row).toEqual([
      'm2',
      'ファンメッセージ',
      '2026-11-25T00:30:00+09:00',
      '',
      'ありがとう',
      'いいえ',
      'はい',
      'いいえ',
      'いいえ',
      '掲載',
    ]);
  });

  it('names them in English, and the machine form keeps field names and raw values', () => {
    const [header, row] = parseCsv((csvHeader('en') + csvMessage(message, 'en')).slice(1));
    expect(header).toEqual([
      'ID',
      'Kind',
      'Date',
      'Name',
      'Message',
      'Read',
      'Starred',
      'Archived',
      'Held',
      'Wall',
    ]);
    expect(row?.slice(0, 2)).toEqual(['m2', 'Fan message']);
    expect(row?.slice(5)).toEqual(['No', 'Yes', 'No', 'No', 'Shown']);
    const [machineHeader, machineRow] = parseCsv(
      (csvHeader('machine') + csvMessage(message, 'machine')).slice(1),
    );
    expect(machineHeader).toEqual([...INBOX_COLUMNS]);
    expect(machineRow?.slice(1, 2)).toEqual(['fanMessage']);
    expect(machineRow?.slice(5)).toEqual(['false', 'true', 'false', 'false', 'approved']);
  });

  it('still defuses a sender’s formula in words', () => {
    const risky = exportedMessage('m3', stored({ body: '=1+1' }));
    const [, row] = parseCsv((csvHeader('ja') + csvMessage(risky, 'ja')).slice(1));
    expect(row?.[4]).toBe("'=1+1");
  });
});

describe('what an export keeps of a sender', () => {
  it('writes neither key in any format', () => {
    const message = exportedMessage('m1', stored());
    for (const text of [csvMessage(message), jsonInbox.item(message, 0)]) {
      expect(text).not.toContain('k'.repeat(22));
      expect(text).not.toContain('a'.repeat(22));
    }
    expect(new Set(Object.keys(message))).toEqual(new Set(INBOX_COLUMNS));
  });
});

describe('the inbox as JSON', () => {
  it('parses as one document whether it holds no message or several', () => {
    const meta = { slug: 'demo', exportedAt: '2026-11-25T00:00:00+09:00' };
    expect(JSON.parse(jsonInbox.open(meta) + jsonInbox.close(0))).toEqual({
      ...meta,
      messages: [],
    });
    const messages = [stored(), stored({ kind: 'fanMessage', wall: 'approved', name: '' })].map(
      (m, i) => exportedMessage(`m${i}`, m),
    );
    const text = jsonInbox.open(meta) + messages.map(jsonInbox.item).join('') + jsonInbox.close(2);
    expect(JSON.parse(text)).toEqual({ ...meta, messages });
  });
});
