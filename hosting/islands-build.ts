// Builds the islands (app/islands/): the little JavaScript a public page runs, with Preact standing
// in for React (public pages must read without JavaScript; only their forms, "show more", an
// embed's player and a share row need any). The entry (boot.ts) is one small file every public
// page loads; each island is a chunk of its own (app/islands/chunks/), which the entry loads only
// on a page that shows that island, and code that several islands use is split into chunks they
// share. The islands are built once per language, each carrying the words of its language only: a
// page loads the entry of its own, and the chunks without words are the same file in both. esbuild
// runs once per process, before Vite's client and server builds; both get `__ISLANDS_SCRIPTS__`,
// the entries' hashed URLs, and the client build writes the files.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { LANGS, type Lang } from './app/i18n/lang';
import type { IslandName } from './app/islands/registry';

const root = fileURLToPath(new URL('.', import.meta.url));
const app = (path: string) => fileURLToPath(new URL(`app/${path}`, import.meta.url));

export interface IslandFile {
  /** Relative to the client build's root: `assets/islands-….js`. */
  fileName: string;
  contents: Uint8Array;
}

/** One language's islands. */
interface LanguageBuild {
  /** The URL of the entry script every public page in this language loads. */
  script: string;
  /**
   * What a page showing each island loads besides the entry: the island's chunk and the chunks it
   * imports (not what loads later: App Check's SDK where it is configured, the callable client on
   * a first call, Storage on a first upload).
   */
  islands: Record<IslandName, string[]>;
}

export interface IslandsBuild {
  languages: Record<Lang, LanguageBuild>;
  /** Both languages' files, each once. */
  files: IslandFile[];
  /** Every source module in the bundle, relative to hosting/ (`../node_modules/preact/…`). */
  modules: string[];
}

/** The files a first load of a page in `lang` showing `names` fetches: the entry and the islands'. */
export function firstLoad(
  islands: IslandsBuild,
  lang: Lang,
  names: readonly IslandName[],
): string[] {
  const { script, islands: chunks } = islands.languages[lang];
  return [...new Set([script.slice(1), ...names.flatMap((name) => chunks[name])])];
}

/** The catalogue areas a module uses: `useT('fan')`, `translator(lang, 'ui')`. */
const AREA_USE = /\buseT\(\s*'(\w+)'\s*\)|\btranslator\(\s*[\w.]+\s*,\s*'(\w+)'\s*\)/g;
/** What an island's chunk is: `island('sendForm', SendForm, { send, callErrors })`. */
const ISLAND_CHUNK = /\bisland\(\s*'(\w+)'\s*,\s*\w+\s*,\s*\{([^}]*)\}\s*\)/;
const CHUNKS = 'app/islands/chunks/';

/** The outputs `output` imports, statically and (with `dynamic`) lazily, however deep. */
function reachable(outputs: Metafile['outputs'], output: string, dynamic: boolean): Set<string> {
  const seen = new Set([output]);
  const follow = (path: string) => {
    for (const { path: next, kind } of outputs[path]!.imports) {
      if (seen.has(next) || (kind === 'dynamic-import' && !dynamic)) continue;
      seen.add(next);
      follow(next);
    }
  };
  follow(output);
  return seen;
}

/**
 * A message area's module (`export const send = defineMessages(ja, en)`) with `lang`'s words only:
 * the module, bundled with what it imports and run here, written out as data.
 */
