// What the colour tests share (palette.test.ts, routes/space/theme-tokens.test.ts): the app's
// modules under a folder, and every colour class a pattern finds in them, as `file:line: class`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The TypeScript modules under `folder`, tests too, as absolute paths. */
export function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** "file:line: class" for every match of `pattern` (a global RegExp) in `source`. */
export function colourClasses(file: string, source: string, pattern: RegExp): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(pattern)].map((match) => `${file}:${i + 1}: ${match[0]}`),
    );
}

/** The same for each of `modules`, named by their paths relative to `root`. */
export function colourClassesIn(root: string, modules: string[], pattern: RegExp): string[] {
  return modules.flatMap((file) =>
    colourClasses(path.relative(root, file), readFileSync(file, 'utf8'), pattern),
  );
}
