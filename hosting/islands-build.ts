// Builds the islands bundle (app/islands/): the little JavaScript a public page runs, with Preact
// standing in for React (public pages must read without JavaScript; only their forms and
// "show more" need any). esbuild runs once per process, before Vite's client and server builds;
// both get `__ISLANDS_SCRIPT__`, the entry's hashed URL, and the client build writes the files.
import { fileURLToPath } from 'node:url';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const app = (path: string) => fileURLToPath(new URL(`app/${path}`, import.meta.url));

export interface IslandFile {
  /** Relative to the client build's root: `assets/islands-….js`. */
  fileName: string;
  contents: Uint8Array;
}

export interface IslandsBuild {
  /** The URL of the entry script a public page loads. */
  script: string;
  files: IslandFile[];
  /**
   * What a page with an island loads: the entry, the islands it imports, and their static
   * imports (not App Check's SDK, which loads only where it is configured).
   */
  firstLoad: string[];
}

/** The catalogue areas an island uses, found in its sources: `useT('fan')`, `translator(lang, 'ui')`. */
const AREA_USE = /\buseT\(\s*'(\w+)'\s*\)|\btranslator\(\s*[\w.]+\s*,\s*'(\w+)'\s*\)/g;

/**
 * Inside the bundle, i18n/catalogues.ts is islands/catalogues.ts (four areas, not every page's
 * strings), and the build fails when an island's source uses an area that module lacks.
 */
function islandCatalogues(): EsbuildPlugin {
  return {
    name: 'island-catalogues',
    setup(bundle) {
      const areas = new Set<string>();
      const used = new Map<string, string>();
      bundle.onResolve({ filter: /\/catalogues$/ }, (args) =>
        args.importer.endsWith('/i18n/translate.ts')
          ? { path: app('islands/catalogues.ts') }
          : undefined,
      );
      bundle.onLoad({ filter: /\/app\/.*\.tsx?$/ }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(args.path, 'utf8');
        if (args.path === app('islands/catalogues.ts')) {
          for (const [, area] of source.matchAll(/^import \{ (\w+) \}/gm)) areas.add(area!);
        }
        for (const match of source.matchAll(AREA_USE)) used.set(match[1] ?? match[2]!, args.path);
        return { contents: source, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      bundle.onEnd((result) => {
        for (const [area, file] of used) {
          if (!areas.has(area)) {
            result.errors.push({
              id: 'island-area',
              pluginName: 'island-catalogues',
              text: `${file} uses the message area '${area}', which app/islands/catalogues.ts does not carry`,
              location: null,
              notes: [],
              detail: undefined,
            });
          }
        }
      });
    },
  };
}

export async function buildIslands(): Promise<IslandsBuild> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { islands: app('islands/boot.ts') },
    outdir: `${root}build/client/assets`,
    entryNames: '[name]-[hash]',
    chunkNames: 'islands-[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    jsx: 'automatic',
    alias: {
      react: 'preact/compat',
      'react/jsx-runtime': 'preact/compat/jsx-runtime',
      'react-dom': app('islands/shims/react-dom.ts'),
      'react-router': app('islands/shims/react-router.tsx'),
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [islandCatalogues()],
    logLevel: 'silent',
  });
  const clientRoot = `${root}build/client/`;
  const files = result.outputFiles.map((file) => ({
    fileName: file.path.slice(clientRoot.length),
    contents: file.contents,
  }));
  const outputs = result.metafile.outputs;
  // Code splitting names every dynamically imported module an entry point too: the page's entry
  // is the output of boot.ts.
  const entry = Object.keys(outputs).find((path) =>
    outputs[path]!.entryPoint?.endsWith('islands/boot.ts'),
  );
  if (!entry) throw new Error('the islands build wrote no entry');
  const firstLoad = new Set([entry]);
  const follow = (path: string, dynamic: boolean) => {
    for (const { path: next, kind } of outputs[path]!.imports) {
      if (firstLoad.has(next) || (kind === 'dynamic-import' && !dynamic)) continue;
      firstLoad.add(next);
      follow(next, false);
    }
  };
  follow(entry, true);
  const relative = (path: string) => path.slice('build/client/'.length);
  return { script: `/${relative(entry)}`, files, firstLoad: [...firstLoad].map(relative) };
}

let islands: Promise<IslandsBuild> | undefined;

/** The Vite plugin: defines `__ISLANDS_SCRIPT__`; the client build emits the bundle's files. */
export function islandsBundle(): Plugin {
  let ssr = false;
  return {
    name: 'spaces-islands',
    async config() {
      islands ??= buildIslands();
      const { script } = await islands;
      return { define: { __ISLANDS_SCRIPT__: JSON.stringify(script) } };
    },
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr || !islands) return;
      for (const file of (await islands).files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.contents });
      }
    },
    configureServer(server) {
      // `react-router dev`: the same files, from memory.
      server.middlewares.use((request, response, next) => {
        void islands?.then(({ files }) => {
          const file = files.find((candidate) => `/${candidate.fileName}` === request.url);
          if (!file) return next();
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(file.contents);
        }, next);
      });
    },
  };
}
