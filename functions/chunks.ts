// What each deployed function loads, read from the esbuild metafile build.ts writes: the entry
// (every function's declaration, which every instance loads) and the chunks its handler imports on
// its first call, with everything those import in turn. Shared by bundle.test.ts, which keeps
// heavy code out of light functions, and scripts/bench/imports.ts, which times the imports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const META = path.join(HERE, 'lib/meta.json');
const ENTRY = 'lib/index.js';

/**
 * The public's functions, which must load fast and light: the send form (letters, fan messages,
 * board posts), the image post's grant, the wall, public boards and hits.
 */
export const VISITOR_FUNCTIONS = [
  'sendForm',
  'requestBoardImageUpload',
  'listWallMessages',
  'listPublicBoardPosts',
  'countHit',
] as const;

export function readMetafile(): Metafile {
  if (!existsSync(META)) throw new Error(`${META} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(META, 'utf8')) as Metafile;
}

/** Every deployed function and the module declaring it, as index.ts wires them. */
export function deployedFunctions(): { name: string; module: string }[] {
  const index = readFileSync(path.join(HERE, 'src/index.ts'), 'utf8');
  return [...index.matchAll(/^export \{ (\w+) \} from '\.\/([\w/]+)';$/gm)].map((match) => ({
    name: match[1]!,
    module: `src/${match[2]}.ts`,
  }));
}

/** What a set of output files loads: those files and every chunk they import statically. */
function staticClosure(metafile: Metafile, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const entry of metafile.outputs[file]?.imports ?? []) {
      if (entry.kind === 'import-statement' && !entry.external) visit(entry.path);
    }
  };
  files.forEach(visit);
  return [...seen];
}

export interface LoadedCode {
  /** Output files (paths relative to functions/), the entry first. */
  files: string[];
  /**
   * npm packages and Node built-ins they import: for the entry, as it loads (statically); for a
   * function, also what its code imports on its calls.
   */
  packages: string[];
  /** Our source modules bundled into them (paths relative to functions/). */
  modules: string[];
}

function describe(metafile: Metafile, files: string[], lazyToo = true): LoadedCode {
  const outputs = files.map((file) => metafile.outputs[file]!);
  const loaded = (i: Metafile['outputs'][string]['imports'][number]) =>
    i.external && (lazyToo || i.kind !== 'dynamic-import');
  return {
    files,
    packages: [
      ...new Set(outputs.flatMap((o) => o.imports.filter(loaded).map((i) => i.path))),
    ].sort(),
    modules: [...new Set(outputs.flatMap((o) => Object.keys(o.inputs)))].sort(),
  };
}

/**
 * What every instance loads before any call: the entry and its static imports. A package the
 * declarations import only on a call (a trigger's Firestore provider, Auth for account callables)
 * is not loaded by it.
 */
export function entryCode(metafile: Metafile): LoadedCode {
  return describe(metafile, staticClosure(metafile, [ENTRY]), false);
}

/**
 * The sources a function's handler imports on its first calls: the module's own lazy imports,
 * and theirs in turn, through the modules those import (the send forms' handler reaches each
 * feature's store through that feature's send, which imports it lazily).
 */
function lazySources(metafile: Metafile, module: string): string[] {
  const input = metafile.inputs[module];
  if (!input) throw new Error(`${module} is not in the bundle`);
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const visit = (source: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    for (const entry of metafile.inputs[source]?.imports ?? []) {
      if (entry.external) continue;
      if (entry.kind === 'dynamic-import') lazy.add(entry.path);
      if (entry.kind === 'dynamic-import' || entry.kind === 'import-statement') visit(entry.path);
    }
  };
  for (const entry of input.imports) {
    if (entry.kind !== 'dynamic-import' || entry.external) continue;
    lazy.add(entry.path);
    visit(entry.path);
  }
  return [...lazy];
}

/** What an instance of `module`'s function has loaded after its first calls. */
export function functionCode(metafile: Metafile, module: string): LoadedCode {
  const chunkOf = (source: string) => {
    const found = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === source);
    if (!found) throw new Error(`no chunk for ${source}, imported by ${module}`);
    return found[0];
  };
  const lazy = lazySources(metafile, module).map(chunkOf);
  return describe(metafile, staticClosure(metafile, [ENTRY, ...lazy]));
}

/** Everything in the bundle: the old single file, every handler loaded. */
export function wholeCode(metafile: Metafile): LoadedCode {
  const js = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  return describe(metafile, [ENTRY, ...js.filter((file) => file !== ENTRY)]);
}
