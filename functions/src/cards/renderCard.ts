// Share cards (Hosting rewrites /api/cards/** here): the PNG a page names as its `og:image` and
// offers for stories, rendered from the page's public documents. Public and cookie-free; its
// own function, so neither the web server nor a visitor's send loads the renderer and fonts.
import { onRequest } from 'firebase-functions/v2/https';
import { addressKind, addressPrefixOf, clientAddressOf } from '../platform/addresses';
import { SCALING } from '../platform/globalOptions';

export const renderCard = onRequest({ invoker: 'public', ...SCALING.cards }, async (req, res) => {
  const { answerCard } = await import('./serve');
  // Renders are bounded per client: its address through Hosting's CDN or straight, an IPv6 /64.
  // A loopback client is the local stack's own (its pages and tests); production never sees one.
  const address = clientAddressOf(req.headers, req.socket.remoteAddress);
  const client =
    address !== undefined && addressKind(address) === 'loopback'
      ? undefined
      : (addressPrefixOf(address) ?? 'unknown');
  const answer = await answerCard(req.method, req.path, req.query, client);
  res.status(answer.status).set({ ...answer.headers, 'X-Robots-Tag': 'noindex' });
  if (answer.body === undefined || req.method === 'HEAD') res.end();
  else res.send(answer.body);
});
