// Builds the islands (app/islands/): the little JavaScript a public page runs, with Preact standing
// in for React (public pages must read without JavaScript; only their forms, "show more", an
// embed's player and a share row need any). The entry (boot.ts) is one small file every public
// page loads; each island is a chunk of its own (app/islands/chunks/), which the entry loads only
// on a page that shows that island, and code that several islands use is split into chunks they
// share — what the send form shares in two of them (groupsOf), so that a letter page loads four
// files rather than fifteen. The islands are built once per language, each carrying the words of
// its language only: a page loads the entry of its own, and the chunks without words are the same
// file in both. esbuild runs once per process (twice per language: once to read the imports, once
// grouped), before Vite's client and server builds; both get `__ISLANDS_SCRIPTS__`, the entries'
// hashed URLs, and the client build writes the files.
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
function islandCatalogues(lang: Lang, groups: readonly Group[]): EsbuildPlugin {
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
        return {
          contents: source + groupImports(groups, args.path),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
      bundle.onEnd(async (result) => {
        // What each chunk's code uses is read from the imports as written: the build without
        // groups (a group's modules reach chunks that never use them).
        if (!result.metafile || groups.length > 0) return;
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

/**
 * Modules that arrive together as one file: an entry point (an island's chunk, or a module loaded
 * later) that reaches any of them imports them all.
 */
interface Group {
  /** The modules, relative to hosting/ as the metafile names them. */
  members: string[];
  /** The entry points that import the group, relative to hosting/. */
  importers: Set<string>;
}

const GROUP = 'islands-group:';

/**
 * esbuild puts a module in a chunk of the entry points that reach it by their imports, one chunk
 * for each set of entry points, so code that several islands share comes in many small files,
 * each gzipped apart. A group makes the entry points that reach one of its modules reach all of
 * them: they then share one set, and one file.
 */
function islandGroups(groups: readonly Group[]): EsbuildPlugin {
  return {
    name: 'island-groups',
    setup(bundle) {
      bundle.onResolve({ filter: new RegExp(`^${GROUP}`) }, (args) => ({
        path: args.path.slice(GROUP.length),
        namespace: 'island-group',
      }));
      bundle.onLoad({ filter: /.*/, namespace: 'island-group' }, (args) => ({
        contents: groups[Number(args.path)]!.members.map(
          (member) => `import ${JSON.stringify(`${root}${member}`)};`,
        ).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** The imports of the groups an entry point joins, to add to its source. */
function groupImports(groups: readonly Group[], path: string): string {
  const entry = path.slice(root.length);
  return groups
    .flatMap((group, i) => (group.importers.has(entry) ? [`\nimport '${GROUP}${i}';\n`] : []))
    .join('');
}

async function bundleLanguage(lang: Lang, groups: readonly Group[]) {
  return build({
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
    plugins: [islandCatalogues(lang, groups), islandGroups(groups)],
    logLevel: 'silent',
  });
}

/**
 * The groups, from a build without them: what every island loads at first (Preact, the mounting,
 * the translator), and what else the send form loads at first that other entry points load too.
 * A letter page's first load is then four files: the page's entry, the form's chunk and these two.
 */
function groupsOf(outputs: Metafile['outputs']): Group[] {
  const entries = Object.keys(outputs).filter((path) => outputs[path]!.entryPoint);
  // What each entry point loads at first, by module: esbuild's own reading of the imports.
  const loads = new Map(
    entries.map((path) => [
      outputs[path]!.entryPoint!,
      new Set(
        [...reachable(outputs, path, false)].flatMap((out) => Object.keys(outputs[out]!.inputs)),
      ),
    ]),
  );
  const own = `${CHUNKS}send-form.ts`;
  if (!loads.has(own)) throw new Error(`the islands build has no ${own} to group around`);
  const islands = [...loads.keys()].filter((entry) => entry.startsWith(CHUNKS));
  const shared = [...loads.get(own)!].filter((module) =>
    [...loads].some(([entry, modules]) => entry !== own && modules.has(module)),
  );
  const core = shared.filter((module) => islands.every((entry) => loads.get(entry)!.has(module)));
  const send = shared.filter((module) => !core.includes(module));
  const importers = (members: string[]) =>
    new Set(
      [...loads].flatMap(([entry, modules]) =>
        members.some((m) => modules.has(m)) ? [entry] : [],
      ),
    );
  // The send form's shared code imports the core (Preact at least): an entry point that joins the
  // one joins the other, or the core's modules would be split again by who reaches them.
  const groups = [
    { members: core, importers: importers(shared) },
    { members: send, importers: importers(send) },
  ];
  // The group's import is added to an entry point's source where app/'s modules are loaded.
  for (const entry of groups.flatMap((group) => [...group.importers]))
    if (!entry.startsWith('app/')) throw new Error(`${entry} cannot import the islands' groups`);
  return groups;
}

async function buildLanguage(
  lang: Lang,
): Promise<LanguageBuild & { files: IslandFile[]; modules: string[] }> {
  const ungrouped = await bundleLanguage(lang, []);
  if (ungrouped.errors.length > 0)
    throw new Error(`the ${lang} islands:\n${ungrouped.errors.map((e) => e.text).join('\n')}`);
  const result = await bundleLanguage(lang, groupsOf(ungrouped.metafile.outputs));
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
