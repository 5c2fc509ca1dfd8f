// One word for each thing (docs/glossary.md, decision 073): no message catalogue, and none of the
// words the functions write for people (mails, share cards, exports, the answers board), uses a
// name the glossary sets aside; and Japanese joins a name or a number to the particle after it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../hosting/app/i18n/catalogues';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The files under functions/src whose strings people read, in Japanese or English. */
const FUNCTION_WORDS = [
  'functions/src/notifications/mailContent.ts',
  'functions/src/notifications/raidMail.ts',
  'functions/src/cards/layout.ts',
  'functions/src/exports/formats.ts',
  'functions/src/answers/answer.ts',
  'functions/src/operator/mail.ts',
];

interface Banned {
  concept: string;
  name: string;
  ja: string[];
  en: string[];
}

/** The glossary's table, read from the document people read, so the two cannot drift apart. */
function bannedNames(): Banned[] {
  const doc = readFileSync(`${root}/docs/glossary.md`, 'utf8');
  const rows = doc
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  expect(header).toEqual(['concept', '日本語', 'English', 'not in Japanese', 'not in English']);
  const list = (cell: string | undefined) =>
    (cell ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word !== '');
  return body.map(([concept, name, , ja, en]) => ({
    concept: concept!,
    name: name!,
    ja: list(ja),
    en: list(en),
  }));
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every catalogue string as `area.key`, per language. */
function strings(lang: 'ja' | 'en'): [string, string][] {
  return Object.entries(catalogues).flatMap(([area, catalogue]) =>
    Object.entries(catalogue[lang] as Record<string, string>).map(
      ([key, text]) => [`${area}.${key}`, text] as [string, string],
    ),
  );
}

/** Where each banned name occurs: `where: name`. */
function misuses(texts: [string, string][], names: string[], english: boolean): string[] {
  return texts.flatMap(([where, text]) =>
    names
      .filter((name) =>
        english ? new RegExp(`\\b${escape(name)}s?\\b`, 'i').test(text) : text.includes(name),
      )
      .map((name) => `${where}: ${name}`),
  );
}

const PARTICLES = 'に|の|へ|を|が|は|と|で|も|や|から|まで|より|さん|件|人|文字|回|分|日|時間|つ';

describe('the glossary', () => {
  const banned = bannedNames();

  it('names each concept once and sets aside the other names', () => {
    expect(banned.length).toBeGreaterThanOrEqual(10);
    const names = banned.map((b) => b.name);
    for (const name of [
      'クリエイター',
      'お手紙',
      'ファンメッセージ',
      'ボード',
      'アバター',
      '受信箱',
    ])
      expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the other names out of the Japanese catalogues and the functions’ words', () => {
    const names = banned.flatMap((b) => b.ja);
    const functionWords = FUNCTION_WORDS.map(
      (path) => [path, readFileSync(`${root}/${path}`, 'utf8')] as [string, string],
    );
    expect(misuses([...strings('ja'), ...functionWords], names, false)).toEqual([]);
  });

  it('keeps the other names out of the English catalogues', () => {
    expect(
      misuses(
        strings('en'),
        banned.flatMap((b) => b.en),
        true,
      ),
    ).toEqual([]);
  });

  it('bites: a catalogue line with a set-aside name is found', () => {
    const names = banned.flatMap((b) => b.ja);
    expect(misuses([['x.y', 'この掲示板はオーナーだけ']], names, false)).toEqual([
      'x.y: オーナー',
      'x.y: 掲示板',
    ]);
    expect(misuses([['x.y', 'Only the owners post']], ['owner'], true)).toEqual(['x.y: owner']);
  });

  it('joins names and numbers to Japanese without a space', () => {
    const apart = new RegExp(
      `\\}[ \\u3000]+(?:${PARTICLES})|[\\u3040-\\u30ff\\u4e00-\\u9fff、。][ \\u3000]+\\{`,
    );
    const found = strings('ja')
      .filter(([, text]) => apart.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(found).toEqual([]);
    expect(apart.test('{name} にお手紙を書く')).toBe(true);
    expect(apart.test('未読 {count}')).toBe(true);
    expect(apart.test('{name}にお手紙を書く')).toBe(false);
  });
});
