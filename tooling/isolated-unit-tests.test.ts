import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedUnitTests } from './isolated-unit-tests';

const root = mkdtempSync(path.join(tmpdir(), 'isolated-unit-tests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('isolatedUnitTests', () => {
  it('finds the unit files that mock, stub or start an Admin SDK app, and only those', () => {
    write('functions/src/a.test.ts', "vi.mock('./store', () => ({}));");
    write('hosting/app/lib/b.test.tsx', "vi.stubGlobal('fetch', stub);");
    write('functions/src/c.test.ts', "initializeApp({ projectId: 'demo' });");
    write('contracts/src/d.test.ts', 'expect(1).toBe(1); // mentions vi.mock in prose: vi.mock');
    write('functions/test/e.emulator.test.ts', "vi.mock('./x');");
    write('functions/lib/f.test.ts', "vi.mock('./x');");
    write('hosting/node_modules/g/g.test.ts', "vi.mock('./x');");
    for (const folder of ['emulators', 'scripts', 'tooling']) mkdirSync(path.join(root, folder));
    expect(isolatedUnitTests(root).sort()).toEqual([
      'functions/src/a.test.ts',
      'functions/src/c.test.ts',
      'hosting/app/lib/b.test.tsx',
    ]);
  });

  it('finds this repository’s, which vitest.config.ts runs isolated', () => {
    expect(isolatedUnitTests()).toContain('functions/src/cards/serve.test.ts');
  });
});
