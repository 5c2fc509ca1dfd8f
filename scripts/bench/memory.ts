// The local stack's memory and the Functions emulator's bound on its workers (decision 061), on a
// stack of its own (needs the build): what the seeded stack holds, what a burst of visitor sends
// adds — `--sends` letters posted at once to Hosting's `/_send`, as browsers post them, each from
// its own client address — and how long the first call of a function whose worker is not alive
// takes on the warm stack. Memory is the proportional set size summed over every process of the
// stack (shared pages divided among their sharers), with the resident set sizes beside it.
//
//   SPACES_PORT_OFFSET=N node --import tsx scripts/bench/memory.ts [--sends 300] [--first-calls 8]
//     [--json FILE]   (figures for scripts/bench/run.ts)
//     [--smoke]   (npm test's smoke tier, smoke.ts: the stack already running at the offset, found
//                 by its ports, not one of its own; 3 sends, 1 first call)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as contracts from '@spaces/contracts';
import { settled } from '../../functions/test/support/settled';
import type { WorkersState } from '../functionsWorkers';
import { stackMemory, type TreeMemory } from '../processMemory';
import { PROJECT_ID, startStack, type Stack } from '../stack';
import type { Figure } from './figures';
import { runningStack } from './running-stack';

const { values } = parseArgs({
  options: {
    sends: { type: 'string' },
    'first-calls': { type: 'string' },
    json: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const smoke = values.smoke;
const sends = Number(values.sends ?? (smoke ? 3 : 300));
const firstCalls = Number(values['first-calls'] ?? (smoke ? 1 : 8));

/** The stack's budgets (README, "Memory"). */
export const STACK_BUDGETS = {
  /** What a burst of 300 sends to `/_send` may add to the seeded stack. */
  burstAdds: { unit: 'MB', goal: { op: '<=', target: 1024 } },
  /** Every send of the burst is answered. */
  burstAnswered: { unit: '', goal: { op: '==', target: sends }, exact: true },
  /** The first call of a function whose worker is not alive, on a warm stack. */
  firstCall: { unit: 'ms', goal: { op: '<=', target: 3000 } },
} as const;

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const isWorker = (command: string) => command.includes('functionsEmulatorRuntime');

function print(label: string, memory: TreeMemory): void {
  const workers = memory.processes.filter((p) => isWorker(p.command));
  const workerPss = workers.reduce((sum, p) => sum + p.pss, 0);
  console.log(
    `${label.padEnd(20)} ${String(mb(memory.pss)).padStart(6)} MB PSS (${mb(memory.rss)} MB RSS) ` +
      `in ${memory.processes.length} processes; ${workers.length} workers, ` +
      `${workers.length ? mb(workerPss / workers.length) : 0} MB PSS each`,
  );
}

async function workers(stack: Stack): Promise<WorkersState> {
  const response = await fetch(`${stack.env.SPACES_FUNCTIONS_ORIGIN}/__spaces/workers`);
  return (await response.json()) as WorkersState;
}

/** A letter to the demo space posted as a browser without JavaScript posts it. */
async function sendThroughHosting(stack: Stack, i: number): Promise<number> {
  try {
    const response = await fetch(`${stack.hostingOrigin}/_send`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: stack.hostingOrigin,
        'X-Forwarded-For': `10.9.${(i >> 8) & 255}.${i & 255}`,
      },
      body: new URLSearchParams({ kind: 'letter', slug: 'demo', body: `memory bench ${i}` }),
      signal: AbortSignal.timeout(300_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Callables, by name, whose anonymous call answers at once (each one its own function). */
function callableNames(): string[] {
  return Object.values(contracts as Record<string, unknown>).flatMap((value) => {
    const contract = value as { name?: unknown; policy?: unknown } | null;
    return typeof contract?.name === 'string' && typeof contract.policy === 'string'
      ? [contract.name]
      : [];
  });
}

async function firstCallMs(stack: Stack, name: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(
    `${stack.env.SPACES_FUNCTIONS_ORIGIN}/${PROJECT_ID}/asia-northeast1/${name}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    },
  );
  await response.arrayBuffer();
  return performance.now() - started;
}

async function main() {
  const stack = smoke
    ? runningStack()
    : await startStack({ seed: true, persist: false, log: () => undefined });
  Object.assign(process.env, stack.env);
  try {
    await settled(120_000);
    const seeded = stackMemory(stack.pids);
    print('after seeding', seeded);

    let peak = seeded;
    let mostAlive = 0;
    const sampler = setInterval(() => {
      const now = stackMemory(stack.pids);
      if (now.pss > peak.pss) peak = now;
      void workers(stack).then((state) => {
        mostAlive = Math.max(mostAlive, state.workers.length);
      });
    }, 250);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: sends }, (_, i) => sendThroughHosting(stack, i)),
    );
    const took = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const answered = statuses.filter((status) => status > 0 && status < 500).length;
    const byStatus = new Map<number, number>();
    for (const status of statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    console.log(
      `${sends} sends to /_send at once, answered in ${took.toFixed(1)} s: ` +
        [...byStatus].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', '),
    );
    print('peak of the burst', peak);
    await settled(120_000);
    const after = stackMemory(stack.pids);
    print('after the burst', after);
    const state = await workers(stack);
    console.log(
      `workers: at most ${mostAlive} alive during the burst (bound ${state.limits.live}, ` +
        `${state.limits.perFunction} per function, ${state.limits.parallel} calls in flight); ` +
        `${state.reaped} shut down since the start`,
    );

    // A worker is named by its trigger, "<region>-<function>".
    const live = state.workers.map((w) => w.function);
    const cold = callableNames()
      .filter((name) => !live.some((fn) => fn.endsWith(`-${name}`)))
      .slice(0, firstCalls);
    const times: number[] = [];
    for (const name of cold) times.push(await firstCallMs(stack, name));
    times.sort((a, b) => a - b);
    const slowest = times.at(-1) ?? 0;
    console.log(
      `first calls of ${times.length} functions with no worker alive: median ` +
        `${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms, slowest ${Math.round(slowest)} ms`,
    );

    if (values.json) {
      const figures: Figure[] = [
        { figure: 'stack after seeding (PSS)', value: mb(seeded.pss), unit: 'MB', goal: null },
        {
          figure: `stack, added by ${sends} sends to /_send (PSS)`,
          value: mb(peak.pss - seeded.pss),
          ...STACK_BUDGETS.burstAdds,
        },
        { figure: `sends to /_send answered`, value: answered, ...STACK_BUDGETS.burstAnswered },
        {
          figure: 'first call of a function, slowest',
          value: Math.round(slowest),
          ...STACK_BUDGETS.firstCall,
        },
      ];
      writeFileSync(values.json, JSON.stringify(figures, null, 2));
    }
  } finally {
    await stack.stop();
  }
}

await main();
