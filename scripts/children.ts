// The stack's child processes: a command run to its end, and long-running servers started in a
// process group of their own, ready once their output says so and stopped with everything they
// started.
import { spawn, type ChildProcess } from 'node:child_process';

/** Runs a command to its end, its output on ours; rejects unless it exits 0. */
export function run(
  command: string,
  args: string[],
  how: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...how, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

export interface ChildOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A line of its output that says it is ready. */
  ready: RegExp;
  timeoutMs: number;
  /** Receives each line of its output, prefixed with its name. */
  log: (line: string) => void;
}

/** Starts a child and resolves once a line of its output matches `ready`. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  { cwd, env, ready, timeoutMs, log }: ChildOptions,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping it also stops what it started (firebase-tools leaves
    // its function workers running when it exits).
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let settled = false;
    const tail: string[] = [];
    const timer = setTimeout(() => {
      fail(new Error(`${name} was not ready after ${timeoutMs} ms:\n${tail.join('\n')}`));
    }, timeoutMs);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killGroup(child);
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        log(`[${name}] ${line}`);
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (!settled && ready.test(line)) {
          settled = true;
          clearTimeout(timer);
          resolve(child);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', fail);
    child.on('exit', (code) =>
      fail(new Error(`${name} exited (${code}) before it was ready:\n${tail.join('\n')}`)),
    );
  });
}

/** Kills whatever is left of a child's process group (it may have exited already). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone.
  }
}

/** Stops a child with SIGINT, then whatever is left of its group (at once after `timeoutMs`). */
export function stopChild(child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup(child);
      resolve();
    });
    child.kill('SIGINT');
  });
}
