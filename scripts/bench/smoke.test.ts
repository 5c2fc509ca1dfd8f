// npm test runs every benchmark through smoke.ts: a benchmark it does not know of, or one that
// ignores --smoke (and would run its full course inside the suite), fails here first.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { benchmarksIn, SMOKES } from './smoke';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SMOKE_OPTION = /\bsmoke: \{ type: 'boolean', default: false \}/;
/** Parts whose command line a benchmark may take instead of its own, by the call that takes it. */
const SHARED_OPTIONS: Record<string, RegExp> = { 'one-space.ts': /\boneSpaceOptions\(/ };

describe("npm test's smoke run of the benchmarks", () => {
  it('knows every benchmark in scripts/bench/', () => {
    expect(benchmarksIn(HERE)).toEqual(Object.keys(SMOKES).sort());
  });

  it.each(Object.keys(SMOKES))('%s takes --smoke', (name) => {
    const text = readFileSync(path.join(HERE, name), 'utf8');
    // Its own option, or the command line of a part that declares it.
    const part = Object.keys(SHARED_OPTIONS).find((file) => SHARED_OPTIONS[file]!.test(text));
    expect(part ? readFileSync(path.join(HERE, part), 'utf8') : text).toMatch(SMOKE_OPTION);
  });

  it("tells a benchmark from its parts: what another script imports or starts isn't one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-smoke-test-'));
    try {
      const files = {
        'a.ts': "import { x } from './part';\nconst server = path.join(here, 'server-b.ts');",
        'part.ts': 'export const x = 1;',
        'server-b.ts': "import { y } from './shared-c.js';",
        'shared-c.ts': 'export const y = 2;',
        'lone.tsx': 'export {};',
        'a.test.ts': "import './lone';",
        'run.ts': "spawn('a.ts'); spawn('new.ts');",
        'new.ts': '',
      };
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
      expect(benchmarksIn(dir)).toEqual(['a.ts', 'lone.tsx', 'new.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
