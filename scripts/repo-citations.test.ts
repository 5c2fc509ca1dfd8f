// The repository explains itself: no tracked file points a reader at a document that is not in it
// (the planning notes the project started from) or at an issue number of a tracker it does not
// carry. A reason belongs in the comment itself, in docs/, or in a decision record.
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
  // "issue 17", "Issue 18's", "issues 17 and 18", "issue #3". A string that starts with it is data
  // (a card titled "Issue 3"), not a citation.
  { what: 'an issue number', pattern: /(?<![\w'"`])[Ii]ssues?\s*#?\d+/ },
  // The emulator protocols' brief named its parts "A1", "A2", … "D".
  { what: 'a part of an outside brief', pattern: /\bbrief [A-Z]\d?\b/ },
];

interface Citation {
  line: number;
  what: string;
  text: string;
}

function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { what, pattern } of CITATIONS) {
      if (pattern.test(line)) found.push({ line: index + 1, what, text: line.trim() });
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

describe('citations of what is not in the repository', () => {
  it('finds each kind of citation, and passes what only looks like one', () => {
    const note = (name: string) => name + '.md';
    expect(citationsIn(`// Limits in one place (${note('PRODUCT')}).`)).toHaveLength(1);
    expect(citationsIn(`// Tiers (${'STYLE'} §9)`)).toHaveLength(1);
    expect(citationsIn(`it('edits show within seconds (${'PRODUCT'}: …)')`)).toHaveLength(1);
    expect(citationsIn(`see ${'/work'}/shared/notes`)).toHaveLength(1);
    expect(citationsIn(`// The budgets of ${'issue'} 18`)).toHaveLength(1);
    expect(citationsIn(`${'Issue'} 17 found faults`)).toHaveLength(1);
    expect(citationsIn(`(${'issues'} 17 and 18)`)).toHaveLength(1);
    expect(citationsIn(`// The Listen stream (${'brief'} A1)`)).toHaveLength(1);

    expect(citationsIn("text: 'Issue 3',")).toEqual([]);
    expect(citationsIn("import { Journal } from '../shared/journal';")).toEqual([]);
    expect(citationsIn('// What the seed data writes; the PRODUCT_NAME constant.')).toEqual([]);
    expect(citationsIn('See docs/product.md and docs/decisions/017-abuse-gate.md.')).toEqual([]);
  });

  it('are in no tracked file', () => {
    const found: string[] = [];
    for (const path of trackedTextFiles()) {
      const bytes = readFileSync(`${root}${path}`);
      // Images and fonts carry no prose.
      if (bytes.includes(0)) continue;
      for (const { line, what, text } of citationsIn(bytes.toString('utf8'))) {
        found.push(`${path}:${line}: ${what}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
