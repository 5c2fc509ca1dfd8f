// Proves that the lint rules keeping the feature boundaries (eslint.boundaries.js) really refuse
// what they are meant to refuse, and allow the ordinary imports.
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { functionsBoundaries } from '../../eslint.boundaries.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  { languageOptions: { ecmaVersion: 'latest' as const, sourceType: 'module' as const } },
  ...functionsBoundaries,
];

function problems(filename: string, code: string): string[] {
  return linter.verify(code, config, { filename }).map((message) => message.message);
}

describe('feature boundaries', () => {
  it("refuses another feature's store", () => {
    expect(
      problems('functions/src/messages/sendLetter.ts', "import * as s from '../spaces/store';"),
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

  it('allows a feature its own store and the platform', () => {
    expect(
      problems(
        'functions/src/spaces/createSpace.ts',
        "import * as store from './store';\nimport { callable } from '../platform/callable';",
      ),
    ).toEqual([]);
  });
});
