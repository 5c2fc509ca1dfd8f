// One server of scripts/bench/ssr.ts, in a process of its own so that each gets a core:
//   --mode rr        the `ssr` function as deployed (hosting/build/function/index.js: the Express
//                    app of hosting/server/create-app.ts around the built server build), its pages
//                    reading the in-memory document through the page-data seam;
//   --mode baseline  bare Express answering every GET with ssr-baseline.tsx's renderer (given the
//                    build's asset URLs: --stylesheet, --islands-script), its loader reading the
//                    same document through the same seam.
// ssr.ts bundles this file with esbuild (the page components are TSX) and runs the bundle with plain
// node: no TypeScript loader hooks in the servers, whose module resolution (the rr handler imports
// the server build on every request) must cost what it costs in production. Started over IPC: it
// sends its port once listening, and its CPU time when asked.
import type { PublicSpace } from '@spaces/contracts';
import express from 'express';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { setPageDataSource } from '../../hosting/app/lib/page-data.server';
import { baselineRenderer } from './ssr-baseline';
import { onlyDocument } from './ssr-document';

const { values } = parseArgs({
  options: {
    mode: { type: 'string' },
    doc: { type: 'string' },
    function: { type: 'string' },
    stylesheet: { type: 'string' },
    'islands-script': { type: 'string' },
  },
});
const space = JSON.parse(readFileSync(values.doc!, 'utf8')) as PublicSpace;

setPageDataSource((path) => Promise.resolve(onlyDocument(space, path)));

async function rrListener(): Promise<RequestListener> {
  const { ssr } = (await import(pathToFileURL(values.function!).href)) as { ssr: RequestListener };
  return ssr;
}

async function baselineListener(): Promise<RequestListener> {
  const render = await baselineRenderer('http://127.0.0.1', space.slug, {
    stylesheet: values.stylesheet!,
    islandsScript: values['islands-script']!,
  });
  const app = express();
  app.disable('x-powered-by');
  app.get('/{*path}', (_req, res, next) => {
    // The function's pages carry a fresh nonce on their links: so does the baseline's.
    render(randomBytes(16).toString('base64')).then(
      (html) => res.type('html').send(html),
      (error: unknown) => next(error),
    );
  });
  return app;
}

const listener = values.mode === 'rr' ? await rrListener() : await baselineListener();
const server = createServer({ keepAliveTimeout: 60_000 }, listener);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
// Exit properly when stopped, so that a --cpu-prof profile is written.
process.on('SIGTERM', () => process.exit(0));
process.on('message', (message) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
});
