// Standalone CLI: node --import tsx emulators/src/firestore/main.ts [--port 8080] [--host 127.0.0.1]
//   [--project demo-spaces] [--import dir] [--export-on-exit [dir]] [--rules firestore.rules]
//   [--functions http://127.0.0.1:5001 | --functions none]
import { parseArgs } from 'node:util';
import { onShutdown } from '../shared/onShutdown';
import { startFirestoreEmulator } from './index';

// `--export-on-exit` may come without a folder (then it reuses --import): give parseArgs a value.
const args = process.argv
  .slice(2)
  .flatMap((arg, i, all) =>
    arg === '--export-on-exit' && (all[i + 1] === undefined || all[i + 1]?.startsWith('--'))
      ? [arg, '']
      : [arg],
  );

const { values } = parseArgs({
  args,
  options: {
    port: { type: 'string', default: process.env.FIRESTORE_EMULATOR_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    project: { type: 'string', default: process.env.GCLOUD_PROJECT ?? 'demo-spaces' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
    rules: { type: 'string' },
    functions: { type: 'string', default: 'http://127.0.0.1:5001' },
  },
});

const started = Date.now();
// --export-on-exit without a directory exports back into the --import directory.
const exportDir = values['export-on-exit'] || values.import;
const emulator = await startFirestoreEmulator({
  host: values.host,
  port: Number(values.port),
  projectId: values.project,
  dataDir: values['export-on-exit'] !== undefined ? exportDir : undefined,
  importDir: values.import,
  rulesPath: values.rules,
  functionsOrigin: values.functions === 'none' ? null : values.functions,
});
onShutdown(() => emulator.close());
// Only now: a signal that arrives as soon as a caller reads this line finds the handler above.
console.log(
  `Firestore emulator ready on ${emulator.host}:${emulator.port} in ${Date.now() - started} ms` +
    (emulator.imported ? ` (${emulator.imported} documents imported)` : '') +
    (emulator.replayed ? ` (${emulator.replayed} changes replayed from the journal)` : ''),
);
