// Standalone Storage emulator:
//   node --import tsx emulators/src/storage/main.ts [--host 127.0.0.1] [--port 9199]
//     [--project demo-spaces] [--rules storage.rules] [--functions http://127.0.0.1:5001]
//     [--rules BUCKET=FILE ...]   (deploy targets: a bucket's own rules; repeatable)
//     [--import emulator-data] [--export-on-exit emulator-data]
//     [--cors-origin http://127.0.0.1:5000 ...]   (the only web origins answered; repeatable;
//     without it every origin is, as with Google's emulator: decision 042)
import { parseArgs } from 'node:util';
import { onShutdown } from '../shared/onShutdown';
import { startStorageEmulator } from './index';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9199' },
    project: { type: 'string', default: process.env.GCLOUD_PROJECT ?? 'demo-project' },
    rules: { type: 'string', multiple: true },
    functions: { type: 'string' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
  },
});

// Exporting back into the imported folder keeps it current all along (journal; see index.ts).
// `--rules FILE` governs every bucket; `--rules BUCKET=FILE` one bucket (deploy targets).
const rules = values.rules ?? [];
const rulesPath = rules.find((rule) => !rule.includes('='));
const bucketRules = Object.fromEntries(
  rules
    .filter((rule) => rule.includes('='))
    .map((rule) => [rule.slice(0, rule.indexOf('=')), rule.slice(rule.indexOf('=') + 1)]),
);
const persist = values.import !== undefined && values['export-on-exit'] === values.import;
const emulator = await startStorageEmulator({
  host: values.host,
  port: Number(values.port),
  projectId: values.project,
  rulesPath,
  bucketRules,
  functionsOrigin: values.functions,
  dataDir: values.import,
  persist,
  corsOrigins: values['cors-origin'],
});

onShutdown(async () => {
  const exportDir = values['export-on-exit'];
  if (exportDir && !persist) {
    await emulator.exportData(exportDir);
    console.log(`Storage exported to ${exportDir}`);
  }
  await emulator.close();
});
// Only now: a signal that arrives as soon as a caller reads this line finds the handler above.
console.log(`Storage emulator ready on ${emulator.origin} (project ${values.project})`);
