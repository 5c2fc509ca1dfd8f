// The local stack's Functions port. firebase-tools' Functions emulator starts a worker process for
// every call that finds all of its function's workers busy and keeps each one until the stack
// stops, so a burst of N concurrent calls of one function leaves N workers of over 100 MB behind,
// and a few bursts fill the machine (decision 038). The gate stands on the Functions port in front
// of the emulator and lets at most `perFunction` calls of one function run at once; the others wait
// their turn in order. Deployed functions scale as Cloud Run does; this is for one machine only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GateOptions {
  host: string;
  /** Where the gate listens: the stack's Functions port, which every client calls. */
  port: number;
  /** The Functions emulator's own port, behind the gate. */
  target: number;
  perFunction: number;
}

export interface FunctionsGate {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  readonly port: number;
  /** The most calls of one function that ever ran at once (at most `perFunction`). */
  readonly mostAtOnce: number;
  close(): Promise<void>;
}

/**
 * The function a request is for: callables are /{project}/{region}/{name}, event deliveries
 * /functions/projects/{project}/triggers/{key}; anything else is keyed by its whole path.
 */
export function functionOf(url: string): string {
  const segments = new URL(url, 'http://gate').pathname.split('/').filter(Boolean);
  return segments.at(-1) ?? '/';
}

/** Turns of at most `limit` holders per key, granted in the order they were asked for. */
export class Turns {
  private readonly lanes = new Map<string, { running: number; waiting: Array<() => void> }>();
  mostAtOnce = 0;

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit ${limit} is not a count`);
  }

  /** Resolves with the function that gives the turn back, once the key has a free place. */
  take(key: string): Promise<() => void> {
    let lane = this.lanes.get(key);
    if (!lane) this.lanes.set(key, (lane = { running: 0, waiting: [] }));
    const current = lane;
    let given = false;
    const giveBack = () => {
      if (given) return;
      given = true;
      const next = current.waiting.shift();
      if (next) next();
      else if ((current.running -= 1) === 0) this.lanes.delete(key);
    };
    return new Promise((resolve) => {
      if (current.running < this.limit) {
        current.running += 1;
        this.mostAtOnce = Math.max(this.mostAtOnce, current.running);
        resolve(giveBack);
      } else {
        current.waiting.push(() => resolve(giveBack));
      }
    });
  }
}

export function startFunctionsGate(options: GateOptions): Promise<FunctionsGate> {
  const turns = new Turns(options.perFunction);
  const server = http.createServer((req, res) => {
    void turns.take(functionOf(req.url ?? '/')).then((giveBack) => {
      // The caller may have left while it waited.
      if (res.destroyed) return giveBack();
      res.once('close', giveBack);
      const upstream = http.request(
        {
          host: options.host,
          port: options.target,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.once('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`The Functions emulator did not answer: ${error.message}`);
      });
      req.pipe(upstream);
    });
  });
  // Calls can wait for minutes behind a busy function; Node's request timeouts would cut them.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        get mostAtOnce() {
          return turns.mostAtOnce;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
