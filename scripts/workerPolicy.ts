// What the local stack's bound on the Functions emulator's workers decides (decision 061), apart
// from the firebase-tools internals it is applied to (functionsWorkers.ts): which waiting call runs
// next, which idle workers are shut down, which one a call takes over, and the limits themselves.
//
// Only erasable TypeScript here: Node loads this file without a compiler.
export interface WorkerLimits {
  /** Workers alive at once, over every codebase; idle ones beyond it are shut down. */
  live: number;
  /** Calls of one function running at once. */
  perFunction: number;
}

/**
 * The function a work item of the emulator's queue is for, from its label: `${req.path}-${time}`
 * for calls (`/{project}/{region}/{name}[/rest]`, or `/functions/projects/{p}/triggers/{key}` for
 * event deliveries) and `${triggerId}-${time}` for multicast events.
 */
export function functionOfWork(label: string): string {
  const bare = label.replace(/-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '');
  if (!bare.startsWith('/')) return bare;
  const segments = bare.split('/').filter(Boolean);
  if (segments[0] === 'functions') {
    const at = segments.indexOf('triggers');
    return at >= 0 ? segments.slice(at + 1).join('/') : bare;
  }
  return segments[2] ?? bare;
}

/**
 * Index of the first waiting item whose function has fewer than `perFunction` calls running, or
 * -1 when none has room.
 */
export function nextRunnable(
  waiting: readonly string[],
  running: ReadonlyMap<string, number>,
  perFunction: number,
): number {
  return waiting.findIndex((fn) => (running.get(fn) ?? 0) < perFunction);
}

export interface WorkerView {
  state: string;
  /** When it last became idle or was started, in ms. */
  lastUsed: number;
  /** Whether it has taken a call since it started (a fresh worker is about to take one). */
  served: boolean;
  /** The functions it has served, whose code it has loaded. */
  functions?: ReadonlySet<string>;
}

/** A fresh worker that has not taken its first call after this long may be shut down too. */
export const FRESH_GRACE_MS = 60_000;

/**
 * The workers to shut down so that at most `live` stay alive: idle ones, least recently used
 * first. Busy workers are never chosen, nor a fresh one waiting for the call it was started for.
 */
export function workersToReap<W extends WorkerView>(
  workers: readonly W[],
  live: number,
  now: number,
): W[] {
  const alive = workers.filter((w) => w.state !== 'FINISHED' && w.state !== 'FINISHING');
  const excess = alive.length - live;
  if (excess <= 0) return [];
  return alive
    .filter((w) => w.state === 'IDLE' && (w.served || now - w.lastUsed > FRESH_GRACE_MS))
    .sort((a, b) => a.lastUsed - b.lastUsed)
    .slice(0, excess);
}

/**
 * The worker a call of `fn` takes over instead of starting one, once `live` workers are alive: an
 * idle one of its codebase that has served a call (a fresh worker is about to take the call it was
 * started for), one that has served `fn` before (its code is loaded) rather than one that has not,
 * and the least recently used of those. None while there is room for another worker.
 */
export function workerToTakeOver<W extends WorkerView>(
  everyWorker: readonly W[],
  ofCodebase: readonly W[],
  live: number,
  fn: string,
): W | undefined {
  const alive = everyWorker.filter((w) => w.state !== 'FINISHED' && w.state !== 'FINISHING');
  if (alive.length < live) return undefined;
  const knows = (w: W) => (w.functions?.has(fn) ? 0 : 1);
  return ofCodebase
    .filter((w) => w.state === 'IDLE' && w.served)
    .sort((a, b) => knows(a) - knows(b) || a.lastUsed - b.lastUsed)[0];
}

/** Reads the limits from the environment the stack gives the firebase-tools process. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): WorkerLimits {
  const count = (name: string, fallback: number): number => {
    const raw = env[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name}=${raw} is not a count`);
    return value;
  };
  return {
    live: count('SPACES_FUNCTIONS_WORKERS', DEFAULT_LIMITS.live),
    perFunction: count('SPACES_FUNCTIONS_PER_FUNCTION', DEFAULT_LIMITS.perFunction),
  };
}

export const DEFAULT_LIMITS: WorkerLimits = { live: 28, perFunction: 2 };
/** firebase-tools' bound on calls in flight, which the stack sets (its default is 50). */
export const DEFAULT_PARALLEL = 12;
