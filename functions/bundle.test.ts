// The callables' codebase must not load the web server: a callable's cold start would pay for
// React. Reads the esbuild metafile that build.ts writes, so it runs after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const META = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/meta.json');
// React, React Router, and React Router's server build (a virtual module until bundled).
const SERVER_IMPORTS = /^(react|react-dom|react-router|@react-router\/[^/]+)(\/|$)|server-build/;

function readMetafile(): Metafile {
  if (!existsSync(META)) throw new Error(`${META} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(META, 'utf8')) as Metafile;
}

describe('the functions bundle (lib/)', () => {
  const metafile = readMetafile();

  it('imports neither React, React Router nor the server build', () => {
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
    expect(imports.map((entry) => entry.path).filter((p) => SERVER_IMPORTS.test(p))).toEqual([]);
  });

  it('bundles no module of hosting/, the server build included', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((input) => /(^|\/)hosting\/|server-build/.test(input))).toEqual([]);
  });
});
