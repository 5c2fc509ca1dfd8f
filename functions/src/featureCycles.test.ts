// The feature folders of functions/src import one another in one direction only: no chain of
// imports leads from a folder back to itself (decision 039). Every import counts, type-only and
// lazy (`await import(…)`) ones too, since each is a dependency of the folder's code; tests do not.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Each folder of functions/src → the other folders its modules import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folders = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const { name: folder } of folders) {
    const targets = new Set<string>();
    const files = readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      const from = path.join(SRC, folder, file);
      for (const [, specifier] of readFileSync(from, 'utf8').matchAll(SPECIFIER)) {
        if (!specifier!.startsWith('.')) continue;
        const [target] = path
          .relative(SRC, path.resolve(path.dirname(from), specifier!))
          .split(path.sep);
        if (target && target !== folder && !target.startsWith('..')) targets.add(target);
      }
    }
    graph.set(folder, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (`a → b → a`). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): void => {
    const at = trail.indexOf(node);
    if (at !== -1) {
      found.push([...trail.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('feature folders', () => {
  it('import one another without a cycle', () => {
    const graph = folderGraph();
    // The graph is really read: the folders and an import everyone knows of are there.
    expect(graph.get('messages')).toContain('platform');
    expect(graph.get('boards')).toContain('spaces');
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle, however long', () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(cycles(graph({ a: ['b'], b: ['a'] }))).toEqual(['a → b → a']);
    expect(cycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a → b → c → a']);
    expect(cycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
