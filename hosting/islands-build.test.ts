// The islands: what a visitor's browser may run. Built here for real (esbuild, both languages, ~2 s).
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from './app/i18n/lang';
import { callErrors } from './app/i18n/messages/call-errors';
import { send } from './app/i18n/messages/send';
import { visitorErrors } from './app/i18n/messages/visitor-errors';
import type { IslandName } from './app/islands/registry';
import { BUDGETS } from './budgets';
import { buildIslands, firstLoad, type IslandsBuild } from './islands-build';

let islands: IslandsBuild;
beforeAll(async () => {
  islands = await buildIslands();
}, 60_000);

const text = (file: { contents: Uint8Array }) => Buffer.from(file.contents).toString('utf8');
const fileOf = (name: string) => islands.files.find((file) => file.fileName === name)!;
const gzipped = (names: string[]) =>
  names.reduce((sum, name) => sum + gzipSync(fileOf(name).contents).length, 0);

/** The islands each kind of public page shows (the demo's, as the page bench loads them). */
const PAGES: Record<string, readonly IslandName[]> = {
  letter: ['sendForm'],
  top: ['sendForm', 'wallMore', 'embedPlayer'],
  board: ['sendForm', 'morePosts'],
  answer: ['answerShare'],
  receipt: ['receiptDelete'],
  thanks: ['sendFormSent'],
};

describe.each(LANGS)('the islands in %s', (lang) => {
  it('have a hashed entry under /assets that loads an island only where a page shows it', () => {
    const { script } = islands.languages[lang];
    expect(script).toMatch(new RegExp(`^/assets/islands-${lang}-[A-Z0-9]+\\.js$`));
    const entry = fileOf(script.slice(1));
    expect(text(entry)).toContain('[data-island]');
    expect(gzipSync(entry.contents).length).toBeLessThan(512);
  });

  it(`fit a letter page's first load in ${BUDGETS.letterJsGzip.goal.target / 1024} KB gzipped, and any page's in ${BUDGETS.jsGzip.goal.target / 1024} KB`, () => {
    for (const [page, shown] of Object.entries(PAGES)) {
      const budget = page === 'letter' ? BUDGETS.letterJsGzip : BUDGETS.jsGzip;
      expect(gzipped(firstLoad(islands, lang, shown)), page).toBeLessThanOrEqual(
        budget.goal.target,
      );
    }
  });

  it("load the send form's thanks, the fan-art image field, App Check and Storage only when needed", () => {
    const letter = firstLoad(islands, lang, PAGES.letter!);
    const loaded = letter.map((name) => text(fileOf(name))).join('\n');
    // The thanks' receipt, a board's image field, the other islands.
    expect(loaded).not.toContain('receipt-href');
    expect(loaded).not.toContain('post-image');
    for (const [name, [chunk]] of Object.entries(islands.languages[lang].islands)) {
      if (name !== 'sendForm') expect(letter, name).not.toContain(chunk);
    }
    const later = islands.files.filter((file) => !letter.includes(file.fileName)).map(text);
    expect(later.join('')).toContain('ReCaptchaEnterprise');
    expect(loaded).not.toContain('ReCaptchaEnterprise');
  });

  it("load a letter page's form in four files: the entry, the form, and two it shares", () => {
    // What every island loads (Preact, the mounting, the translator) and what else the form
    // shares with other islands each come as one file, not one for each set of islands.
    expect(firstLoad(islands, lang, PAGES.letter!)).toHaveLength(4);
  });

  it('carry the messages of the reasons a visitor may meet, and no others', () => {
    const loaded = islands.files.map(text).join('\n');
    const carries = (words: string) => loaded.includes(words);
    expect(carries(visitorErrors[lang].rateLimited.split('{')[0]!)).toBe(true);
    // An owner's and an operator's reasons, and the table's entry of one.
    expect(carries(callErrors[lang].notOwner), 'notOwner').toBe(false);
    expect(carries(callErrors[lang].actionNotApplicable), 'actionNotApplicable').toBe(false);
    expect(carries('report-target-not-found'), 'the reason').toBe(false);
  });

  it("carry the words of their page's language only", () => {
    const other = LANGS.find((l) => l !== lang)!;
    const loaded = firstLoad(islands, lang, PAGES.letter!)
      .map((name) => text(fileOf(name)))
      .join('\n');
    expect(loaded).toContain(send[lang].sendLetter);
    expect(loaded).not.toContain(send[other].sendLetter);
  });
});

describe('the islands', () => {
  it('carry no editor code, no Auth, no schemas and no React', () => {
    const all = islands.files.map(text).join('\n');
    // Strings only these would bring: Firebase Auth's errors, ajv's and TypeBox's internals,
    // React DOM's, and an editor-only message.
    expect(all).not.toContain('auth/invalid-email');
    expect(all).not.toContain('strictTypes');
    expect(all).not.toContain('TypeBoxError');
    expect(all).not.toContain('react-dom');
    expect(all).not.toContain('unsavedChanges');
    expect(islands.modules.some((module) => module.includes('typebox'))).toBe(false);
  });
});
