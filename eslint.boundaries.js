// The repository's layers (docs/decisions/039) and the functions' feature boundaries
// (docs/decisions/013): a feature's store is the only module of that feature that touches
// Firestore, and no other feature imports it; the platform imports no feature. Kept apart from
// eslint.config.js so that a test can prove the rules bite.
import path from 'node:path';

const root = import.meta.dirname;

/**
 * Refuses a relative import that lands in one of the repository's top-level `folders`, wherever
 * the importing file sits: resolved, not matched as text, so that depth does not matter and
 * hosting/scripts/ is not mistaken for scripts/.
 */
const noImportFrom = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['folders', 'message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { folders, message } = context.options[0];
    const from = path.dirname(path.resolve(root, context.filename));
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      if (!node.value.startsWith('.')) return;
      const [top] = path.relative(root, path.resolve(from, node.value)).split(path.sep);
      if (folders.includes(top)) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

// scripts/ starts the stack, seeds it, runs the tests and the benchmarks: it stands on everything
// else, and nothing else stands on it. What a workspace or the journeys share with it lives below
// (tooling/, fixtures/, or the workspace that owns it).
export const layers = [
  {
    files: [
      '{functions,hosting,contracts,rules,emulators,e2e,tooling,fixtures}/**/*.{ts,tsx,js,mjs,cjs}',
    ],
    plugins: { layers: { rules: { 'no-import-from': noImportFrom } } },
    rules: {
      'layers/no-import-from': [
        'error',
        {
          folders: ['scripts'],
          message:
            'Nothing below scripts/ imports it: move what both need to tooling/, fixtures/ or ' +
            'the workspace that owns it.',
        },
      ],
    },
  },
];

// A feature's store is store.ts, and for a large one also its parts, named for what they hold
// (`postStore.ts`).
const storeModules = ['store', '*Store'];

const anotherFeaturesStore = {
  group: storeModules.flatMap((name) =>
    ['../*/', '../../*/'].flatMap((up) => [`${up}${name}`, `${up}${name}.ts`]),
  ),
  // `*Store` must not match `../platform/firestore`.
  caseSensitive: true,
  message:
    "A feature never imports another feature's store: go through that feature's domain " +
    'functions or a trigger.',
};

const firestoreOutsideStore = {
  group: ['firebase-admin/firestore', '../platform/firestore', '../platform/firestore.ts'],
  message: "Only a feature's store touches Firestore.",
};

export const functionsBoundaries = [
  {
    files: ['functions/src/*/**/*.ts'],
    ignores: [
      'functions/src/platform/**',
      ...storeModules.map((name) => `functions/src/*/${name}.ts`),
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [anotherFeaturesStore, firestoreOutsideStore] },
      ],
    },
  },
  {
    files: storeModules.map((name) => `functions/src/*/${name}.ts`),
    rules: { 'no-restricted-imports': ['error', { patterns: [anotherFeaturesStore] }] },
  },
  {
    files: ['functions/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../platform'],
              message: 'The platform serves every feature and imports none of them.',
            },
          ],
        },
      ],
    },
  },
];
