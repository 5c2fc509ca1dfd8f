// The local stack's bound on firebase-tools' Functions emulator (decision 061). The emulator starts a
// worker process per function (and one more per call that finds all of its function's workers busy)
// and keeps every one until the stack stops; each holds over 100 MB. Loaded into the firebase-tools
// process before its CLI (`functionsWorkers.preload.ts`), `install` changes the emulator in place:
//
// - its work queue, which every path into the emulator goes through (callables, Hosting's rewrites,
//   Cloud Tasks dispatches and event deliveries), keeps firebase-tools' own bound on calls in flight
//   (FUNCTIONS_EMULATOR_PARALLEL) and also runs at most `perFunction` calls of one function at once,
//   taking the oldest waiting call whose function has room, so a burst of one function holds at
//   most that many workers and does not hold up the others;
// - its worker pools keep at most `live` workers alive across every codebase: a call that finds
//   none of its function's workers idle while the bound is reached takes over the least recently
//   used idle worker of the same codebase, which serves whichever function it is told before each
//   call (the runtime's own per-call target, which firebase-tools uses when debugging) instead of
//   a new process being started and an old one shut down; idle workers beyond the bound (when
//   none could be taken over) are shut down, least recently used first;
// - its port answers `GET /__spaces/workers` (what is alive, queued and running) and
//   `GET /__spaces/settled` (answers once every call queued or running when it was asked, and every
//   Cloud Tasks task then queued, has finished: what a test waits for before asserting that
//   something did not happen).
//
// Only erasable TypeScript here: Node loads the preload and this file without a compiler.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import {
  functionOfWork,
  nextRunnable,
  workersToReap,
  workerToTakeOver,
  type WorkerLimits,
} from './workerPolicy.ts';
import type {
  Work,
  WorkQueueClass,
  RuntimeWorkerInstance,
  Target,
  TriggerDefinition,
  RuntimeWorkerPoolInstance,
  TaskQueueInstance,
  AccessorOf,
  HubServer,
  FunctionsEmulatorInstance,
} from './functionsEmulatorInternals.ts';

/** The firebase-tools version whose internals `install` changes; another one is refused. */
export const FIREBASE_TOOLS_VERSION = '15.34.2';

function firebaseToolsModule<T>(dir: string, file: string): T {
  const require = createRequire(path.join(dir, 'package.json'));
  return require(path.join(dir, 'lib', 'emulator', file)) as T;
}

/** What the stack's tests and benchmarks read from `/__spaces/workers`. */
export interface WorkersState {
  limits: WorkerLimits & { parallel: number };
  queued: number;
  running: number;
  workers: Array<{ function: string; state: string; pid: number | null; idleMs: number | null }>;
  /** Workers shut down by the bound since the stack started. */
  reaped: number;
  /** Calls that took over another function's idle worker instead of starting one. */
  takenOver: number;
}

/**
 * Changes firebase-tools' Functions emulator in place, before its CLI runs (see the top of this
 * file). `dir` is firebase-tools' package folder.
 */
