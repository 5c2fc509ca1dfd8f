// Runs an emulator CLI as a child process, as `npm start` does, so a test can kill it with
// SIGKILL and start it again on the same data directory (decision 027).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export function tempDataDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `crash-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
