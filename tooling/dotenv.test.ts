import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DotenvError,
  deployedDotenvFiles,
  loadDotenvFiles,
  parseDotenv,
  readDotenvFiles,
} from './dotenv';

/** firebase-tools' own reader: what the Functions emulator and a deploy read these files with. */
const firebaseTools = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js') as {
  parse(text: string): { envs: Record<string, string>; errors: string[] };
};

/** Files as people write them, awkward ones included. */
const CORPUS: Record<string, string> = {
  plain: 'A=1\nB=two words\n\n# a comment\nC=\n',
  'inline comments': [
    'SPACES_OPERATOR_HOURS=平日 10:00〜18:00 # 祝日を除く',
    'NO_SPACE=abc#def',
    'HASH_IN_QUOTES="a # b" # but this is a comment',
    "SINGLE='c # d'",
    '  INDENTED = value   # trailing',
  ].join('\n'),
  quotes: [
    'DOUBLE="two words"',
    "SINGLE='it''s'",
    'EMPTY_DOUBLE=""',
    "EMPTY_SINGLE=''",
    'UNBALANCED="open',
    'INNER=a "quoted" word',
  ].join('\n'),
  escapes: [
    String.raw`DOUBLE="line\nnext\ttab \"quote\" \\ back"`,
    String.raw`SINGLE='line\nstays \t as written'`,
    String.raw`BARE=a\nb`,
  ].join('\n'),
  'multi-line': 'KEY="first\nsecond"\nAFTER=1\n',
  export: 'export A=1\nexport  B="x"\n',
  'windows line ends': 'A=1\r\nB="two"\r\nC=3 # c\r\n',
  japanese:
    'SPACES_OPERATOR_NAME=Spaces 運営事務局（デモ）\nSPACES_OPERATOR_ADDRESS="〒100-0001 東京都"\n',
  'not a statement': 'A=1\nthis is not a line\nB=2\n',
};

describe('parseDotenv', () => {
  it.each(Object.entries(CORPUS))('reads "%s" as firebase-tools does', (_, text) => {
    const theirs = firebaseTools.parse(text);
    if (theirs.errors.length > 0) {
      expect(() => parseDotenv(text)).toThrow(DotenvError);
      return;
    }
    expect(Object.fromEntries(parseDotenv(text))).toEqual(theirs.envs);
  });

  it('ends a bare value at an inline comment, and keeps a quoted # as text', () => {
    const values = parseDotenv(CORPUS['inline comments']!);
    expect(values.get('SPACES_OPERATOR_HOURS')).toBe('平日 10:00〜18:00');
    expect(values.get('NO_SPACE')).toBe('abc');
    expect(values.get('HASH_IN_QUOTES')).toBe('a # b');
    expect(values.get('SINGLE')).toBe('c # d');
    expect(values.get('INDENTED')).toBe('value');
  });

  it('turns escapes into characters in double quotes only', () => {
    const values = parseDotenv(CORPUS.escapes!);
    expect(values.get('DOUBLE')).toBe('line\nnext\ttab "quote" \\ back');
    expect(values.get('SINGLE')).toBe(String.raw`line\nstays \t as written`);
    expect(values.get('BARE')).toBe(String.raw`a\nb`);
    expect(parseDotenv(CORPUS['multi-line']!).get('KEY')).toBe('first\nsecond');
  });

  it('refuses a file firebase-tools would refuse to deploy', () => {
    expect(() => parseDotenv(CORPUS['not a statement']!)).toThrow(/this is not a line/);
    expect(() => parseDotenv('lower_case=1\n')).toThrow(/lower_case/);
  });
});

describe('reading the files of a folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dotenv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, '.env'), 'A=from .env\nB=from .env # comment\n');
  writeFileSync(path.join(dir, '.env.proj'), 'B="from .env.proj"\n');
  writeFileSync(path.join(dir, '.env.bad'), 'B\n');

  it('merges them in order, later files winning, missing ones skipped', () => {
    const files = deployedDotenvFiles('proj', ['missing']);
    expect(files).toEqual(['.env', '.env.proj', '.env.missing']);
    expect(Object.fromEntries(readDotenvFiles(dir, files))).toEqual({
      A: 'from .env',
      B: 'from .env.proj',
    });
  });

  it('loads them into an environment without overriding what it has, and names a bad file', () => {
    const env: NodeJS.ProcessEnv = { A: 'already set' };
    loadDotenvFiles(dir, ['.env'], env);
    expect(env).toEqual({ A: 'already set', B: 'from .env' });
    expect(() => readDotenvFiles(dir, ['.env.bad'])).toThrow(/\.env\.bad/);
  });
});

describe('the one reader', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const sources = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.js', '*.mjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('tooling/dotenv.'))
    .map((file) => [file, readFileSync(path.join(root, file), 'utf8')] as const);

  it('is the only code that reads a dotenv file', () => {
    // Node's own readers and hand-made ones each differ from firebase-tools' rules.
    const OTHER_READERS = /process\.loadEnvFile|\bparseEnv\b[^;]*'node:util'|from 'dotenv'/;
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter(([, text]) => OTHER_READERS.test(text)).map(([file]) => file)).toEqual(
      [],
    );
  });

  it('is what every module naming a dotenv file reads it with', () => {
    const code = (text: string) => text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    const naming = sources.filter(([, text]) => /['"`/]\.(env\b|secret\.local)/.test(code(text)));
    expect(naming.map(([file]) => file)).toEqual(
      expect.arrayContaining(['hosting/vite.config.ts', 'scripts/predeploy.ts']),
    );
    expect(
      naming.filter(([, text]) => !/from '[./]*tooling\/dotenv'/.test(text)).map(([file]) => file),
    ).toEqual([]);
  });
});
