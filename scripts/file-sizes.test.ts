// No hand-written module of the functions or the contracts runs past 400 lines: a file that long
// holds several concerns, and is split along them into parts named for what each holds (decision
// 075). Generated files are the only exceptions, listed by path.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['functions/src', 'contracts/src'];
const MAX_LINES = 400;
/** Generated files, which nobody edits by hand (none today). */
const GENERATED: readonly string[] = [];

/** Lines of a file's text, as an editor numbers them (a final newline ends the last line). */
function linesOf(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every `.ts`/`.tsx` file under `folder` (relative to the repository), tests included. */
function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`);
}

describe('hand-written files stay short', () => {
  it('counts lines as an editor does', () => {
    expect(linesOf('')).toBe(0);
    expect(linesOf('a\n')).toBe(1);
    expect(linesOf('a\nb')).toBe(2);
    expect(linesOf(`${'x\n'.repeat(MAX_LINES + 1)}`)).toBeGreaterThan(MAX_LINES);
  });

  it(`keeps every file of ${FOLDERS.join(' and ')} at ${MAX_LINES} lines or fewer`, () => {
    const files = FOLDERS.flatMap(sources);
    expect(files).toEqual(
      expect.arrayContaining(['functions/src/messages/store.ts', 'contracts/src/index.ts']),
    );
    const long = files
      .filter((file) => !GENERATED.includes(file))
      .map((file) => [file, linesOf(readFileSync(path.join(ROOT, file), 'utf8'))] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('lists as generated only files that exist', () => {
    const files = new Set(FOLDERS.flatMap(sources));
    expect(GENERATED.filter((file) => !files.has(file))).toEqual([]);
  });
});
