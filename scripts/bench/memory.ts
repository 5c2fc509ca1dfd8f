// The local stack's resident memory (every process it started and their descendants, the Functions
// emulator's workers included): after seeding, at the peak of a burst of visitor sends (sendLetter
// into the demo space, each from its own client address), and once the burst is over. Starts and
// stops a stack of its own; needs the build.
//
//   SPACES_PORT_OFFSET=N node --import tsx scripts/bench/memory.ts [--sends 300] [--in-flight 10]
//
// The Functions emulator starts one more worker for every call in flight and keeps it for the life
// of the stack, with no bound of its own; the stack's gate on the Functions port lets at most
// SPACES_FUNCTIONS_AT_ONCE (2) calls of one function through at once, so all 300 sends are in
// flight together by default. --in-flight bounds them further, and sending stops early when the
// machine has less than --reserve MB of memory left.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sendLetter } from '@spaces/contracts';
import { stackResidentMemory, type TreeMemory } from '../processMemory';
import { PROJECT_ID, startStack } from '../stack';

const { values } = parseArgs({
  options: {
    sends: { type: 'string', default: '300' },
    'in-flight': { type: 'string', default: '300' },
    reserve: { type: 'string', default: '2000' },
    settle: { type: 'string', default: '20' },
  },
});
const sends = Number(values.sends);
const inFlight = Number(values['in-flight']);
const reserveMb = Number(values.reserve);
const settleMs = Number(values.settle) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function availableMb(): number {
  const kb = /^MemAvailable:\s+(\d+) kB$/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The Functions emulator's workers, one per function and per call that found none idle. */
const isWorker = (command: string) => command.includes('functionsEmulatorRuntime');

function report(label: string, memory: TreeMemory): void {
  const workers = memory.processes.filter((p) => isWorker(p.command));
  const workerRss = workers.reduce((sum, p) => sum + p.rss, 0);
  console.log(
    `${label.padEnd(22)} ${mb(memory.rss).padStart(9)} in ${String(memory.processes.length).padStart(3)} processes; ` +
      `${String(workers.length).padStart(3)} function workers ${mb(workerRss).padStart(9)}` +
      (workers.length ? `, ${mb(workerRss / workers.length)} each` : ''),
  );
}

async function main() {
  const stack = await startStack({ seed: true, persist: false, log: () => undefined });
  try {
    // The seed's writes fire triggers, each in a worker of its own: let them finish.
    await sleep(settleMs);
    report('after seeding', stackResidentMemory(stack.pids));

    const endpoint = `${stack.env.SPACES_FUNCTIONS_ORIGIN}/${PROJECT_ID}/asia-northeast1/${sendLetter.name}`;
    const outcomes = new Map<string, number>();
    let next = 0;
    let stopped = false;
    const send = async (i: number) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.9.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ data: { slug: 'demo', body: `memory bench letter ${i}` } }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { status: string } };
      const outcome = body.result !== undefined ? 'accepted' : (body.error?.status ?? 'failed');
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    };
    const worker = async () => {
      while (!stopped && next < sends) await send(next++);
    };
    let peak = stackResidentMemory(stack.pids);
    const sampler = setInterval(() => {
      const now = stackResidentMemory(stack.pids);
      if (now.rss > peak.rss) peak = now;
      if (!stopped && availableMb() < reserveMb) {
        stopped = true;
        console.log(`stopping the burst: less than ${reserveMb} MB of memory left`);
      }
    }, 500);
    const started = Date.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    clearInterval(sampler);
    console.log(
      `${next} sends, at most ${inFlight} in flight, in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        [...outcomes].map(([k, v]) => `${v} ${k}`).join(', '),
    );
    report('peak of the burst', peak);
    await sleep(settleMs);
    report('after the burst', stackResidentMemory(stack.pids));
  } finally {
    await stack.stop();
  }
}

await main();
