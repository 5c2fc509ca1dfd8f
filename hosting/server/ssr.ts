// The `ssr` function, the whole of the `ssr` functions codebase: every request Hosting does not
// answer with a static file reaches the Express app. The options live here because nothing else
// in this codebase would read global ones (region as the callables' codebase).
import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app';

/**
 * Every public page view lands here: rendering waits on Firestore and the server build mostly, so
 * one CPU serves 80 at once, and 20 instances bound a burst of cold visitors at 1,600 requests in
 * flight (docs/decisions/029-trigger-retries-deadlines-scaling.md).
 */
const SSR_SCALING = { maxInstances: 20, concurrency: 80, cpu: 1, memory: '512MiB' } as const;

export const ssr = onRequest(
  {
    region: 'asia-northeast1',
    invoker: 'public',
    // Signs the insights hits pages carry; the callables' codebase verifies them. The abuse
    // gate's key counts lookups by a receipt's token per client, as the send forms do.
    secrets: ['SPACES_INSIGHTS_SECRET', 'SPACES_SENDER_KEY_SECRET'],
    ...SSR_SCALING,
  },
  app,
);
