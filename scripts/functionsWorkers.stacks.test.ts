// The bound on the Functions emulator's workers, on a stack of its own with a small bound: calling
// more distinct functions than the bound starts no more workers than that (counted by the emulator
// and, independently, from /proc) — later calls take over idle workers, which then run the
// function each call is for —, and a burst of one function holds at most its share of workers
// (decisions 061 and 078).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkersState } from './functionsWorkers';
import { stackMemory } from './processMemory';
import { PROJECT_ID, startStack, type Stack } from './stack';

const OFFSET = Number((process.env.SPACES_STACKS_TEST_OFFSETS ?? '11000,12000').split(',')[0]);
const LIVE = 3;
const PER_FUNCTION = 2;

/** Callables that answer a call without a signed-in user at once, each its own function. */
const CALLABLES = [
  'listMySpaces',
  'getAccount',
  'listBoards',
  'getInsights',
  'listMessages',
  'getInboxSummary',
  'listBlockedSenders',
];

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    portOffset: OFFSET,
    persist: false,
    firebase: ['functions'],
    functionsWorkers: { live: LIVE, perFunction: PER_FUNCTION },
    log: () => undefined,
  });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

const origin = () => stack.env.SPACES_FUNCTIONS_ORIGIN!;

async function call(name: string): Promise<number> {
  const response = await fetch(`${origin()}/${PROJECT_ID}/asia-northeast1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function workers(): Promise<WorkersState> {
  const response = await fetch(`${origin()}/__spaces/workers`);
  return (await response.json()) as WorkersState;
}

const alive = (state: WorkersState) =>
  state.workers.filter((w) => w.state !== 'FINISHING' && w.state !== 'FINISHED');

/** Worker processes of this stack, from /proc (a shut-down worker takes a moment to exit). */
async function workerProcesses(atMost: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const count = stackMemory(stack.pids).processes.filter((p) =>
      p.command.includes('functionsEmulatorRuntime'),
    ).length;
    if (count <= atMost || Date.now() > deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the Functions emulator under the bound', () => {
  it('starts no worker past the bound: a call takes over the least recently used idle one', async () => {
    const started = new Set<number>();
    for (const name of CALLABLES) {
      expect(await call(name)).toBe(401);
      const state = await workers();
      expect(state.limits.live).toBe(LIVE);
      expect(alive(state).length).toBeLessThanOrEqual(LIVE);
      for (const worker of alive(state)) if (worker.pid !== null) started.add(worker.pid);
      expect(await workerProcesses(LIVE)).toBeLessThanOrEqual(LIVE);
    }
    const state = await workers();
    expect(started.size).toBe(LIVE);
    expect(state.takenOver).toBeGreaterThanOrEqual(CALLABLES.length - LIVE);
    expect(state.reaped).toBe(0);
    // The first one's worker serves another function now; its next call takes one over again.
    expect(alive(state).some((w) => w.function.endsWith(`-${CALLABLES[0]}`))).toBe(false);
    expect(await call(CALLABLES[0]!)).toBe(401);
    expect(alive(await workers()).some((w) => w.function.endsWith(`-${CALLABLES[0]}`))).toBe(true);
  }, 180_000);

  it('runs the function a call is for on a worker taken over from another', async () => {
    // A share card answers a POST with 405, where a callable answers it with 401: were a worker
    // to run the function it served before, the answers would swap.
    for (let round = 0; round < 2; round += 1) {
      expect(await call('renderCard/a/b.png')).toBe(405);
      for (const name of CALLABLES.slice(0, LIVE)) expect(await call(name)).toBe(401);
    }
    expect((await workers()).takenOver).toBeGreaterThanOrEqual(CALLABLES.length);
  }, 180_000);

  it('runs a burst of one function on at most its share of workers', async () => {
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const state = await workers();
        const ofBurst = state.workers.filter((w) => w.function.endsWith('-getAccount'));
        most = Math.max(most, ofBurst.length);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses = await Promise.all(Array.from({ length: 12 }, () => call('getAccount')));
    sampling = false;
    await sampler;
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 401));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(PER_FUNCTION);
    const state = await workers();
    expect(state.queued + state.running).toBe(0);
  }, 120_000);
});
