// Server rendering of the public demo page (/demo) from an in-memory public document, no emulator:
// the `ssr` function as deployed (create-app.ts's Express app around the built server build)
// against a bare Express + renderToString baseline of the same page from the same code and the
// same document (ssr-baseline.tsx; the two are compared byte for byte first, nonces and React's
// ids aside: ssr-compare.ts), each in a process of its own, under the same keep-alive load in rounds of one each, back to back. Prints requests per
// second per core for both, their ratio, p50 / p99 latency, then the cold start of the `ssr`
// codebase: importing its bundle in a fresh node process, and the first request.
//
//   npm run build -w hosting   (first: the bench serves the built bundle)
//   node --import tsx scripts/bench/ssr.ts [--seconds 36] [--concurrency 16] [--rounds 6]
//     [--json FILE]   (the closing table's figures, for scripts/bench/run.ts)
//     [--cpu-prof DIR]  (a V8 CPU profile of each server, for DevTools)
//     [--allow-different]  (measure even when the two documents differ)
//     [--smoke]  (npm test's smoke tier, scripts/bench/smoke.ts: a second of load, one round,
//                one cold start; the pages are compared as always, the figures mean nothing)
//
// --seconds is the measured load in total (both servers, every round); cold starts, bundling and
// warm-up add about 30 s. "Per core" divides the requests answered by the CPU time (user + system,
// all of the server process's threads, GC included) that process used during the rounds: requests
// per CPU-second, which depends less than wall-clock rates on what else the machine runs. Wall
// rates and latencies are printed too; they move with the machine's load. The ratio is the median
// of the rounds' own ratios: a round measures both servers a few seconds apart, so what the
// shared machine's neighbours do to its speed weighs on both alike, and a round they upset is
// outvoted (the spread is printed).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { BUDGETS } from '../../hosting/budgets';
import { readDotenvFiles } from '../../tooling/dotenv';
import { printTable, type Figure } from './figures';
import { buildAssetsOf, comparablePage, firstDifference } from './ssr-compare';
import { demoPublicSpace } from './ssr-demo';
import { median, percentile } from './stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    concurrency: { type: 'string' },
    rounds: { type: 'string' },
    json: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    /** Measures even when the two servers' documents differ (while changing one of them). */
    'allow-different': { type: 'boolean', default: false },
    /** Writes a V8 CPU profile of each server into this folder (open it in Chrome's DevTools). */
    'cpu-prof': { type: 'string' },
  },
});
const smoke = values.smoke;
const seconds = Number(values.seconds ?? (smoke ? 1 : 36));
const concurrency = Number(values.concurrency ?? (smoke ? 2 : 16));
const rounds = Number(values.rounds ?? (smoke ? 1 : 6));
/**
 * Before the rounds, each server is loaded alone this long: long enough for V8 to have compiled
 * and optimised what a page runs (a deployed instance serves thousands of pages; its cold start is
 * measured on its own, below). Two seconds left the function still optimising in the first rounds.
 */
const WARM_UP_SECONDS = smoke ? 0.5 : 10;
const COLD_STARTS = smoke ? 1 : 5;
const here = path.dirname(fileURLToPath(import.meta.url));
const hosting = path.join(here, '../../hosting');
const functionEntry = path.join(hosting, 'build/function/index.js');
const serverBuild = path.join(hosting, 'build/server/index.js');

