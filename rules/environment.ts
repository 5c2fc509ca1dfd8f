// The rules suites' one way to reach an emulator and load a rule set into it (the stack sets the
// emulators' addresses).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ID = 'demo-spaces-rules';

type Service = 'firestore' | 'storage';

const ADDRESS: Record<Service, { variable: string; port: string }> = {
  firestore: { variable: 'FIRESTORE_EMULATOR_HOST', port: '8080' },
  storage: { variable: 'FIREBASE_STORAGE_EMULATOR_HOST', port: '9199' },
};

/** Where `service`'s emulator listens. */
export function emulator(service: Service): { host: string; port: number } {
  const { variable, port: defaultPort } = ADDRESS[service];
  const hostPort = process.env[variable];
  if (!hostPort) throw new Error(`${variable} is not set: start the stack first`);
  const [host = '127.0.0.1', port = defaultPort] = hostPort.replace(/^https?:\/\//, '').split(':');
  return { host, port: Number(port) };
}

/** A path from the repository's root. */
export const fromRoot = (...parts: string[]): string =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', ...parts);

/**
 * A test environment on `service`'s emulator with the rules in `rulesFile` (a path from the
 * repository's root) under `projectId`.
 */
export function rulesEnvironment(
  service: Service,
  rulesFile: string,
  projectId = PROJECT_ID,
): Promise<RulesTestEnvironment> {
  // Every denial is expected in these suites; the SDK would log each one as a warning.
  setLogLevel('error');
  const config = { ...emulator(service), rules: readFileSync(fromRoot(rulesFile), 'utf8') };
  return initializeTestEnvironment({
    projectId,
    ...(service === 'firestore' ? { firestore: config } : { storage: config }),
  });
}
