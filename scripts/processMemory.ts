// Memory of a local stack: the processes it started and everything they started in turn (the
// Functions emulator's workers above all), summed from /proc. Linux only. Resident set sizes count
// a page shared by several processes (Node's code, above all) once in each of them, so their sum
// overstates what the stack costs; the proportional set size divides every shared page among the
// processes that share it, so the sum of a tree's PSS is what it holds.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** Resident set size, in bytes. */
  rss: number;
  /** Proportional set size (shared pages divided among their sharers), in bytes. */
  pss: number;
  /** The command line, for telling the kinds of process apart. */
  command: string;
}

export interface TreeMemory {
  /** Resident set size of every process of the tree, summed, in bytes. */
  rss: number;
  /** Proportional set size of every process of the tree, summed, in bytes. */
  pss: number;
  processes: ProcessMemory[];
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between the listing and the read.
    return undefined;
  }
}

/** pid → parent pid of every process now running. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    // "pid (command) state ppid …"; the command may hold spaces and parentheses.
    const ppid = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid !== undefined) map.set(Number(name), Number(ppid));
  }
  return map;
}

/** A `Name:   123 kB` line of a /proc file, in bytes. */
function kilobytes(text: string, name: string): number | undefined {
  const kb = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1];
  return kb === undefined ? undefined : Number(kb) * 1024;
}

function memoryOf(pid: number): ProcessMemory | undefined {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  if (!rollup) return undefined;
  const rss = kilobytes(rollup, 'Rss');
  const pss = kilobytes(rollup, 'Pss');
  if (rss === undefined || pss === undefined) return undefined;
  const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim();
  return { pid, rss, pss, command };
}

/** The resident memory of `pids` and all their descendants, now. */
export function stackMemory(pids: readonly number[]): TreeMemory {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = new Set<number>();
  const visit = (pid: number) => {
    if (tree.has(pid)) return;
    tree.add(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  pids.forEach(visit);
  const processes = [...tree].flatMap((pid) => memoryOf(pid) ?? []);
  return {
    rss: processes.reduce((sum, p) => sum + p.rss, 0),
    pss: processes.reduce((sum, p) => sum + p.pss, 0),
    processes,
  };
}