/** The children's environment: the local stack's runtime configuration, production React. */
function childEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // The local insights secret (.secret.local), as a deployment has its own: pages carry their
    // signed hits.
    ...Object.fromEntries(readDotenvFiles(hosting, ['.env.demo-spaces', '.secret.local'])),
    NODE_ENV: 'production',
    GCLOUD_PROJECT: 'demo-spaces',
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** ssr-server.ts and the page components it imports, as one ES module beside hosting's packages. */
async function bundleServer(): Promise<string> {
  // Under hosting/node_modules, so that its npm imports resolve as the hosting package's do.
  const outdir = path.join(hosting, 'node_modules/.cache/spaces-bench');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'ssr-server.mjs');
  await build({
    entryPoints: [path.join(here, 'ssr-server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    jsx: 'automatic',
    logLevel: 'error',
    plugins: [
      {
        name: 'npm-external',
        setup(b) {
          // npm packages load from node_modules as in the server build; workspace sources bundle.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@spaces/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

interface Server {
  name: string;
  child: ChildProcess;
  port: number;
}

function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(answer[key] as T);
    };
    const onExit = (code: number | null) => reject(new Error(`server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message) child.send(message);
  });
}

async function startServer(name: string, script: string, args: string[]) {
  const child = fork(script, ['--function', functionEntry, ...args], {
    execArgv: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
    env: childEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await ask<number>(child, '', 'port');
  return { name, child, port } satisfies Server;
}

/** CPU seconds (user + system) the server's process has used so far. */
async function cpuSeconds(server: Server): Promise<number> {
  const cpu = await ask<NodeJS.CpuUsage>(server.child, 'cpu', 'cpu');
  return (cpu.user + cpu.system) / 1e6;
}

function get(agent: Agent, port: number, pathname: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, path: pathname }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Load {
  requests: number;
  failed: number;
  latencies: number[];
  cpu: number;
  wall: number;
}

/**
 * `concurrency` clients on keep-alive connections, each sending its next request on an answer.
 * Adds what it measured to `into`, and answers the round's requests per CPU-second.
 */
async function load(server: Server, forSeconds: number, into?: Load): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const cpuBefore = await cpuSeconds(server);
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  let answered = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const { status } = await get(agent, server.port, '/demo');
      if (status === 200) answered++;
      else if (into) into.failed++;
      into?.latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const wall = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(server)) - cpuBefore;
  agent.destroy();
  if (into) {
    into.requests += answered;
    into.wall += wall;
    into.cpu += cpu;
  }
  return answered / cpu;
}

// A fresh node process: the seam set as ssr-server.ts sets it (the symbol of
// hosting/app/lib/page-data.server.ts, written out: importing that module first would load the
// bundle's npm dependencies before the measurement), the bundle imported, then two requests.
const COLD_START = `
import { readFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
const doc = JSON.parse(readFileSync(process.env.BENCH_DOC, 'utf8'));
globalThis[Symbol.for('spaces.pageDataSource')] = async (path) => {
  const found = path === 'publicSpaces/' + doc.slug;
  return { exists: found, data: () => (found ? doc : undefined), get: (f) => (found ? doc[f] : undefined) };
};
const fetchPage = (url) => new Promise((resolve, reject) => {
  get(url, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); }).on('error', reject);
});
const started = performance.now();
const { ssr } = await import(process.env.BENCH_ENTRY);
const imported = performance.now();
const server = createServer(ssr).listen(0, '127.0.0.1', async () => {
  const url = 'http://127.0.0.1:' + server.address().port + '/' + doc.slug;
  const t0 = performance.now();
  const status = await fetchPage(url);
  const t1 = performance.now();
  await fetchPage(url);
  const t2 = performance.now();
  console.log(JSON.stringify({ importMs: imported - started, firstMs: t1 - t0, secondMs: t2 - t1, status }));
  process.exit(0);
});
`;

interface ColdStart {
  importMs: number;
  firstMs: number;
  secondMs: number;
  status: number;
}

function coldStart(doc: string): Promise<ColdStart> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', COLD_START], {
      env: { ...childEnv(), BENCH_DOC: doc, BENCH_ENTRY: pathToFileURL(functionEntry).href },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as ColdStart);
      else reject(new Error(`cold start failed (${code}): ${out}`));
    });
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function main() {
  for (const file of [functionEntry, serverBuild])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w hosting\``);
  const work = mkdtempSync(path.join(tmpdir(), 'spaces-bench-ssr-'));
  const servers: Server[] = [];
  try {
    const space = demoPublicSpace();
    const doc = path.join(work, 'public-space.json');
    writeFileSync(doc, JSON.stringify(space));

    // Cold starts first, while nothing else runs.
    const colds: ColdStart[] = [];
    for (let i = 0; i < COLD_STARTS; i++) colds.push(await coldStart(doc));
    if (colds.some((c) => c.status !== 200))
      throw new Error(`a cold request failed: ${colds.map((c) => c.status).join(', ')}`);

    const script = await bundleServer();
    const agent = new Agent({ keepAlive: false });
    servers.push(await startServer('ssr (the function)', script, ['--mode', 'rr', '--doc', doc]));
    const rrPage = await get(agent, servers[0]!.port, '/demo');
    if (rrPage.status !== 200) throw new Error(`${servers[0]!.name} answered ${rrPage.status}`);
    // The build's asset URLs, constants of the build, for the baseline to link the same files.
    const assets = buildAssetsOf(rrPage.body);
    servers.push(
      await startServer('baseline (renderToString)', script, [
        ...['--mode', 'baseline', '--doc', doc],
        ...['--stylesheet', assets.stylesheet, '--islands-script', assets.islandsScript],
      ]),
    );
    const [rr, baseline] = servers as [Server, Server];

    // Both render the demo page, and the same page: the documents are compared byte for byte, but
    // for each response's nonce and useId's ids (React numbers them by their place in the tree).
    // A page's insights addresses carry the minute they were signed in: two pages fetched across
    // the turn of a minute differ there, so a difference is looked at again on a fresh pair.
    const samePage = async () => {
      const pages = [
        await get(agent, rr.port, '/demo'),
        await get(agent, baseline.port, '/demo'),
      ] as const;
      for (const [i, page] of pages.entries())
        if (page.status !== 200 || !page.body.includes(space.top.displayName))
          throw new Error(`${servers[i]!.name} did not render /demo (${page.status})`);
      const [rrMarkup, baselineMarkup] = pages.map((page) => comparablePage(page.body));
      return { pages, difference: firstDifference(rrMarkup!, baselineMarkup!) };
    };
    let compared = await samePage();
    if (compared.difference !== 'none') compared = await samePage();
    const { pages, difference } = compared;
    const sameMarkup = difference === 'none';
    if (!sameMarkup && !values['allow-different'])
      throw new Error(
        'the baseline does not render the same page as the function (--allow-different ' +
          `measures anyway); they first differ ${difference}`,
      );

    for (const server of servers) await load(server, WARM_UP_SECONDS);
    const results = new Map<Server, Load>(
      servers.map((s) => [s, { requests: 0, failed: 0, latencies: [], cpu: 0, wall: 0 }]),
    );
    const roundSeconds = seconds / (rounds * servers.length);
    const roundRatios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first, so that neither always follows the other's garbage.
      const order = round % 2 === 0 ? [rr, baseline] : [baseline, rr];
      const perCore = new Map<Server, number>();
      for (const server of order)
        perCore.set(server, await load(server, roundSeconds, results.get(server)));
      roundRatios.push(perCore.get(rr)! / perCore.get(baseline)!);
    }

    console.log(
      `GET /demo, ${concurrency} keep-alive clients, ${rounds} rounds of ${roundSeconds.toFixed(1)} s ` +
        `each, after ${WARM_UP_SECONDS} s of warm-up; NODE_ENV=production`,
    );
    console.log(
      `page: ${pages[0].body.length} bytes (ssr), ${pages[1].body.length} bytes (baseline); ` +
        `same document: ${sameMarkup ? 'yes' : 'NO'}`,
    );
    console.log(
      `${'server'.padEnd(27)} ${'req/s'.padStart(8)} ${'CPU s'.padStart(8)} ` +
        `${'req/s/core'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  failed`,
    );
    const perCore = new Map<Server, number>();
    const p50 = new Map<Server, number>();
    const p99 = new Map<Server, number>();
    for (const server of servers) {
      const r = results.get(server)!;
      const sorted = r.latencies.sort((a, b) => a - b);
      perCore.set(server, r.requests / r.cpu);
      p50.set(server, percentile(sorted, 50));
      p99.set(server, percentile(sorted, 99));
      console.log(
        `${server.name.padEnd(27)} ${fmt(r.requests / r.wall)} ${fmt(r.cpu, 1)} ` +
          `${fmt(perCore.get(server)!).padStart(10)} ${fmt(p50.get(server)!, 1)} ` +
          `${fmt(p99.get(server)!, 1)}  ${r.failed}`,
      );
    }
    const ratio = median(roundRatios);
    console.log(
      `ratio ssr / baseline, req/s per core: ${ratio.toFixed(2)} (median of ${rounds} rounds; ` +
        `${roundRatios.map((r) => r.toFixed(2)).join(', ')}; ` +
        `all rounds together ${(perCore.get(rr)! / perCore.get(baseline)!).toFixed(2)})`,
    );

    const importMs = median(colds.map((c) => c.importMs));
    const firstMs = median(colds.map((c) => c.firstMs));
    const secondMs = median(colds.map((c) => c.secondMs));
    console.log(
      `cold start (median of ${COLD_STARTS} fresh processes): import of build/function/index.js ` +
        `${importMs.toFixed(0)} ms, first request ${firstMs.toFixed(0)} ms (loads the server ` +
        `build), second ${secondMs.toFixed(1)} ms`,
    );

    const figures: Figure[] = [
      { ...BUDGETS.ssrRatio, figure: 'ssr / baseline req/s per core', value: ratio },
      { figure: 'ssr p50 latency', value: p50.get(rr)!, unit: 'ms', goal: null },
      { figure: 'ssr p99 latency', value: p99.get(rr)!, unit: 'ms', goal: null },
      { figure: 'baseline p50 latency', value: p50.get(baseline)!, unit: 'ms', goal: null },
      { figure: 'baseline p99 latency', value: p99.get(baseline)!, unit: 'ms', goal: null },
      { ...BUDGETS.coldImport, figure: 'cold import of ssr bundle', value: importMs },
      { figure: 'cold first request', value: firstMs, unit: 'ms', goal: null },
    ];
    if (values.json) writeFileSync(values.json, JSON.stringify(figures, null, 2));
    else printTable(figures);
  } finally {
    for (const server of servers) server.child.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
