import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIREBASE_TOOLS_VERSION } from './functionsWorkers';
import { ROOT } from './stack';

describe('the firebase-tools the bound changes', () => {
  it('is the version installed, whose internals it follows', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/firebase-tools/package.json'), 'utf8'),
    ) as { version: string };
    expect(manifest.version).toBe(FIREBASE_TOOLS_VERSION);
    const rootManifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(rootManifest.devDependencies['firebase-tools']).toBe(FIREBASE_TOOLS_VERSION);
  });
});

describe("the Functions emulator's watch", () => {
  // firebase-tools reloads every function (shutting down every worker) when a file under a
  // codebase's folder changes, unless the codebase's `ignore` matches it: each pattern as
  // minimatch `**/<pattern>` with dot files, tested against the absolute path (functionsEmulator.js).
  // firebase-tools' own minimatch, resolved from its package.
  const require = createRequire(path.join(ROOT, 'node_modules/firebase-tools/package.json'));
  const { Minimatch } = require('minimatch') as {
    Minimatch: new (pattern: string, options: { dot: boolean }) => { match(path: string): boolean };
  };
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    functions: Array<{ source: string; ignore: string[] }>;
  };
  const ignored = (ignore: string[], file: string) =>
    ignore.some((pattern) =>
      new Minimatch(pattern.startsWith('**/') ? pattern : `**/${pattern}`, { dot: true }).match(
        file,
      ),
    );

  it.each(config.functions.map((c) => [c.source, c.ignore] as const))(
    "%s: a typecheck's output never reloads the stack; a build does",
    (source, ignore) => {
      const dir = path.join(ROOT, source);
      expect(ignored(ignore, path.join(dir, 'tsconfig.tsbuildinfo'))).toBe(true);
      const entry = source === 'functions' ? 'lib/index.js' : 'build/function/index.js';
      expect(ignored(ignore, path.join(dir, entry))).toBe(false);
    },
  );
});
