// The `ssr` function, the whole of the `ssr` functions codebase: every request Hosting does not
// answer with a static file reaches the Express app. The options live here because nothing else
// in this codebase would read global ones; they match the callables' codebase (region, instances).
import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app';

export const ssr = onRequest(
  {
    region: 'asia-northeast1',
    maxInstances: 10,
    invoker: 'public',
    memory: '512MiB',
    concurrency: 80,
  },
  app,
);
