import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SET_PACKAGES, iconOf, iconSetSize } from './icon-sets';
import { sanitizeIconBody } from './icon-svg';
import { ICON_BODY_MAX_LENGTH, ICON_SETS } from './icons';

const rawSet = (pkg: string) =>
  createRequire(import.meta.url)(`${pkg}/icons.json`) as {
    icons: Record<string, { body: string }>;
  };

describe('the installed icon sets', () => {
  it('finds an interface icon and a brand mark, sanitised, with their view boxes', () => {
    const music = iconOf('lucide', 'music')!;
    expect(music.body).toMatch(/^<g fill="none" stroke="currentColor"[^>]*><path d="/);
    expect(music).toMatchObject({ width: 24, height: 24 });
    expect(iconSetSize('lucide')).toEqual({ width: 24, height: 24 });
    expect(iconOf('simple-icons', 'youtube')!.body).toMatch(/^<path fill="currentColor" d="M/);
  });

  it('answers a plain alias with its parent’s drawing', () => {
    // lucide keeps renamed icons as aliases of their new names.
    expect(iconOf('lucide', 'house')).toBeDefined();
    expect(iconOf('lucide', 'home')).toEqual(iconOf('lucide', 'house'));
  });

  it.each(['no-such-icon', 'constructor', '__proto__', 'Music', '../music', ''])(
    'finds nothing for %j',
    (name) => {
      expect(iconOf('lucide', name)).toBeUndefined();
    },
  );

  it('sanitises every icon it answers, and refuses what cannot be kept', () => {
    const { icons } = rawSet(ICON_SET_PACKAGES['simple-icons']);
    const [longest] = Object.entries(icons).sort((a, b) => b[1].body.length - a[1].body.length);
    expect(longest![1].body.length).toBeGreaterThan(ICON_BODY_MAX_LENGTH);
    expect(iconOf('simple-icons', longest![0])).toBeUndefined();
    for (const name of Object.keys(icons).slice(0, 200)) {
      const icon = iconOf('simple-icons', name);
      if (icon) expect(sanitizeIconBody(icon.body)).toBe(icon.body);
    }
  });

  it('is read only where each codebase that bundles it depends on the sets', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const codebase of ['functions', 'hosting', 'contracts']) {
      const manifest = JSON.parse(
        readFileSync(path.join(root, codebase, 'package.json'), 'utf8'),
      ) as { dependencies?: Record<string, string> };
      for (const set of ICON_SETS)
        expect(manifest.dependencies, `${codebase} → ${set}`).toHaveProperty([
          ICON_SET_PACKAGES[set],
        ]);
    }
  });
});
