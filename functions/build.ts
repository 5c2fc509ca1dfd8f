// Bundles the functions into lib/index.js (ESM, Node 22). npm packages stay external and are
// installed from functions/package.json at deploy; workspace packages (@spaces/*) and the React
// Router server build (hosting/build/server, as a lazily loaded chunk) are bundled, so lib/ is
// self-contained.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverBuild = path.resolve(here, '../hosting/build/server/index.js');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^virtual:react-router\/server-build$/ }, () => {
      if (!existsSync(serverBuild))
        throw new Error(`${serverBuild} is missing: run \`npm run build -w hosting\` first`);
      return { path: serverBuild };
    });
    // Bare specifiers other than our workspace packages are npm dependencies.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spaces/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `react-dom/server` → `react-dom`, `@react-router/node` → `@react-router/node`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Chunk names carry hashes: start from an empty lib/ so old chunks are not deployed.
rmSync(path.join(here, 'lib'), { recursive: true, force: true });

const result = await build({
  entryPoints: { index: path.join(here, 'src/index.ts') },
  outdir: path.join(here, 'lib'),
  // The server build is imported lazily; as its own chunk, its npm imports load only with it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
  metafile: true,
});

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
