// One date format per language: every date people read goes through contracts' formatDate
// (contracts/src/platform/dates.ts), so no page, mail or card formats one its own way. This finds
// the other ways in the code that writes for people: Intl's date formatter built elsewhere, a
// Date's locale strings, and an ISO date cut to its day inside a page.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const FORMATTER = 'contracts/src/platform/dates.ts';

/** Ways of writing a date for people other than formatDate, and where each is looked for. */
const OTHER_WAYS: readonly { what: string; pattern: RegExp; files: RegExp }[] = [
  { what: "Intl's date formatter", pattern: /\bDateTimeFormat\s*\(/, files: /./ },
  { what: "a Date's locale string", pattern: /\.toLocale(?:Date|Time)String\s*\(/, files: /./ },
  {
    what: "a Date's locale string",
    pattern: /(?:Date\([^)]*\)|[Aa]t|[Dd]ate)\)?\.toLocaleString\s*\(/,
    files: /./,
  },
  // Functions write ISO days for ids and documents; a page that shows one shows formatDate's.
  { what: 'an ISO day shown on a page', pattern: /toISOString\(\)\.slice\(/, files: /\.tsx$/ },
];

/** Tracked source of the web app, the functions and the contracts, tests aside. */
function sources(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--', 'hosting/app', 'functions/src', 'contracts/src', 'hosting/server'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.endsWith('.generated.ts') && file !== FORMATTER);
}

describe('dates people read', () => {
  it('are written by formatDate alone', () => {
    const found: string[] = [];
    for (const file of sources()) {
      const lines = readFileSync(`${root}/${file}`, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const way of OTHER_WAYS)
          if (way.files.test(file) && way.pattern.test(line))
            found.push(`${file}:${index + 1}: ${way.what}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('finds the ways it refuses', () => {
    const refused = [
      "new Intl.DateTimeFormat(lang, { dateStyle: 'long' })",
      'new Date(post.createdAt).toLocaleString(lang)',
      'at.toLocaleDateString()',
    ];
    for (const line of refused)
      expect(
        OTHER_WAYS.some((way) => way.pattern.test(line)),
        line,
      ).toBe(true);
    // Numbers keep their own locale strings.
    expect(OTHER_WAYS.some((way) => way.pattern.test('tick.toLocaleString(lang)'))).toBe(false);
  });
});
