// Bundles the `ssr` function (server/ssr.ts) into build/function/ (ESM, Node 22), the entry of the
// `ssr` functions codebase. npm packages stay external and are installed from this package.json at
// deploy; workspace packages (@spaces/*) and React Router's server build (build/server, as a lazily
// loaded chunk) are bundled, so build/function/ is self-contained.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverBuild = path.join(here, 'build/server/index.js');
const outdir = path.join(here, 'build/function');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^virtual:react-router\/server-build$/ }, () => {
      if (!existsSync(serverBuild))
        throw new Error(`${serverBuild} is missing: run \`react-router build\` first`);
      return { path: serverBuild };
    });
    // Bare specifiers other than our workspace packages are npm dependencies.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spaces/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `react-dom/server` → `react-dom`, `firebase-admin/app` → `firebase-admin`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Chunk names carry hashes: start from an empty folder so old chunks are not deployed.
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: { index: path.join(here, 'server/ssr.ts') },
  outdir,
  // The server build is imported on the first request: as its own chunk, the routes, their npm
  // imports and the environment check stay out of what deploys and the emulator load to discover
  // `ssr`.
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

// A deployed function only has what hosting/package.json lists: fail the build, not the deploy.
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
    `hosting/package.json must list these runtime dependencies: ${missing.join(', ')}`,
  );
}
