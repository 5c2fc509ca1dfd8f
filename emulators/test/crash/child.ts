// Runs an emulator CLI as a child process, as `npm start` does, so a test can kill it with
// SIGKILL and start it again on the same data directory (decision 027).
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const running = new Set<ChildProcess>();

export interface RunningEmulator {
  child: ChildProcess;
  /** The port printed in the ready line (the CLI is started on port 0). */
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Starts `emulators/src/<cli>` with `args` and waits for a line matching `ready` (port in group 1). */
export async function startCli(
  cli: string,
  args: string[],
  ready: RegExp,
): Promise<RunningEmulator> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'emulators', 'src', cli), ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let text = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${cli} not ready in 60 s:\n${text}`)), 60_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const m = ready.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`${cli} exited (${String(how)}) before it was ready:\n${text}`));
    });
  });
  return { child, port, output: () => text, exited };
}

/** Kills the process at once, as a crash or `kill -9` would; resolves once it is gone. */
export async function killHard(emulator: RunningEmulator): Promise<void> {
  emulator.child.kill('SIGKILL');
  await emulator.exited;
}

/** Kills every emulator a test started and left running (e.g. when an assertion failed). */
export function killLeftovers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** The project every crash test's emulator serves. */
export const CRASH_PROJECT = 'demo-crash';

/**
 * An emulator CLI (`emulators/src/<name>/main.ts`) that a test kills and starts again on one data
 * directory, imported on every start and exported on a clean exit; `tearJournal` leaves half a
 * record at the end of its journal (`<name>_journal`), as a crash mid-append does. After the
 * file's tests, every process left running is killed (an assertion may fail before a kill) and
 * the directory removed.
 */
export function persistentEmulator(
  name: 'firestore' | 'storage',
  args: readonly string[],
  ready: RegExp,
): { start: () => Promise<RunningEmulator>; tearJournal: (halfRecord: string) => void } {
  const data = tempDataDir(name);
  afterAll(() => {
    killLeftovers();
    data.remove();
  });
  const all = ['--port', '0', '--project', CRASH_PROJECT, ...args];
  const persisted = [...all, '--import', data.dir, '--export-on-exit', data.dir];
  return {
    start: () => startCli(`${name}/main.ts`, persisted, ready),
    tearJournal: (halfRecord) => {
      const journalDir = path.join(data.dir, `${name}_journal`);
      const journals = readdirSync(journalDir)
        .filter((f) => f.startsWith('journal.'))
        .sort();
      appendFileSync(path.join(journalDir, journals[journals.length - 1]!), halfRecord);
    },
  };
}

/** What a write acknowledged before the kill must be after a restart. */
export type Durable = 'kept' | 'deleted' | 'either';

/** The writes a kill cut short. */
export interface KilledWrites {
  /** The writers, settled once the writes the kill cut off have failed. */
  writers: Promise<unknown>;
  /**
   * Every write acknowledged more than a second before the kill: kept, deleted (its delete was
   * acknowledged in time too), or either (its delete came later, and may or may not have lasted).
   */
  durable(): [number, Durable][];
}

/**
 * Four writers in flight at once write 0, 1, 2, … and delete n − 5 after every tenth, for three
 * seconds; then the emulator is killed hard under them. Writes cut off by the kill fail; they are
 * not what is checked.
 */
export async function writeUntilKilled(
  emulator: RunningEmulator,
  write: (n: number) => Promise<unknown>,
  remove: (n: number) => Promise<unknown>,
): Promise<KilledWrites> {
  const acknowledged = new Map<number, number>();
  const deleted = new Map<number, number>();
  let next = 0;
  let stop = false;
  const writer = async () => {
    while (!stop) {
      const n = next++;
      await write(n);
      acknowledged.set(n, Date.now());
      if (n % 10 === 9) {
        await remove(n - 5);
        deleted.set(n - 5, Date.now());
      }
    }
  };
  const writers = Promise.all(Array.from({ length: 4 }, () => writer().catch(() => undefined)));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const cutoff = Date.now() - 1000;
  await killHard(emulator);
  stop = true;
  const durable = () =>
    [...acknowledged]
      .filter(([, at]) => at < cutoff)
      .map(([n]): [number, Durable] => {
        const deletedAt = deleted.get(n);
        if (deletedAt === undefined) return [n, 'kept'];
        return [n, deletedAt < cutoff ? 'deleted' : 'either'];
      });
  return { writers, durable };
}

export function tempDataDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `crash-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