export function install(dir: string, limits: WorkerLimits): void {
  const { version } = createRequire(path.join(dir, 'package.json'))(
    path.join(dir, 'package.json'),
  ) as { version: string };
  if (version !== FIREBASE_TOOLS_VERSION) {
    throw new Error(
      `scripts/functionsWorkers.ts changes firebase-tools ${FIREBASE_TOOLS_VERSION}'s Functions ` +
        `emulator, and ${version} is installed: check its work queue and worker pool, then the pin.`,
    );
  }
  const queueModule = firebaseToolsModule<{ WorkQueue: WorkQueueClass }>(dir, 'workQueue.js');
  const workerModule = firebaseToolsModule<{
    RuntimeWorker: { prototype: RuntimeWorkerInstance };
    RuntimeWorkerPool: { prototype: RuntimeWorkerPoolInstance };
  }>(dir, 'functionsRuntimeWorker.js');
  const taskModule = firebaseToolsModule<{ TaskQueue: { prototype: TaskQueueInstance } }>(
    dir,
    'taskQueue.js',
  );
  const emulatorModule = firebaseToolsModule<{
    FunctionsEmulator: { prototype: FunctionsEmulatorInstance };
  }>(dir, 'functionsEmulator.js');
  const { getSignatureType } = firebaseToolsModule<{
    getSignatureType: (trigger: TriggerDefinition) => string;
  }>(dir, 'functionsEmulatorShared.js');
  const { EmulatorLogger } = firebaseToolsModule<{
    EmulatorLogger: { forFunction(triggerId: string): unknown };
  }>(dir, 'emulatorLogger.js');

  const pools = new Set<RuntimeWorkerPoolInstance>();
  const queues = new Set<BoundedWorkQueue>();
  const taskQueues = new Set<TaskQueueInstance>();
  let reaped = 0;
  let takenOver = 0;
  /** Each function's target, by trigger id, from the first call that needed a worker for it. */
  const targets = new Map<string, Target>();

  const allWorkers = () => [...pools].flatMap((pool) => [...pool.workers.values()].flat());

  /** What the bound's choices read of a worker. */
  const viewOf = (worker: RuntimeWorkerInstance, now: number) => ({
    worker,
    state: worker.state,
    lastUsed: worker.spacesLastUsed ?? now,
    served: worker.spacesServed ?? false,
    functions: worker.spacesFunctions,
  });

  const reap = () => {
    const now = Date.now();
    const view = allWorkers().map((worker) => viewOf(worker, now));
    for (const { worker } of workersToReap(view, limits.live, now)) {
      // As firebase-tools' own refresh() shuts an idle worker down; the pool drops it once its
      // process has exited, and the function's next call starts a new one.
      worker.state = 'FINISHING';
      worker.runtime.process.kill();
      reaped += 1;
    }
  };

  // ---- the work queue: one more bound, per function ----
  const Base = queueModule.WorkQueue;
  class BoundedWorkQueue extends Base {
    private wake: () => void = () => undefined;
    private readonly perFunction = new Map<string, number>();
    /** Completion of every queued or running item, for `settled`. */
    readonly pending = new Map<Work, Promise<void>>();
    private readonly finishers = new Map<Work, () => void>();

    constructor(mode?: string, maxParallelWork?: number) {
      super(mode, maxParallelWork);
      queues.add(this);
    }

    override submit(entry: Work): void {
      let finish: () => void = () => undefined;
      this.pending.set(entry, new Promise<void>((resolve) => (finish = resolve)));
      this.finishers.set(entry, finish);
      this.queue.push(entry);
      this.wake();
      this.logState();
    }

    override async start(): Promise<void> {
      if (this.mode === 'SEQUENTIAL') return super.start();
      if (!this.stopped) return;
      this.stopped = false;
      while (!this.stopped) {
        const index =
          this.running.length < this.maxParallelWork
            ? nextRunnable(
                this.queue.map((work) => functionOfWork(work.type ?? '')),
                this.perFunction,
                limits.perFunction,
              )
            : -1;
        if (index < 0) {
          await new Promise<void>((resolve) => (this.wake = resolve));
          continue;
        }
        const [entry] = this.queue.splice(index, 1);
        if (entry) void this.run(entry);
      }
    }

    /**
     * The queue's state in the debug log, by counts and what runs (at most the bound on calls in
     * flight): firebase-tools' own lists every queued call on every change, which a burst of
     * thousands of trigger deliveries turns into minutes of CPU and gigabytes of log.
     */
    override logState(): void {
      const state = { queueLength: this.queue.length, runningWork: this.running };
      this.logger.logLabeled('DEBUG', 'work-queue', JSON.stringify(state));
    }

    override stop(): void {
      super.stop();
      this.wake();
    }

    private async run(entry: Work): Promise<void> {
      const label = entry.type ?? 'anonymous';
      const fn = functionOfWork(label);
      this.running.push(label);
      this.perFunction.set(fn, (this.perFunction.get(fn) ?? 0) + 1);
      this.logState();
      try {
        await entry();
      } catch {
        // firebase-tools' own queue logs and drops a failed item's error the same way.
      } finally {
        this.running.splice(this.running.indexOf(label), 1);
        const left = (this.perFunction.get(fn) ?? 1) - 1;
        if (left > 0) this.perFunction.set(fn, left);
        else this.perFunction.delete(fn);
        this.finishers.get(entry)?.();
        this.finishers.delete(entry);
        this.pending.delete(entry);
        this.wake();
        this.logState();
      }
    }
  }
  queueModule.WorkQueue = BoundedWorkQueue;

  // ---- the worker pools: at most `live` workers alive ----
  const poolPrototype = workerModule.RuntimeWorkerPool.prototype;
  const addWorker = poolPrototype.addWorker;
  poolPrototype.addWorker = function (this: RuntimeWorkerPoolInstance, ...args: unknown[]) {
    pools.add(this);
    const worker = addWorker.apply(this, args);
    worker.spacesLastUsed = Date.now();
    worker.spacesServed = false;
    reap();
    return worker;
  };
  const workerPrototype = workerModule.RuntimeWorker.prototype;
  const request = workerPrototype.request;
  workerPrototype.request = function (this: RuntimeWorkerInstance, ...args: unknown[]) {
    this.spacesServed = true;
    (this.spacesFunctions ??= new Set()).add(this.triggerKey);
    const target = targets.get(this.triggerKey);
    if (target === undefined || target === this.spacesTarget) return request.apply(this, args);
    // Held busy while its runtime is told which function the call is for; the runtime reads the
    // message before it accepts the call that follows it on the worker's socket.
    this.state = 'BUSY';
    this.spacesTarget = target;
    return this.sendDebugMsg(target).then(() => request.apply(this, args));
  };
  const stateProperty: AccessorOf<RuntimeWorkerInstance, string> | undefined =
    Object.getOwnPropertyDescriptor(workerPrototype, 'state');
  if (!stateProperty?.get || !stateProperty.set) {
    throw new Error('firebase-tools RuntimeWorker has no state accessor to follow');
  }
  const { set: setState } = stateProperty;
  Object.defineProperty(workerPrototype, 'state', {
    ...stateProperty,
    set(this: RuntimeWorkerInstance, state: string) {
      setState.call(this, state);
      if (state === 'IDLE') {
        this.spacesLastUsed = Date.now();
        reap();
      }
    },
  });

  // ---- Cloud Tasks: which tasks are queued or running, for `settled` ----
  const taskPrototype = taskModule.TaskQueue.prototype;
  const enqueue = taskPrototype.enqueue;
  taskPrototype.enqueue = function (this: TaskQueueInstance, task: unknown) {
    taskQueues.add(this);
    enqueue.call(this, task);
  };
  const taskNames = () =>
    [...taskQueues].flatMap((queue) => [
      ...queue.queue.getAll().map((t) => t.task.name),
      ...queue.dispatches.flatMap((t) => (t ? [t.task.name] : [])),
    ]);

  const state = (): WorkersState => {
    const now = Date.now();
    const queue = [...queues][0];
    return {
      limits: { ...limits, parallel: queue?.maxParallelWork ?? 0 },
      queued: [...queues].reduce((sum, q) => sum + q.queue.length, 0),
      running: [...queues].reduce((sum, q) => sum + q.running.length, 0),
      workers: allWorkers()
        .filter((w) => w.state !== 'FINISHED')
        .map((w) => ({
          function: w.triggerKey,
          state: w.state,
          pid: w.runtime.process.pid ?? null,
          idleMs: w.state === 'IDLE' && w.spacesLastUsed ? now - w.spacesLastUsed : null,
        })),
      reaped,
      takenOver,
    };
  };

  /** Resolves with how many calls and tasks it waited for, once all those now known are done. */
  const settled = async (timeoutMs: number): Promise<number> => {
    const calls = [...queues].flatMap((q) => [...q.pending.values()]);
    const tasks = new Set(taskNames());
    const deadline = Date.now() + timeoutMs;
    const tasksDone = async () => {
      while ([...taskNames()].some((name) => tasks.has(name))) {
        if (Date.now() > deadline) throw new Error('Cloud Tasks did not finish in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('calls did not finish in time')), timeoutMs);
    });
    try {
      await Promise.race([Promise.all([...calls, tasksDone()]), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return calls.length + tasks.size;
  };

  // ---- workers that serve whichever function of their codebase they are told ----
  const emulatorPrototype = emulatorModule.FunctionsEmulator.prototype;
  const getRuntimeEnvs = emulatorPrototype.getRuntimeEnvs;
  emulatorPrototype.getRuntimeEnvs = function (this: FunctionsEmulatorInstance, ...args) {
    // The runtime then takes its function from a message before each call, not from its
    // environment (FUNCTION_TARGET) once for its life.
    return { ...getRuntimeEnvs.apply(this, args), FUNCTION_DEBUG_MODE: 'true' };
  };
  const startRuntime = emulatorPrototype.startRuntime;
  emulatorPrototype.startRuntime = async function (
    this: FunctionsEmulatorInstance,
    backend: { codebase: string },
    trigger?: TriggerDefinition,
  ) {
    const pool = this.workerPools[backend.codebase];
    if (trigger === undefined || pool === undefined)
      return startRuntime.call(this, backend, trigger);
    targets.set(trigger.id, {
      functionTarget: trigger.entryPoint,
      functionSignature: getSignatureType(trigger),
    });
    const now = Date.now();
    const view = (worker: RuntimeWorkerInstance) => viewOf(worker, now);
    const chosen = workerToTakeOver(
      allWorkers().map(view),
      [...pool.workers.values()].flat().map(view),
      limits.live,
      trigger.id,
    )?.worker;
    if (chosen === undefined) return startRuntime.call(this, backend, trigger);
    // In AUTO mode a pool keys its workers by trigger id.
    const from = pool.workers.get(chosen.triggerKey) ?? [];
    pool.workers.set(
      chosen.triggerKey,
      from.filter((w) => w !== chosen),
    );
    pool.workers.set(trigger.id, [...(pool.workers.get(trigger.id) ?? []), chosen]);
    chosen.triggerKey = trigger.id;
    chosen.timeoutSeconds = trigger.timeoutSeconds;
    chosen.logger = EmulatorLogger.forFunction(trigger.id);
    takenOver += 1;
    return chosen;
  };

  // ---- the two routes on the Functions port ----
  const createHubServer = emulatorPrototype.createHubServer;
  emulatorPrototype.createHubServer = function (this: FunctionsEmulatorInstance) {
    const hub = createHubServer.call(this) as HubServer & http.RequestListener;
    return {
      listen: (port: number, host: string) =>
        http
          .createServer((req, res) => {
            const url = new URL(req.url ?? '/', 'http://functions');
            if (req.method === 'GET' && url.pathname === '/__spaces/workers') {
              return sendJson(res, 200, state());
            }
            if (req.method === 'GET' && url.pathname === '/__spaces/settled') {
              const timeoutMs = Number(url.searchParams.get('timeoutMs') ?? 60_000);
              settled(timeoutMs).then(
                (waitedFor) => sendJson(res, 200, { waitedFor }),
                (error: unknown) => sendJson(res, 504, { error: String(error) }),
              );
              return;
            }
            hub(req, res);
          })
          .listen(port, host),
    };
  };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
