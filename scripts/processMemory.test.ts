// The stack's memory figure must count the processes its processes start (the Functions emulator's
// workers), not only the ones the stack spawned itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { stackMemory } from './processMemory';

let parent: ChildProcess | undefined;

afterEach(() => {
  // Its own process group: the grandchild goes with it.
  if (parent?.pid) process.kill(-parent.pid, 'SIGKILL');
});

/** A shell that starts a sleeping grandchild and prints the grandchild's pid. */
function parentWithGrandchild(): Promise<{ parent: number; grandchild: number }> {
  parent = spawn('sh', ['-c', 'sleep 30 & echo $!; wait'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const pid = parent.pid!;
  return new Promise((resolve) => {
    parent!.stdout!.once('data', (chunk: Buffer) =>
      resolve({ parent: pid, grandchild: Number(chunk.toString().trim()) }),
    );
  });
}

describe('stackMemory', () => {
  it('sums the memory of the given processes and all their descendants', async () => {
    const { parent: root, grandchild } = await parentWithGrandchild();
    const memory = stackMemory([root]);
    expect(memory.processes.map((p) => p.pid).sort()).toEqual([root, grandchild].sort());
    expect(memory.processes.find((p) => p.pid === root)?.command).toContain('sleep 30 &');
    expect(memory.rss).toBe(memory.processes.reduce((sum, p) => sum + p.rss, 0));
    expect(memory.pss).toBe(memory.processes.reduce((sum, p) => sum + p.pss, 0));
    // Shared pages are divided among their sharers: a process's share is at most its resident set.
    for (const p of memory.processes) {
      expect(p.pss).toBeGreaterThan(0);
      expect(p.pss).toBeLessThanOrEqual(p.rss);
    }
  });

  it('counts nothing for a process that is gone', () => {
    expect(stackMemory([2 ** 22 + 1])).toEqual({ rss: 0, pss: 0, processes: [] });
  });
});
