// A signal sent the moment an emulator CLI says it is ready still stops it cleanly, exporting on
// exit. firebase-tools' import suite stops the Storage emulator right after it starts; before the
// CLIs registered their handler ahead of the ready line, about one stop in three killed the
// process outright and lost its export (found by `npm run conformance`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killLeftovers, startCli, tempDataDir } from './child';

const ATTEMPTS = 4;
afterAll(killLeftovers);

describe.each([
  {
    cli: 'storage/main.ts',
    ready: /Storage emulator ready on http:\/\/[^\s]+:(\d+)/,
    exported: 'storage_export/buckets.json',
    extra: [],
  },
  {
    cli: 'firestore/main.ts',
    ready: /Firestore emulator ready on [^\s]+:(\d+)/,
    exported: 'firestore_export',
    extra: ['--functions', 'none'],
  },
])('$cli', ({ cli, ready, exported, extra }) => {
  it(`exports on a SIGINT sent as soon as it is ready (${ATTEMPTS} times)`, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const data = tempDataDir('shutdown');
      try {
        const out = path.join(data.dir, 'export');
        const emulator = await startCli(
          cli,
          ['--port', '0', '--project', 'demo-shutdown', '--export-on-exit', out, ...extra],
          ready,
        );
        emulator.child.kill('SIGINT');
        expect(await emulator.exited).toBe(0);
        expect(existsSync(path.join(out, exported))).toBe(true);
      } finally {
        data.remove();
      }
    }
  }, 60_000);
});
