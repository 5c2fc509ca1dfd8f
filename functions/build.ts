// Bundles the callables, triggers and task functions into lib/index.js, the entry of the
// `default` functions codebase, which declares every function; each function's handler imports
// its feature's code on its first call, so each of those imports becomes a chunk of its own
// (lib/chunks/) and an instance loads only what its function runs (decision 038). The web server
// is another codebase (hosting/build-function.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFunction } from '../tooling/bundleFunction';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'lib');

const metafile = await bundleFunction({
  packageDir: here,
  entry: path.join(here, 'src/index.ts'),
  outdir,
  options: { splitting: true, chunkNames: 'chunks/[name]-[hash]' },
});
// What went into the bundle, for bundle.test.ts (not deployed: firebase.json ignores it).
writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(metafile));
