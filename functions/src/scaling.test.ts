// Every deployed function's scaling and retry, read from what the Firebase CLI deploys (each
// function's `__endpoint`): a function without an explicit bound on its instances and on what one
// instance serves at once, or a trigger that drops a failed event, fails here
// (docs/decisions/029-trigger-retries-deadlines-scaling.md).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

interface Endpoint {
  maxInstances?: unknown;
  concurrency?: unknown;
  cpu?: unknown;
  availableMemoryMb?: unknown;
  eventTrigger?: { eventType: string; retry?: unknown };
  taskQueueTrigger?: { retryConfig?: { maxAttempts?: unknown } };
  scheduleTrigger?: { retryConfig?: { retryCount?: unknown } };
  callableTrigger?: unknown;
}

let endpoints: Map<string, Endpoint>;

// index.ts names every deployed function; loading them all takes seconds on a busy machine.
beforeAll(async () => {
  const module = (await import('./index')) as Record<string, unknown>;
  endpoints = new Map(
    Object.entries(module).map(([name, fn]) => [
      name,
      (fn as { __endpoint?: Endpoint }).__endpoint ?? {},
    ]),
  );
}, 60_000);

describe('function scaling', () => {
  it('finds every function index.ts exports', () => {
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    const exported = [...index.matchAll(/^export \{ (\w+) \}/gm)].map((match) => match[1]);
    expect([...endpoints.keys()].sort()).toEqual(exported.sort());
  });

  it('bounds the instances of every function and what one instance serves at once', () => {
    for (const [name, endpoint] of endpoints) {
      const { maxInstances, concurrency, cpu } = endpoint;
      expect(maxInstances, `${name}: maxInstances`).toEqual(expect.any(Number));
      expect(concurrency, `${name}: concurrency`).toEqual(expect.any(Number));
      expect(maxInstances as number, `${name}: maxInstances`).toBeGreaterThanOrEqual(1);
      expect(maxInstances as number, `${name}: maxInstances`).toBeLessThanOrEqual(20);
      expect(concurrency as number, `${name}: concurrency`).toBeGreaterThanOrEqual(1);
      // Cloud Run serves more than one request at once only with a whole CPU.
      if ((concurrency as number) > 1) expect(cpu, `${name}: cpu`).toBeGreaterThanOrEqual(1);
      expect(endpoint.availableMemoryMb, `${name}: memory`).toEqual(expect.any(Number));
    }
  });

  it('lets the image pipeline decode one picture per instance', () => {
    expect(endpoints.get('processImageUpload')).toMatchObject({
      concurrency: 1,
      availableMemoryMb: 1024,
    });
  });

  it('retries every Firestore and Storage trigger', () => {
    const triggers = [...endpoints].filter(([, endpoint]) => endpoint.eventTrigger);
    for (const [name, endpoint] of triggers) {
      expect(endpoint.eventTrigger?.retry, `${name}: retry`).toBe(true);
    }
    // One Firestore trigger per document path (decision 062), and the image pipeline's.
    expect(triggers.map(([name]) => name).sort()).toEqual([
      'onBoardWritten',
      'onMessageWritten',
      'onPostWritten',
      'onSpaceWritten',
      'processImageUpload',
    ]);
  });

  it('bounds the attempts of every task and schedule', () => {
    for (const [name, endpoint] of endpoints) {
      if (endpoint.taskQueueTrigger) {
        const attempts = endpoint.taskQueueTrigger.retryConfig?.maxAttempts;
        expect(attempts, `${name}: maxAttempts`).toEqual(expect.any(Number));
        expect(attempts as number).toBeGreaterThan(1);
      }
      if (endpoint.scheduleTrigger) {
        const retries = endpoint.scheduleTrigger.retryConfig?.retryCount;
        expect(retries, `${name}: retryCount`).toEqual(expect.any(Number));
        expect(retries as number).toBeGreaterThan(0);
      }
    }
  });
});
