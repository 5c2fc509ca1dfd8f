// Colours come from the tokens in app.css, so that a theme is a swap of token values: no module
// of the app may name one of Tailwind's palettes with a shade. The kit's scales that app.css
// defines (primary…neutral) are tokens, not palettes — `neutral` is one of them (app.css maps it
// to slate), so it is allowed although Tailwind has a palette of that name too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourClasses, colourClassesIn, modulesUnder } from './colour-scan';

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THIS_FILE = fileURLToPath(import.meta.url);

const PALETTES = [
  'gray',
  'slate',
  'zinc',
  'neutral',
  'stone',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
];

/** The colour scales app.css defines as tokens (`--color-<name>-<shade>`). */
function tokenScales(css: string): Set<string> {
  return new Set([...css.matchAll(/--color-([a-z]+)-\d+\s*:/g)].map((match) => match[1]!));
}

/** A palette name with a shade, in any utility or variable: bg-gray-100, hover:ring-red-500/30… */
function paletteMatcher(allowed: ReadonlySet<string>): RegExp {
  const names = PALETTES.filter((name) => !allowed.has(name)).join('|');
  return new RegExp(`(?<![a-z])(${names})-(50|[1-9]00|950)(?![0-9])`, 'g');
}

describe('theme colours', () => {
  const scales = tokenScales(readFileSync(path.join(APP, 'styles', 'app.css'), 'utf8'));
  const matcher = paletteMatcher(scales);

  it('defines the kit scales and the semantic tokens once, in app.css', () => {
    for (const scale of ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'neutral'])
      expect(scales).toContain(scale);
  });

  it('finds palette classes and variables, and leaves token names alone', () => {
    const source = [
      '<p className="hover:bg-gray-100 text-red-600/50 from-sky-950">',
      "const ring = 'focus:ring-emerald-50';",
      'style={{ color: "var(--color-rose-400)" }}',
      '<p className="bg-primary-600 text-neutral-700 text-fg-muted border-line bg-surface">',
      "const wrapped = 'redo-100 greenhouse-200 slate-1000';",
    ].join('\n');
    expect(colourClasses('x.tsx', source, matcher)).toEqual([
      'x.tsx:1: gray-100',
      'x.tsx:1: red-600',
      'x.tsx:1: sky-950',
      'x.tsx:2: emerald-50',
      'x.tsx:3: rose-400',
    ]);
  });

  it('finds no raw palette colour in any module of the app', () => {
    const modules = modulesUnder(APP).filter((file) => file !== THIS_FILE);
    expect(modules.length).toBeGreaterThan(50);
    const found = colourClassesIn(APP, modules, matcher);
    expect(found, `use a token from styles/app.css instead:\n${found.join('\n')}`).toEqual([]);
  });
});
