// Proves that the lint rules keeping the layers and the feature boundaries (eslint.boundaries.js)
// really refuse what they are meant to refuse, and allow the ordinary imports.
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { functionsBoundaries, layers } from '../../eslint.boundaries.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.{ts,cjs}'],
    languageOptions: { ecmaVersion: 'latest' as const, sourceType: 'module' as const },
  },
  ...layers,
  ...functionsBoundaries,
];

function problems(filename: string, code: string): string[] {
  return linter.verify(code, config, { filename }).map((message) => message.message);
}

describe('feature boundaries', () => {
  it("refuses another feature's store", () => {
    expect(
      problems('functions/src/sends/post.ts', "import * as s from '../messages/store';"),
    ).toEqual([expect.stringContaining("another feature's store")]);
    expect(
      problems('functions/src/boards/store.ts', "import { x } from '../spaces/store.ts';"),
    ).toHaveLength(1);
  });

  it('keeps Firestore inside the store of each feature', () => {
    expect(
      problems('functions/src/messages/inbox.ts', "import { db } from '../platform/firestore';"),
    ).toEqual([expect.stringContaining('store touches Firestore')]);
    expect(
      problems(
        'functions/src/messages/inbox.ts',
        "import { getFirestore } from 'firebase-admin/firestore';",
      ),
    ).toHaveLength(1);
    expect(
      problems('functions/src/messages/store.ts', "import { db } from '../platform/firestore';"),
    ).toEqual([]);
  });

  it('lets the platform import no feature', () => {
    expect(
      problems('functions/src/platform/callable.ts', "import { x } from '../spaces/space';"),
    ).toEqual([expect.stringContaining('imports none of them')]);
    expect(problems('functions/src/platform/callable.ts', "import { x } from './errors';")).toEqual(
      [],
    );
  });

  it("treats a store's parts (`*Store.ts`) as the store", () => {
    expect(
      problems('functions/src/messages/inbox.ts', "import { x } from '../boards/postStore';"),
    ).toEqual([expect.stringContaining("another feature's store")]);
    expect(
      problems('functions/src/boards/postStore.ts', "import { db } from '../platform/firestore';"),
    ).toEqual([]);
    expect(
      problems('functions/src/boards/postStore.ts', "import { x } from '../spaces/store';"),
    ).toHaveLength(1);
  });

  it('allows a feature its own store and the platform', () => {
    expect(
      problems(
        'functions/src/spaces/createSpace.ts',
        "import * as store from './store';\nimport { callable } from '../platform/callable';",
      ),
    ).toEqual([]);
  });
});

describe('layers', () => {
  it('refuses an import of scripts/ from below it, at any depth and in any form', () => {
    for (const [filename, code] of [
      ['functions/build.ts', "import { bundleFunction } from '../scripts/bundleFunction';"],
      ['hosting/app/lib/x.ts', "import { BUDGETS } from '../../../scripts/bench/figures';"],
      ['e2e/boards.test.ts', "export { DEMO } from '../scripts/seed';"],
      ['emulators/src/main.ts', "await import('../../scripts/stack');"],
      ['emulators/conformance/hook.cjs', "require('../../scripts/stack');"],
      ['tooling/bundleFunction.ts', "import '../scripts/seed';"],
    ]) {
      expect(problems(filename!, code!), filename).toEqual([
        expect.stringContaining('Nothing below scripts/ imports it'),
      ]);
    }
  });

  it('allows the layers below scripts/, a workspace its own scripts/ folder, and scripts/ anything', () => {
    expect(
      problems('functions/build.ts', "import { b } from '../tooling/bundleFunction';"),
    ).toEqual([]);
    expect(problems('e2e/boards.test.ts', "import { DEMO } from '../fixtures/demo';")).toEqual([]);
    expect(problems('hosting/app/x.ts', "import { images } from '../scripts/images';")).toEqual([]);
    expect(problems('scripts/seed.ts', "import { seed } from './seed-boards';")).toEqual([]);
  });
});
