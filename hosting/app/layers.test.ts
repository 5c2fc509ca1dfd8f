// The web app's layers import downwards only (decision 077). From the bottom:
//   base         i18n/, env/, lib/, styles/ and the app's own top-level modules: words, settings
//                and logic, no UI of the app's own;
//   components/  the kit and the shared pieces of UI (alerts, the share row, the export card…);
//   forms/       the plumbing of the signed-in and account pages' forms (save, errors, the leave
//                warning, the account form);
//   space-view/  a space's public page view and its islands (islands/), which the visitor routes
//                render and the editor's preview draws;
//   routes/<area>/  the route areas (auth, editor, site, space, user…), which import the layers
//                below and their own area's modules, never another area's.
// Every import counts, type-only ones too; tests are held to the same rule as what they test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = path.dirname(fileURLToPath(import.meta.url));

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

type Layer = 'base' | 'components' | 'forms' | 'space-view' | 'entry' | `routes/${string}`;

/** The layer of a module, by its path under hosting/app. */
export function layerOf(file: string): Layer {
  const [top, area] = file.split('/');
  if (top === 'routes' && area !== undefined && file.split('/').length > 2) return `routes/${area}`;
  if (top === 'components' || top === 'forms') return top;
  if (top === 'space-view' || top === 'islands') return 'space-view';
  // The root route and the entries stand above everything, as the routes do.
  if (/^(root|entry\.client|entry\.server|routes)\.tsx?$/.test(file)) return 'entry';
  return 'base';
}

const BELOW: Record<'base' | 'components' | 'forms' | 'space-view', readonly Layer[]> = {
  base: ['base'],
  components: ['base', 'components'],
  forms: ['base', 'components', 'forms'],
  'space-view': ['base', 'components', 'space-view'],
};

/** Why `from` may not import `to`, or undefined when it may. */
export function refusal(from: string, to: string): string | undefined {
  const [a, b] = [layerOf(from), layerOf(to)];
  if (a === 'entry') return undefined;
  if (a.startsWith('routes/')) {
    if (b.startsWith('routes/') && b !== a) return `${a} imports another area, ${b}`;
    if (b === 'entry') return `${a} imports the app's entry`;
    return undefined;
  }
  const allowed = BELOW[a as keyof typeof BELOW];
  return allowed.includes(b) ? undefined : `${a} imports ${b}, a layer above it`;
}

/**
 * The one import allowed against the layers: the site's frame reads the type of the root
 * route's data (what the root loader answers is the app's one contract with its frame).
 */
const ALLOWED = new Set(['components/site/site-shell.tsx → root']);

function imports(): { from: string; to: string }[] {
  const files = readdirSync(APP, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('+types'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(path.join(APP, file), 'utf8');
    return [...source.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
      const target = path.relative(APP, path.resolve(APP, path.dirname(file), specifier!));
      if (target.startsWith('..')) return [];
      return [{ from: file.split(path.sep).join('/'), to: target.split(path.sep).join('/') }];
    });
  });
}

describe("the web app's layers", () => {
  it('import downwards only, and no route area imports another', () => {
    const all = imports();
    // The imports are really read: one every layer has is there.
    expect(all).toContainEqual({
      from: 'routes/editor/shell/preview-draft.tsx',
      to: 'space-view/page/space-page-view',
    });
    const refused = all.flatMap(({ from, to }) => {
      const why = refusal(from, to);
      const name = `${from} → ${to.replace(/\.tsx?$/, '')}`;
      return why === undefined || ALLOWED.has(name) ? [] : [`${name}: ${why}`];
    });
    expect(refused).toEqual([]);
  });

  it('refuses an import across areas or upwards', () => {
    expect(refusal('routes/user/notifications.tsx', 'routes/editor/form/use-editor-form')).toBe(
      'routes/user imports another area, routes/editor',
    );
    expect(refusal('lib/use-share-link.ts', 'components/ui/toast')).toBe(
      'base imports components, a layer above it',
    );
    expect(refusal('components/export/export-card.tsx', 'routes/editor/share/share')).toBe(
      'components imports routes/editor, a layer above it',
    );
    expect(refusal('space-view/page/hits.tsx', 'forms/form-state')).toBe(
      'space-view imports forms, a layer above it',
    );
    expect(refusal('routes/editor/sections/top.tsx', 'routes/editor/form/use-editor-form')).toBe(
      undefined,
    );
    expect(refusal('routes/space/letter.tsx', 'space-view/send-form')).toBe(undefined);
  });
});
