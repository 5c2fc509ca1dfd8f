// Bundles one functions codebase for deploy (ESM, Node 22): npm packages stay external and are
// installed from the codebase's package.json at deploy; workspace packages (@spaces/*) are
// bundled, so the output folder is self-contained. Used by functions/build.ts and
// hosting/build-function.ts; fails the build, not the deploy, when package.json misses a runtime
// dependency the bundle imports.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';

export interface FunctionBundle {
  /** The codebase's folder, holding its package.json. */
  packageDir: string;
  /** The module that exports the deployed functions. */
  entry: string;
  outdir: string;
  /** Modules to resolve to a path of ours instead of npm (e.g. React Router's server build). */
  aliases?: Record<string, () => string>;
  /** More esbuild options (e.g. code splitting for a lazily loaded chunk). */
  options?: Pick<BuildOptions, 'splitting' | 'chunkNames'>;
}

/** `react-dom/server` → `react-dom`, `@sinclair/typebox` → `@sinclair/typebox`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function externalPackages(aliases: Record<string, () => string>): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      for (const [specifier, resolve] of Object.entries(aliases)) {
        const exact = new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        b.onResolve({ filter: exact }, () => ({ path: resolve() }));
      }
      // Bare specifiers other than our workspace packages are npm dependencies.
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@spaces/') ? undefined : { path: args.path, external: true },
      );
    },
  };
}

export async function bundleFunction(bundle: FunctionBundle): Promise<Metafile> {
  // Chunk names carry hashes: start from an empty folder so files of earlier builds never deploy.
  rmSync(bundle.outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { index: bundle.entry },
    outdir: bundle.outdir,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: true,
    logLevel: 'info',
    plugins: [externalPackages(bundle.aliases ?? {})],
    metafile: true,
    ...bundle.options,
  });

  const manifestPath = path.join(bundle.packageDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
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
    throw new Error(`${manifestPath} must list these runtime dependencies: ${missing.join(', ')}`);
  }
  return result.metafile;
}
