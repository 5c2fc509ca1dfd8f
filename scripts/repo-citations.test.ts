// The repository explains itself: no tracked file points a reader at a document that is not in it
// (the planning notes the project started from, a docs/ page or decision record never written) or
// at an issue number of a tracker it does not carry. A reason belongs in the comment itself, in
// docs/, or in a decision record.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The names of the outside notes; written in pieces so that this file does not cite them. */
const OUTSIDE_NOTES = ['SEED', 'PRODUCT', 'STYLE', 'ARCHITECTURE', 'DESIGN', 'EMULATOR_PROTOCOLS']
  .concat(['HELPERS'])
  .join('|');

const CITATIONS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an outside document', pattern: new RegExp(`\\b(?:${OUTSIDE_NOTES})\\.md\\b`) },
  // A name followed by a section sign, a colon or 's: a section of the note, or a quote from it.
  {
    what: 'a section of an outside document',
    pattern: new RegExp(`\\b(?:${OUTSIDE_NOTES})(?:\\s*§|:|'s\\b)`),
  },
  { what: 'the folder of the outside documents', pattern: /\/work\/shared\b/ },
  // The word issue or issues, capitalised or not, then a number, with or without #. A string that
  // starts with it is data (a card titled so), not a citation.
  { what: 'an issue number', pattern: /(?<![\w'"`])[Ii]ssues?\s*#?\d+/ },
  // The emulator protocols' brief named its parts "A1", "A2", … "D".
  { what: 'a part of an outside brief', pattern: /\bbrief [A-Z]\d?\b/ },
];

interface Citation {
  line: number;
  what: string;
  text: string;
}

/** What the repository holds that a comment may point to. */
interface Repository {
  /** Tracked paths. */
  files: ReadonlySet<string>;
  /** Numbers of the decision records, e.g. "017". */
  decisions: ReadonlySet<string>;
}

// "docs/security.md", "docs/decisions/017-abuse-gate.md"; a template such as NNN-title.md is not
// a path.
const DOCS_PATH = /\bdocs\/[\w./-]+\.md\b/g;
// "decision" or "decisions" and a number (the first, of a list), or "docs/decisions/" and one.
const DECISION_NUMBER = /\b(?:[Dd]ecisions?|docs\/decisions\/)\s*(\d{3})\b/g;

/** Pointers into the repository at something it does not hold. */
function danglingIn(line: string, repo: Repository): string[] {
  const what: string[] = [];
  for (const [path] of line.matchAll(DOCS_PATH)) {
    if (!path.includes('NNN') && !repo.files.has(path)) what.push(`a missing document (${path})`);
  }
  for (const [, number] of line.matchAll(DECISION_NUMBER)) {
    if (number && !repo.decisions.has(number)) what.push(`a missing decision record (${number})`);
  }
  return what;
}

function citationsIn(text: string, repo: Repository): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    const kinds = CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what);
    for (const what of kinds.concat(danglingIn(line, repo))) {
      found.push({ line: index + 1, what, text: line.trim() });
    }
  });
  return found;
}

function trackedTextFiles(): string[] {
  return (
    execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      // A file deleted in the work tree but not yet in the index has nothing left to say.
      .filter((path) => path !== '' && existsSync(`${root}${path}`))
  );
}

function repositoryOf(files: readonly string[]): Repository {
  const decisions = files
    .map((path) => /^docs\/decisions\/(\d{3})-/.exec(path)?.[1])
    .filter((number) => number !== undefined);
  return { files: new Set(files), decisions: new Set(decisions) };
}

describe('citations of what is not in the repository', () => {
  it('finds each kind of citation, and passes what only looks like one', () => {
    const repo = repositoryOf(['docs/product.md', 'docs/decisions/017-abuse-gate.md']);
    const cites = (text: string) => citationsIn(text, repo).map(({ what }) => what);
    const note = (name: string) => name + '.md';
    expect(cites(`// Limits in one place (${note('PRODUCT')}).`)).toEqual(['an outside document']);
    expect(cites(`// Tiers (${'STYLE'} §9)`)).toHaveLength(1);
    expect(cites(`it('edits show within seconds (${'PRODUCT'}: …)')`)).toHaveLength(1);
    expect(cites(`see ${'/work'}/shared/notes`)).toHaveLength(1);
    expect(cites(`// The budgets of ${'issue'} 18`)).toEqual(['an issue number']);
    expect(cites(`${'Issue'} 17 found faults`)).toHaveLength(1);
    expect(cites(`(${'issues'} 17 and 18)`)).toHaveLength(1);
    expect(cites(`// The Listen stream (${'brief'} A1)`)).toHaveLength(1);
    // Written in pieces, like the notes' names, so that this file points at nothing missing.
    const missing = 'docs/' + 'missing.md';
    expect(cites(`// see ${missing}`)).toEqual([`a missing document (${missing})`]);
    expect(cites(`// the reasons (decision ${'999'})`)).toEqual([
      'a missing decision record (999)',
    ]);
    expect(cites(`see docs/decisions/${'998'}-gone.md`)).toHaveLength(2);

    expect(cites("text: 'Issue 3',")).toEqual([]);
    expect(cites("import { Journal } from '../shared/journal';")).toEqual([]);
    expect(cites('// What the seed data writes; the PRODUCT_NAME constant.')).toEqual([]);
    expect(cites('See docs/product.md and docs/decisions/017-abuse-gate.md.')).toEqual([]);
    expect(cites('as decided (decision 017); records are docs/decisions/NNN-title.md')).toEqual([]);
  });

  it('are in no tracked file', () => {
    const files = trackedTextFiles();
    const repo = repositoryOf(files);
    const found: string[] = [];
    for (const path of files) {
      const bytes = readFileSync(`${root}${path}`);
      // Images and fonts carry no prose.
      if (bytes.includes(0)) continue;
      for (const { line, what, text } of citationsIn(bytes.toString('utf8'), repo)) {
        found.push(`${path}:${line}: ${what}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
