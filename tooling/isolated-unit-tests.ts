// Which unit test files run with a module graph of their own (vitest.config.ts, decision 078).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where unit tests live, relative to the repository's root. */
const UNIT_FOLDERS = ['contracts', 'emulators', 'functions', 'hosting', 'scripts', 'tooling'];

/** Folders of installed or built code, which hold no unit test of ours. */
const NOT_SOURCE = new Set(['node_modules', 'functions/lib', 'hosting/build', 'emulators/dist']);

/**
 * What changes every module of the process a test runs in: replacing modules or globals, or
 * starting one of the Admin SDK's apps, which it keeps for the process's life.
 */
const PROCESS_WIDE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|\binitializeApp\(/;

/** The unit test files under `folder` (relative to `root`). */
function unitTestFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return NOT_SOURCE.has(entry.name) || NOT_SOURCE.has(file) ? [] : unitTestFiles(root, file);
    return /(?<!\.emulator|\.stacks)\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Unit files that change what every module of their process sees, relative to `root`: they run
 * isolated, while every other unit file shares its worker's modules.
 */
export function isolatedUnitTests(root = path.resolve(import.meta.dirname, '..')): string[] {
  return UNIT_FOLDERS.flatMap((folder) => unitTestFiles(root, folder)).filter((file) =>
    PROCESS_WIDE.test(readFileSync(path.join(root, file), 'utf8')),
  );
}
