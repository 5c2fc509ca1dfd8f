// Both offline emulators in one process, as the local stack runs them. Storage rules'
// firestore.get()/exists() then read the Firestore emulator's documents directly.
//
//   node --import tsx emulators/src/main.ts [--host 127.0.0.1] [--project demo-spaces]
//     [--firestore-port 8080] [--storage-port 9199] [--functions http://127.0.0.1:5001]
//     [--firestore-rules firestore.rules] [--storage-rules storage.rules] [--data emulator-data]
//     [--storage-cors-origin http://127.0.0.1:5000 ...]
//
// --storage-cors-origin (repeatable) names the only web origins the Storage emulator answers
// (decision 042); the stack passes its Hosting origins.
// With --data, each emulator imports its state from that folder at start, journals every change
// there as it commits (replayed at the next start, so even `kill -9` loses at most the last
// ~200 ms), and exports a fresh snapshot there on SIGINT/SIGTERM. Either emulator also starts alone: see emulators/README.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFirestoreEmulator } from './firestore';
import { toRulesDocument } from './firestore/security';
import type { RulesDataAccess } from './rules';
import { onShutdown } from './shared/onShutdown';
import { startStorageEmulator } from './storage';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    project: { type: 'string', default: process.env.GCLOUD_PROJECT ?? 'demo-spaces' },
    'firestore-port': { type: 'string', default: '8080' },
    'storage-port': { type: 'string', default: '9199' },
    functions: { type: 'string', default: 'http://127.0.0.1:5001' },
    'firestore-rules': { type: 'string' },
    'storage-rules': { type: 'string' },
    data: { type: 'string' },
    'storage-cors-origin': { type: 'string', multiple: true },
  },
});

const started = Date.now();
const project = values.project;
const firestoreData = values.data && path.join(values.data, 'firestore');
const storageData = values.data && path.join(values.data, 'storage');

const firestore = await startFirestoreEmulator({
  host: values.host,
  port: Number(values['firestore-port']),
  projectId: project,
  dataDir: firestoreData,
  functionsOrigin: values.functions,
  rulesPath: values['firestore-rules'],
});

const DOCUMENT_PATH = /^\/databases\/([^/]+)\/documents\/(.+)$/;
const firestoreReads: RulesDataAccess = {
  getDocument(documentPath) {
    const match = DOCUMENT_PATH.exec(documentPath);
    if (!match) return null;
    const [, database = '(default)', docPath = ''] = match;
    const db = firestore.engine.database(`projects/${project}/databases/${database}`);
    return toRulesDocument(db.name, docPath, db.get(docPath));
  },
};

const storage = await startStorageEmulator({
  host: values.host,
  port: Number(values['storage-port']),
  projectId: project,
  dataDir: storageData,
  persist: storageData !== undefined,
  functionsOrigin: values.functions,
  rulesPath: values['storage-rules'],
  firestore: firestoreReads,
  corsOrigins: values['storage-cors-origin'],
});

if (firestore.replayed)
  console.log(`[firestore] replayed ${firestore.replayed} changes from the journal`);

// With --data, both journal every change as it commits (a killed process loses at most the
// last ~200 ms) and write a fresh export when they close.
onShutdown(async () => {
  await Promise.all([firestore.close(), storage.close()]);
});
// Only now: a signal that arrives as soon as a caller reads this line finds the handler above.
console.log(
  `Firestore on ${values.host}:${firestore.port}, Storage on ${storage.origin}: emulators ready in ${Date.now() - started} ms`,
);
