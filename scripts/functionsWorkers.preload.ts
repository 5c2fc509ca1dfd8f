// Loaded with `node --import` into the firebase-tools process that scripts/stack.ts starts, before
// its CLI: bounds the Functions emulator's workers (functionsWorkers.ts, decision 061).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { install } from './functionsWorkers.ts';
import { limitsFromEnv } from './workerPolicy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
install(path.join(root, 'node_modules', 'firebase-tools'), limitsFromEnv(process.env));
