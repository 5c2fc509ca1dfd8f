// Bundles the functions into lib/index.js (ESM, Node 22). npm packages stay external and are
// installed from functions/package.json at deploy; workspace packages (@spaces/*) are bundled, so
// lib/ is self-contained. The web server is another codebase (hosting/build-function.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'lib');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    // Bare specifiers other than our workspace packages are npm dependencies.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spaces/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `firebase-functions/v2` → `firebase-functions`, `@sinclair/typebox` → `@sinclair/typebox`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Start from an empty lib/ so files of earlier builds are not deployed.
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: { index: path.join(here, 'src/index.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
  metafile: true,
});
// What went into the bundle, for bundle.test.ts (not deployed: firebase.json ignores it).
writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));

// A deployed function only has what functions/package.json lists: fail the build, not the deploy.
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
const missing = [
  ...new Set(
    imported
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => packageName(entry.path))
      .filter((name) => !manifest.dependencies?.[name]),
  ),
];
if (missing.length > 0) {
  throw new Error(
    `functions/package.json must list these runtime dependencies: ${missing.join(', ')}`,
  );
}
