// No hand-written TypeScript file runs past 400 lines, tests included: a file that long holds
// several concerns, and is split along them into parts named for what each holds (decision 075).
// Two folders are not held to it yet: the emulators (emulators/), whose engines and conformance
// suites follow the services they imitate, and the functions' emulator suites (functions/test/),
// six of which run to 424–573 lines of scenarios, each file paying for its own accounts and
// warm-up. Hand-written means what git tracks or would (not ignored); generated files among them
// are listed by path.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = [
  'contracts',
  'functions',
  'hosting',
  'rules',
  'e2e',
  'scripts',
  'tooling',
  'fixtures',
];
const MAX_LINES = 400;
/** Generated files, which nobody edits by hand (none today). */
const GENERATED: readonly string[] = [];

/** Lines of a file's text, as an editor numbers them (a final newline ends the last line). */
function linesOf(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every `.ts`/`.tsx` file of the folders that git tracks or would, tests included. */
function sources(): string[] {
  const patterns = FOLDERS.flatMap((folder) => [`${folder}/*.ts`, `${folder}/*.tsx`]);
  const exempt = [':(exclude)functions/test/*'];
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns, ...exempt],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);
}

describe('hand-written files stay short', () => {
  it('counts lines as an editor does', () => {
    expect(linesOf('')).toBe(0);
    expect(linesOf('a\n')).toBe(1);
    expect(linesOf('a\nb')).toBe(2);
    expect(linesOf(`${'x\n'.repeat(MAX_LINES + 1)}`)).toBeGreaterThan(MAX_LINES);
  });

  it(`keeps every file of ${FOLDERS.join(', ')} at ${MAX_LINES} lines or fewer`, () => {
    const files = sources();
    expect(files).toEqual(
      expect.arrayContaining([
        'functions/src/messages/store.ts',
        'contracts/src/index.ts',
        'hosting/app/root.tsx',
        'e2e/support/browser.ts',
      ]),
    );
    const long = files
      .filter((file) => !GENERATED.includes(file))
      .map((file) => [file, linesOf(readFileSync(path.join(ROOT, file), 'utf8'))] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('lists as generated only files that exist', () => {
    const files = new Set(sources());
    expect(GENERATED.filter((file) => !files.has(file))).toEqual([]);
  });
});
