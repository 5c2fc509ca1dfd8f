// Loaded with mocha's --require inside a firebase-tools checkout: imports of its
// scripts/integration-helpers/framework resolve to framework.cjs, which starts our emulators.
'use strict';
const Module = require('node:module');
const path = require('node:path');

const FRAMEWORK = path.join('scripts', 'integration-helpers', 'framework');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const resolved = resolve.call(this, request, parent, ...rest);
  const bare = resolved.replace(/\.(ts|js)$/, '');
  return bare.endsWith(FRAMEWORK) ? path.join(__dirname, 'framework.cjs') : resolved;
};
