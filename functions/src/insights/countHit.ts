// Every hit of a public page (Hosting rewrites /_h/** here): the view pixel, answered with a
// transparent GIF, and the click ping and referrer beacon, answered with 204. Never cached, never
// a cookie, and the same answer whether the hit counted or not.
import { onRequest } from 'firebase-functions/v2/https';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';
import { INSIGHTS_SECRET } from '../platform/params';

/** A 1 × 1 transparent GIF, the smallest image every browser draws. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const countHit = onRequest(
  { invoker: 'public', secrets: [INSIGHTS_SECRET], ...SCALING.hits },
  async (req, res) => {
    const { countHit: count, endpointOf } = await import('./hits');
    try {
      const outcome = await count(
        {
          method: req.method,
          path: req.path,
          query: req.query,
          headers: req.headers,
          peerAddress: req.socket.remoteAddress,
        },
        INSIGHTS_SECRET.value(),
        new Date(),
      );
      if (outcome !== 'counted') logs.hitSkipped(outcome);
    } catch (error) {
      // A lost hit is a count one short, never a visitor's problem.
      logs.hitFailed(error);
    }
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (endpointOf(req.path) === 'view') res.type('gif').send(PIXEL);
    else res.status(204).end();
  },
);
