// A space's public pages (its page, letter box, boards and their posts) wear the owner's theme:
// design-style.ts sets the semantic tokens (fg, surface, line, accent…) on the page root, so only
// they follow a dark or coloured theme. The kit's scales (neutral-700, primary-50…) and fixed
// white or black stay the app's colours whatever the theme, so no public route may name them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourClasses, colourClassesIn, modulesUnder } from '../../styles/colour-scan';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The public pages' route modules, and the page view they (and the editor's preview) draw. */
const PUBLIC_FOLDERS = [HERE, path.join(HERE, '../../space-view')];
const APP = path.join(HERE, '../..');

const FIXED = new RegExp(
  String.raw`(?<![a-z-])(?:[a-z]+:)*(?:bg|text|ring|border|outline|fill|stroke|from|via|to|divide|shadow|decoration|placeholder)-` +
    String.raw`(?:(?:primary|secondary|success|info|warning|error|neutral)-(?:50|[1-9]00|950)|white|black)(?![a-z0-9-])`,
  'g',
);

describe('public pages take the theme', () => {
  it('finds the kit scales and fixed colours, and leaves the theme tokens alone', () => {
    const source = [
      '<li className="bg-white ring-1 ring-neutral-200 hover:bg-neutral-100">',
      "const note = 'bg-info-50 text-info-900 focus:ring-primary-600/30 text-black';",
      '<p className="text-fg-muted bg-surface ring-line bg-accent-soft text-on-accent text-danger">',
      "const word = 'whitespace-pre-line black-box';",
    ].join('\n');
    expect(colourClasses('x.tsx', source, FIXED)).toEqual([
      'x.tsx:1: bg-white',
      'x.tsx:1: ring-neutral-200',
      'x.tsx:1: hover:bg-neutral-100',
      'x.tsx:2: bg-info-50',
      'x.tsx:2: text-info-900',
      'x.tsx:2: focus:ring-primary-600',
      'x.tsx:2: text-black',
    ]);
  });

  it('uses only the theme tokens in every public route', () => {
    const modules = PUBLIC_FOLDERS.flatMap(modulesUnder).filter(
      (file) => !/\.test\.tsx?$/.test(file),
    );
    expect(modules.map((file) => path.relative(APP, file))).toEqual(
      expect.arrayContaining([
        'routes/space/public-board.tsx',
        'routes/space/letter.tsx',
        'space-view/send-form.tsx',
        'space-view/page/space-page-view.tsx',
      ]),
    );
    const found = colourClassesIn(APP, modules, FIXED);
    expect(
      found,
      `use a theme token (text-fg, bg-surface, ring-line…):\n${found.join('\n')}`,
    ).toEqual([]);
  });
});
