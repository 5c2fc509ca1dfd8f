import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { functionOf, startFunctionsGate, Turns, type FunctionsGate } from './functionsGate';

describe('functionOf', () => {
  it.each([
    ['/demo-spaces/asia-northeast1/sendLetter', 'sendLetter'],
    ['/demo-spaces/asia-northeast1/sendLetter?x=1', 'sendLetter'],
    ['/functions/projects/demo-spaces/triggers/syncPublicSpace-0', 'syncPublicSpace-0'],
    ['/backends', 'backends'],
    ['/', '/'],
  ])('%s is a call of %s', (url, name) => {
    expect(functionOf(url)).toBe(name);
  });
});

describe('Turns', () => {
  it('grants at most the limit per key, in the order asked, and each key on its own', async () => {
    const turns = new Turns(2);
    const granted: string[] = [];
    const takes = ['a1', 'a2', 'a3', 'a4', 'b1'].map((name) =>
      turns.take(name[0]!).then((giveBack) => {
        granted.push(name);
        return giveBack;
      }),
    );
    await Promise.resolve();
    expect(granted).toEqual(['a1', 'a2', 'b1']);
    const [a1, a2] = await Promise.all([takes[0]!, takes[1]!]);
    a1();
    a1(); // Giving a turn back twice frees one place, not two.
    await takes[2];
    expect(granted).toEqual(['a1', 'a2', 'b1', 'a3']);
    a2();
    await takes[3];
    expect(granted).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    expect(turns.mostAtOnce).toBe(2);
  });

  it('refuses a limit that is not a count', () => {
    expect(() => new Turns(0)).toThrow();
    expect(() => new Turns(1.5)).toThrow();
  });
});

describe('the gate in front of the Functions emulator', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** An upstream that holds every request until released, counting how many run at once. */
  async function upstream() {
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const held: Array<() => void> = [];
    let arrived: () => void = () => undefined;
    const server = http.createServer((req, res) => {
      const name = functionOf(req.url ?? '/');
      running.set(name, (running.get(name) ?? 0) + 1);
      most.set(name, Math.max(most.get(name) ?? 0, running.get(name)!));
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        held.push(() => {
          running.set(name, running.get(name)! - 1);
          res.writeHead(201, { 'X-Function': name }).end(`echo ${body}`);
        });
        arrived();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closing.push(() => new Promise((resolve) => server.close(() => resolve())));
    return {
      port: (server.address() as AddressInfo).port,
      most,
      /** Waits until `count` requests are held, then answers them all. */
      async release(count: number) {
        while (held.length < count) await new Promise<void>((resolve) => (arrived = resolve));
        for (const answer of held.splice(0, count)) answer();
      },
      held: () => held.length,
    };
  }

  it('lets through at most perFunction calls of one function at once, and answers every call', async () => {
    const target = await upstream();
    const gate: FunctionsGate = await startFunctionsGate({
      host: '127.0.0.1',
      port: 0,
      target: target.port,
      perFunction: 2,
    });
    closing.unshift(() => gate.close());
    const origin = `http://127.0.0.1:${gate.port}`;
    const call = (name: string, body: string) =>
      fetch(`${origin}/demo-spaces/asia-northeast1/${name}`, { method: 'POST', body }).then(
        async (res) => ({
          status: res.status,
          name: res.headers.get('x-function'),
          text: await res.text(),
        }),
      );
    const letters = Array.from({ length: 6 }, (_, i) => call('sendLetter', `letter ${i}`));
    const other = call('getAccount', 'me');
    // Two letters and the other function's call reach the emulator; four letters wait.
    await target.release(3);
    await expect(other).resolves.toEqual({ status: 201, name: 'getAccount', text: 'echo me' });
    await target.release(2);
    await target.release(2);
    const answers = await Promise.all(letters);
    expect(answers.map((a) => a.text).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `echo letter ${i}`),
    );
    expect(answers.every((a) => a.status === 201 && a.name === 'sendLetter')).toBe(true);
    expect(target.most.get('sendLetter')).toBe(2);
    expect(gate.mostAtOnce).toBe(2);
    expect(target.held()).toBe(0);
  });

  it('answers 502 when the emulator is not there', async () => {
    const gone = await upstream();
    const port = gone.port;
    await closing.pop()!();
    const gate = await startFunctionsGate({
      host: '127.0.0.1',
      port: 0,
      target: port,
      perFunction: 1,
    });
    closing.push(() => gate.close());
    const res = await fetch(`http://127.0.0.1:${gate.port}/p/r/f`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
  });
});
