// Routes read data only through the server modules named for what they read (`lib/*.server.ts`):
// no route reaches Firestore, the Admin SDK, the functions' code or a document path of its own, so
// each aggregate's paths, ids and read models stay in one module (decision 075).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = path.join(import.meta.dirname, 'routes');

/** What a route may not import: data access belongs to a `*.server.ts` module that names it. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/^firebase-admin(\/|$)/, 'the Admin SDK'],
  [/^@google-cloud\//, 'a Google Cloud client'],
  [/^firebase\/firestore/, 'the Firestore client'],
  [/^node:crypto$/, 'hashing (ids and hashes live in their aggregate’s module)'],
  [/(^|\/)functions\/src\//, 'the functions’ code'],
  [/^@spaces\/contracts\/(receipt-model|icon-sets)$/, 'a node-only model (read it in lib)'],
  [/(^|\/)(page-data|firebase-admin)\.server$/, 'the raw document reader'],
];

const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm;

/** The forbidden imports of one file's source, as `specifier: why`. */
function forbiddenImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].flatMap(([, specifier]) =>
    FORBIDDEN.filter(([pattern]) => pattern.test(specifier!)).map(
      ([, why]) => `${specifier}: ${why}`,
    ),
  );
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('routes read data only through server modules', () => {
  it('finds a route that reads a document itself', () => {
    // A receipt page as it once was: it hashed the token and composed the message's path.
    const source = [
      "import type { Timestamp } from 'firebase-admin/firestore';",
      "import { createHash } from 'node:crypto';",
      "import { readDocument } from '../../lib/page-data.server';",
      "import { getPublicSpace } from '../../lib/spaces.server';",
      "import { AbuseGate } from '../../../../functions/src/platform/abuseGate';",
    ].join('\n');
    expect(forbiddenImports(source)).toEqual([
      'firebase-admin/firestore: the Admin SDK',
      'node:crypto: hashing (ids and hashes live in their aggregate’s module)',
      '../../lib/page-data.server: the raw document reader',
      '../../../../functions/src/platform/abuseGate: the functions’ code',
    ]);
  });

  it('holds for every route', () => {
    const files = routeFiles(ROUTES);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      forbiddenImports(readFileSync(file, 'utf8')).map(
        (what) => `${path.relative(ROUTES, file)}: ${what}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
