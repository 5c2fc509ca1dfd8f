// Streams the HTML: crawlers get the complete document, browsers the shell as soon as it is
// ready. Responses without a route-level cache policy are private (user-specific by default).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { PRIVATE_CACHE_CONTROL } from './lib/cache';
import { NonceContext } from './lib/nonce';
import type { PageHandle } from './lib/page-handle';
import { renderFailed, requestFailed } from './logs.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // Set by the server app with the Content-Security-Policy header (absent under `react-router dev`).
  const nonce = loadContext?.cspNonce;
  if (!responseHeaders.has('Cache-Control'))
    responseHeaders.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  const page = (
    <NonceContext value={nonce ?? ''}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>
  );

  // A visitor's page (decision 031) has nothing to stream: no deferred data, no hydration payload.
  // One string is the cheapest answer, and the CDN keeps it whole anyway.
  if (isIslandsResponse(routerContext)) {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    try {
      const html = `<!DOCTYPE html>${renderToString(page)}`;
      return Promise.resolve(
        new Response(html, { headers: responseHeaders, status: responseStatusCode }),
      );
    } catch (error) {
      renderFailed(error, request);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  const waitForAll = isbot(request.headers.get('User-Agent') ?? '') || routerContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        renderFailed(error, request);
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Whether the matched route renders a visitor's page: HTML and islands, never hydrated. */
function isIslandsResponse(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as PageHandle | undefined)?.islands,
  );
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who navigated away aborts the request: not a fault.
  if (!request.signal.aborted) requestFailed(error, request);
};
