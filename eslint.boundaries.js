// The functions' feature boundaries (docs/decisions/013): a feature's store is the only module of
// that feature that touches Firestore, and no other feature imports it; the platform imports no
// feature. Kept apart from eslint.config.js so that a test can prove the rules bite.
const anotherFeaturesStore = {
  group: ['../*/store', '../*/store.ts', '../../*/store', '../../*/store.ts'],
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
    ignores: ['functions/src/platform/**', 'functions/src/*/store.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [anotherFeaturesStore, firestoreOutsideStore] },
      ],
    },
  },
  {
    files: ['functions/src/*/store.ts'],
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
