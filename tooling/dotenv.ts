// The one reader of the repository's dotenv files (`.env`, `.env.<project>`, `.secret.local`), by
// the rules firebase-tools reads them with when it emulates or deploys a codebase: what the
// prerendered pages, the predeploy check and the benchmarks read must be what a function gets.
// Those rules: `KEY=value` statements, an optional `export` before the key; a bare value ends at
// the line's end or at the first `#` (an inline comment, space before it or not) and is trimmed;
// a single-quoted value is taken as written; a double-quoted one may span lines and turns `\n`,
// `\r`, `\t`, `\v`, `\\`, `\'` and `\"` into what they name; a line that is neither a statement,
// a comment nor blank fails the whole file, as it fails the deploy.
// dotenv.test.ts holds this reader to firebase-tools' own on a corpus of awkward files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One statement, anchored at a line's start (the `m` flag) and free to span lines (`s`). */
const STATEMENT = new RegExp(
  [
    // Blank lines and indentation before it; then `export`, which is optional.
    String.raw`^\s*(?:export)?\s*`,
    String.raw`([\w./]+)\s*=[\f\t\v]*`,
    // The value: quoted in single or double quotes (with escaped quotes inside), or bare up to a
    // comment or the line's end.
    String.raw`(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|[^#\r\n]*)?`,
    // Trailing space and an inline comment.
    String.raw`\s*(?:#[^\n]*)?$`,
  ].join(''),
  'gms',
);

const QUOTED = /^(["'])(.*)\1$/s;

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** Names firebase-tools accepts: upper-case letters, digits and `_`, not starting with a digit. */
const KEY = /^[A-Z_][A-Z0-9_]*$/;

export class DotenvError extends Error {}

function valueOf(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  const quoted = QUOTED.exec(value);
  if (!quoted) return value;
  const [, quote, inside] = quoted as unknown as [string, string, string];
  return quote === '"' ? inside.replace(/\\([nrtv\\'"])/g, (_, c: string) => ESCAPES[c]!) : inside;
}

/**
 * The file's values by name, later statements winning. Throws DotenvError, naming the lines, when
 * a line is not a statement, a comment or blank, or a name is not one firebase-tools accepts.
 */
export function parseDotenv(text: string): Map<string, string> {
  const source = text.replace(/\r\n?/g, '\n');
  const values = new Map<string, string>();
  for (const match of source.matchAll(STATEMENT)) values.set(match[1]!, valueOf(match[2]));
  const stray = source
    .replace(STATEMENT, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const badNames = [...values.keys()].filter((key) => !KEY.test(key));
  if (stray.length > 0 || badNames.length > 0)
    throw new DotenvError(
      [
        ...stray.map((line) => `not a KEY=value line: ${line}`),
        ...badNames.map((key) => `${key} is not an upper-case name`),
      ].join('; '),
    );
  return values;
}

/** The values of `files` in `dir` (missing files skipped), later files winning, as a deploy merges them. */
export function readDotenvFiles(dir: string, files: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of files) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    let parsed: Map<string, string>;
    try {
      parsed = parseDotenv(readFileSync(file, 'utf8'));
    } catch (error) {
      if (error instanceof DotenvError) throw new DotenvError(`${file}: ${error.message}`);
      throw error;
    }
    for (const [key, value] of parsed) values.set(key, value);
  }
  return values;
}

/** The dotenv files firebase-tools deploys a codebase with for a project, in the order it reads them. */
export function deployedDotenvFiles(projectId: string, aliases: readonly string[] = []): string[] {
  return ['.env', `.env.${projectId}`, ...aliases.map((alias) => `.env.${alias}`)];
}

/** Puts the values of `files` in `dir` into `env` where it has none yet (the process's own win). */
export function loadDotenvFiles(
  dir: string,
  files: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  for (const [key, value] of readDotenvFiles(dir, files)) env[key] ??= value;
}
