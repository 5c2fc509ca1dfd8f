// The islands bundle: what a visitor's browser may run. Built here for real (esbuild, ~1 s).
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { buildIslands, type IslandsBuild } from './islands-build';

let islands: IslandsBuild;
beforeAll(async () => {
  islands = await buildIslands();
}, 60_000);

const text = (file: { contents: Uint8Array }) => Buffer.from(file.contents).toString('utf8');

describe('the islands bundle', () => {
  it('has a hashed entry under /assets that only imports the islands when a page has one', () => {
    expect(islands.script).toMatch(/^\/assets\/islands-[A-Z0-9]+\.js$/);
    const entry = islands.files.find((file) => `/${file.fileName}` === islands.script)!;
    expect(text(entry)).toContain('[data-island]');
    expect(gzipSync(entry.contents).length).toBeLessThan(512);
  });

  it(`fits a first load in ${BUDGETS.jsGzip.goal.target / 1024} KB gzipped, App Check's SDK apart`, () => {
    const firstLoad = islands.files.filter((file) => islands.firstLoad.includes(file.fileName));
    expect(firstLoad).toHaveLength(islands.firstLoad.length);
    // App Check loads only where it is configured, as a chunk of its own.
    const later = islands.files.filter((file) => !firstLoad.includes(file));
    expect(later.map(text).join('')).toContain('ReCaptchaEnterprise');
    const bytes = firstLoad.reduce((sum, file) => sum + gzipSync(file.contents).length, 0);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.jsGzip.goal.target);
  });

  it('carries no editor code, no Auth, no schemas and no React', () => {
    const all = islands.files.map(text).join('\n');
    // Strings only these would bring: Firebase Auth's errors, ajv's and TypeBox's internals,
    // React DOM's, and an editor-only message.
    expect(all).not.toContain('auth/invalid-email');
    expect(all).not.toContain('strictTypes');
    expect(all).not.toContain('TypeBoxError');
    expect(all).not.toContain('react-dom');
    expect(all).not.toContain('unsavedChanges');
  });
});
