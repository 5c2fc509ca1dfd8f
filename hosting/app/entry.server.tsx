// Streams the HTML: crawlers get the complete document, browsers the shell as soon as it is
// ready; a visitor's page is one string.
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
import { isIslandsHandle } from './lib/page-handle';
import { renderFailed, requestFailed } from './logs.server';
import { PhraseBreaks } from './components/text/phrases';
import { phrasesOf } from '@spaces/contracts/phrases';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (hosting/server/create-app.ts sets it). */
    cspNonce?: string;
    /**
     * The visitor's address as the send forms' function derives it (behind Hosting, Fastly's
     * client address): the abuse gate counts lookups by token per client with it. Never logged
     * or stored.
     */
    clientAddress?: string;
  }
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (isIslandsResponse(routerContext)) {
    try {
      const { html, ...init } = renderIslandsPage(
        request,
        responseStatusCode,
        responseHeaders,
        routerContext,
        loadContext,
      );
      return Promise.resolve(new Response(html, init));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  // Set by the server app with the Content-Security-Policy header (absent under `react-router dev`).
  const nonce = loadContext?.cspNonce;
  withDefaultHeaders(responseHeaders);
  const page = (
    <NonceContext value={nonce ?? ''}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>
  );

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

/** A rendered visitor's page: the whole document and the response around it. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
}

/**
 * A visitor's page (decision 031) as one string: it has nothing to stream (no deferred data, no
 * hydration payload), and the CDN keeps it whole anyway. Also how the server's direct path for
 * visitors' pages renders them (hosting/server/islands-pages.ts, decision 035).
 */
export function renderIslandsPage(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: AppLoadContext | undefined,
): RenderedPage {
  const nonce = loadContext?.cspNonce;
  withDefaultHeaders(headers).set('Content-Type', 'text/html; charset=utf-8');
  // The page sends no loader data: React Router's stream of it is left unread.
  context.serverHandoffStream?.cancel().catch(() => {});
  const pageContext = { ...context, serverHandoffStream: undefined };
  try {
    // Never hydrated, so the server marks where Japanese lines may break for browsers that
    // cannot find phrases themselves (components/text/phrases.tsx).
    const html = `<!DOCTYPE html>${renderToString(
      <NonceContext value={nonce ?? ''}>
        <PhraseBreaks value={phrasesOf}>
          <ServerRouter context={pageContext} url={request.url} nonce={nonce} />
        </PhraseBreaks>
      </NonceContext>,
    )}`;
    return { status, headers, html };
  } catch (error) {
    renderFailed(error, request);
    throw error;
  }
}

/** Responses without a route-level cache policy are private (user-specific by default). */
function withDefaultHeaders(headers: Headers): Headers {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return headers;
}

/** Whether the matched route renders a visitor's page: HTML and islands, never hydrated. */
function isIslandsResponse(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) =>
    isIslandsHandle(context.routeModules[match.route.id]?.handle),
  );
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who navigated away aborts the request: not a fault.
  if (!request.signal.aborted) requestFailed(error, request);
};