async function wordsIn(path: string, lang: Lang): Promise<string> {
  const bundled = await build({
    entryPoints: [path],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(bundled.outputFiles[0]!.text, { module, exports: module.exports });
  return Object.entries(module.exports)
    .map(([name, catalogue]) => {
      const words = (catalogue as Partial<Record<Lang, unknown>>)[lang];
      if (words === undefined) throw new Error(`${path}: ${name} has no '${lang}' words`);
      return `export const ${name} = ${JSON.stringify({ [lang]: words })};\n`;
    })
    .join('');
}

/**
 * Inside the bundle, i18n/catalogues.ts is islands/catalogues.ts, which each island's chunk fills
 * with the areas it names, in `lang` only. The build fails when a chunk's code (what it loads, at
 * once or later) uses an area the chunk does not name, or the chunk names one its code never uses.
 */
function islandCatalogues(lang: Lang): EsbuildPlugin {
  return {
    name: 'island-catalogues',
    setup(bundle) {
      const used = new Map<string, Set<string>>();
      bundle.onResolve({ filter: /\/catalogues$/ }, (args) =>
        args.importer.endsWith('/i18n/translate.ts')
          ? { path: app('islands/catalogues.ts') }
          : undefined,
      );
      bundle.onLoad({ filter: /\/app\/i18n\/messages\/[\w-]+\.ts$/ }, async (args) => ({
        contents: await wordsIn(args.path, lang),
        loader: 'js',
      }));
      bundle.onLoad({ filter: /\/app\/.*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const areas = new Set([...source.matchAll(AREA_USE)].map((m) => (m[1] ?? m[2])!));
        used.set(args.path.slice(root.length), areas);
        return { contents: source, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      bundle.onEnd(async (result) => {
        if (!result.metafile) return;
        const { outputs } = result.metafile;
        const fail = (text: string) =>
          result.errors.push({
            id: 'island-area',
            pluginName: 'island-catalogues',
            text,
            location: null,
            notes: [],
            detail: undefined,
          });
        for (const [output, { entryPoint }] of Object.entries(outputs)) {
          if (!entryPoint?.startsWith(CHUNKS)) continue;
          const chunk = ISLAND_CHUNK.exec(await readFile(`${root}${entryPoint}`, 'utf8'));
          if (!chunk) {
            fail(`${entryPoint} is not \`export default island('name', Component, { areas })\``);
            continue;
          }
          const named = new Set(chunk[2]!.split(',').map((area) => area.trim()));
          named.delete('');
          const speaks = new Map<string, string>();
          for (const path of reachable(outputs, output, true)) {
            for (const input of Object.keys(outputs[path]!.inputs)) {
              for (const area of used.get(input) ?? []) speaks.set(area, input);
            }
          }
          for (const [area, input] of speaks) {
            if (!named.has(area))
              fail(`${input} uses the message area '${area}', which ${entryPoint} does not add`);
          }
          for (const area of named) {
            if (!speaks.has(area))
              fail(`${entryPoint} adds the message area '${area}', which none of its code uses`);
          }
        }
      });
    },
  };
}

async function buildLanguage(
  lang: Lang,
): Promise<LanguageBuild & { files: IslandFile[]; modules: string[] }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [`islands-${lang}`]: app('islands/boot.ts') },
    outdir: `${root}build/client/assets`,
    entryNames: '[name]-[hash]',
    chunkNames: 'islands-[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // Words as UTF-8, not as \u escapes: a Japanese page's words are half the bytes (module
    // scripts are always read as UTF-8).
    charset: 'utf8',
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
    plugins: [islandCatalogues(lang)],
    logLevel: 'silent',
  });
  // What a plugin adds to the errors when the build ends does not fail the build by itself.
  if (result.errors.length > 0)
    throw new Error(`the ${lang} islands:\n${result.errors.map((e) => e.text).join('\n')}`);
  const clientRoot = `${root}build/client/`;
  const files = result.outputFiles.map((file) => ({
    fileName: file.path.slice(clientRoot.length),
    contents: file.contents,
  }));
  const { outputs } = result.metafile;
  const relative = (path: string) => path.slice('build/client/'.length);
  // Code splitting names every dynamically imported module an entry point too: the page's entry
  // is the output of boot.ts, an island's the output of its module in islands/chunks/.
  const entry = Object.keys(outputs).find(
    (path) => outputs[path]!.entryPoint === 'app/islands/boot.ts',
  );
  if (!entry) throw new Error('the islands build wrote no entry');
  const islands: Partial<Record<IslandName, string[]>> = {};
  for (const { path, kind } of outputs[entry]!.imports) {
    const module = kind === 'dynamic-import' && outputs[path]!.entryPoint;
    if (!module || !module.startsWith(CHUNKS)) continue;
    const name = ISLAND_CHUNK.exec(await readFile(`${root}${module}`, 'utf8'))![1] as IslandName;
    islands[name] = [...reachable(outputs, path, false)].map(relative);
  }
  const modules = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
  return {
    script: `/${relative(entry)}`,
    islands: islands as Record<IslandName, string[]>,
    files,
    modules,
  };
}

export async function buildIslands(): Promise<IslandsBuild> {
  const built = await Promise.all(LANGS.map(buildLanguage));
  // The chunks without words are the same in both languages, and so are their names.
  const files = new Map(built.flatMap((b) => b.files).map((file) => [file.fileName, file]));
  return {
    languages: Object.fromEntries(
      LANGS.map((lang, i) => [lang, { script: built[i]!.script, islands: built[i]!.islands }]),
    ) as Record<Lang, LanguageBuild>,
    files: [...files.values()],
    modules: [...new Set(built.flatMap((b) => b.modules))],
  };
}

let islands: Promise<IslandsBuild> | undefined;

/** The Vite plugin: defines `__ISLANDS_SCRIPTS__`; the client build emits the bundle's files. */
export function islandsBundle(): Plugin {
  let ssr = false;
  return {
    name: 'spaces-islands',
    async config() {
      islands ??= buildIslands();
      const { languages } = await islands;
      const scripts = Object.fromEntries(LANGS.map((lang) => [lang, languages[lang].script]));
      return { define: { __ISLANDS_SCRIPTS__: JSON.stringify(scripts) } };
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
