// firebase-tools' Functions emulator internals (lib/emulator/*.js), as far as the bound on its
// workers (functionsWorkers.ts) reads and changes them. Types only: they describe the version
// FIREBASE_TOOLS_VERSION names, which the bound refuses to patch any other of.
//
// Only erasable TypeScript here: Node loads the files that import it without a compiler.
import type http from 'node:http';

export type Work = (() => Promise<void>) & { type?: string };

export interface WorkQueueInstance {
  mode: string;
  maxParallelWork: number;
  queue: Work[];
  running: string[];
  stopped: boolean;
  start(): Promise<void>;
  stop(): void;
  submit(entry: Work): void;
  logState(): void;
  logger: { logLabeled(level: string, label: string, text: string): void };
}
export type WorkQueueClass = new (mode?: string, maxParallelWork?: number) => WorkQueueInstance;

export interface RuntimeWorkerInstance {
  state: string;
  triggerKey: string;
  timeoutSeconds?: number;
  logger: unknown;
  runtime: { process: { pid?: number; kill(): void } };
  request: (this: RuntimeWorkerInstance, ...args: unknown[]) => Promise<void>;
  sendDebugMsg(target: Target): Promise<void>;
  spacesLastUsed?: number;
  spacesServed?: boolean;
  /** The function its runtime was last told to serve. */
  spacesTarget?: Target;
  /** Every function it has served. */
  spacesFunctions?: Set<string>;
}

/** What the runtime is told before a call: the export to run and how it is called. */
export interface Target {
  functionTarget: string;
  functionSignature: string;
}

/** The parts of firebase-tools' trigger definition that name a function. */
export interface TriggerDefinition {
  id: string;
  entryPoint: string;
  timeoutSeconds?: number;
}

export interface RuntimeWorkerPoolInstance {
  workers: Map<string, RuntimeWorkerInstance[]>;
  addWorker: (this: RuntimeWorkerPoolInstance, ...args: unknown[]) => RuntimeWorkerInstance;
}

export interface TaskQueueInstance {
  key: string;
  queue: { getAll(): Array<{ task: { name: string } }> };
  dispatches: Array<{ task: { name: string } } | null>;
  enqueue: (this: TaskQueueInstance, task: unknown) => void;
}

/** A property descriptor's accessors, typed as functions of `This` (not as methods). */
export interface AccessorOf<This, Value> {
  get?: (this: This) => Value;
  set?: (this: This, value: Value) => void;
  enumerable?: boolean;
  configurable?: boolean;
}

export interface HubServer {
  listen(port: number, host: string): http.Server;
}

export interface FunctionsEmulatorInstance {
  createHubServer: (this: FunctionsEmulatorInstance) => HubServer;
  workerPools: Record<string, RuntimeWorkerPoolInstance>;
  getRuntimeEnvs: (this: FunctionsEmulatorInstance, ...args: unknown[]) => Record<string, string>;
  startRuntime: (
    this: FunctionsEmulatorInstance,
    backend: { codebase: string },
    trigger?: TriggerDefinition,
  ) => Promise<RuntimeWorkerInstance>;
}
