// Express ⇄ Fetch API for React Router's request handler. Written here rather than taken from
// @react-router/express because Cloud Functions reads the request body before our app runs
// (keeping it as `req.rawBody`): that adapter would read an already-drained stream and every
// form POST would arrive empty.
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { RenderedPage } from '../app/entry.server';

type FunctionsRequest = ExpressRequest & { rawBody?: Buffer };

export function toFetchRequest(req: FunctionsRequest, res: ExpressResponse): Request {
  // `trust proxy` is on: protocol and host are the ones the visitor used on Hosting. A path is
  // appended as is (Request parses the URL once): resolved against the origin, one that begins
  // with `//` would name another host.
  const origin = `${req.protocol}://${req.host}`;
  const url = req.originalUrl.startsWith('/')
    ? `${origin}${req.originalUrl}`
    : new URL(req.originalUrl, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  // A state-changing request is aborted when its sender leaves. A GET or HEAD is let finish: it
  // reads and renders for milliseconds, and following the connection costs more on every page
  // than it saves (undici ties a Request's signal to a FinalizationRegistry; decision 036).
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
    if (req.rawBody) {
      init.body = new Uint8Array(req.rawBody);
    } else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  // Iterating Headers yields each Set-Cookie on its own.
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * A page rendered to one string, written as is (no stream to drain; HEAD gets no body). Encoded
 * once: given the string, Node would measure its UTF-8 length for Content-Length in one pass and
 * encode it in another.
 */
export function sendPage(res: ExpressResponse, page: RenderedPage): void {
  const body = Buffer.from(page.html);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  res.setHeader('Content-Length', body.length);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
