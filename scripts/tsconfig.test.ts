// `npm run typecheck` is `tsc -b` over the root tsconfig.json: a project it does not reference
// would never be checked, so every tsconfig.json in the repository must be one of its references.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the typecheck solution', () => {
  it('references every project of the repository, and only those', () => {
    const projects = execFileSync('git', ['ls-files', '--', 'tsconfig.json', '**/tsconfig.json'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && file !== 'tsconfig.json')
      .map((file) => path.dirname(file))
      .sort();
    const read = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) =>
      ts.sys.readFile(file),
    );
    expect(read.error).toBeUndefined();
    const solution = read.config as { files: string[]; references: Array<{ path: string }> };
    expect(solution.files).toEqual([]);
    expect(solution.references.map((reference) => reference.path).sort()).toEqual(projects);
    expect(projects).toContain('hosting');
  });
});
