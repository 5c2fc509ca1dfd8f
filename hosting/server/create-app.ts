// The Express app around a React Router request handler: the security headers of every response
// and the one same-origin check of every state-changing request (actions and resource routes
// alike, before any of them runs). Static assets never get here: Hosting serves them.
import { randomBytes } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import type { RenderedPage } from '../app/entry.server';
import { parseEnv, toPublicEnv, type Env } from '../app/env/parse';
import { requestLanguage } from '../app/i18n/language.server';
import { errors } from '../app/i18n/messages/errors';
import { sendFetchResponse, sendPage, toFetchRequest } from './fetch-adapter';
import {
  COMMON_HEADERS,
  mayChangeState,
  PAGE_OPENER_POLICY,
  pageContentSecurityPolicy,
  STATIC_FILE_CSP,
} from './security';
import { clientAddressOf } from '../../functions/src/platform/addresses';

interface AppOptions {
  /** The runtime configuration; read from the environment on first use by default. */
  env?: () => Env;
  /** React Router's request handler (app.ts gives it the server build), or a visitor's page. */
  handler: (
    request: Request,
    context: { cspNonce: string; clientAddress?: string | undefined },
  ) => Promise<Response | RenderedPage>;
}

/** Where a response's nonce goes in the page policy (no policy contains it otherwise). */
const NONCE_SLOT = '{nonce}';

/** A nonce's 128 random bits, base64. */
const NONCE_BYTES = 16;

/**
 * Nonces from a pool of random bytes drawn 4 KiB at a time (as Node's randomUUID caches its
 * entropy): one call into the system's generator per 256 responses instead of one each. Every
 * byte serves one nonce only.
 */
const nonces = (() => {
  let pool = Buffer.alloc(0);
  let used = 0;
  return () => {
    if (used + NONCE_BYTES > pool.length) {
      pool = randomBytes(256 * NONCE_BYTES);
      used = 0;
    }
    used += NONCE_BYTES;
    return pool.toString('base64', used - NONCE_BYTES, used);
  };
})();

let processEnv: Env | undefined;
const envFromProcess = (): Env => (processEnv ??= parseEnv(process.env));

export function createApp(options: AppOptions) {
  const readEnv = options.env ?? envFromProcess;
  const handleRequest = options.handler;

  // Responses' policies differ by their nonce alone: the policy is built once (the environment
  // does not change while the process runs) and each response's nonce put in its slot.
  let policy: string | undefined;
  const policyWith = (nonce: string) =>
    (policy ??= pageContentSecurityPolicy(toPublicEnv(readEnv()), NONCE_SLOT)).replace(
      NONCE_SLOT,
      nonce,
    );

  const fixedHeaders = Object.entries({
    ...COMMON_HEADERS,
    'Cross-Origin-Opener-Policy': PAGE_OPENER_POLICY,
  });
  const securityHeaders: RequestHandler = (req, res, next) => {
    const nonce = nonces();
    res.locals.cspNonce = nonce;
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    // A data payload (a client navigation's `.data`) is never a document: nothing of it runs,
    // as Hosting's rule for `**/*.data` says of the prerendered ones (firebase.json).
    res.setHeader(
      'Content-Security-Policy',
      req.path.endsWith('.data') ? STATIC_FILE_CSP : policyWith(nonce),
    );
    next();
  };

  /** Another site's form or script cannot change anything here, signing out included. */
  const sameOrigin: RequestHandler = (req, res, next) => {
    const headers = { get: (name: string) => req.get(name) ?? null };
    if (mayChangeState(req.method, headers, readEnv().siteOrigin)) {
      next();
      return;
    }
    // Only what the language choice reads: the body of a refused request is never touched.
    const lang = requestLanguage(
      new Request('http://refused.invalid/', {
        headers: {
          Cookie: req.get('Cookie') ?? '',
          'Accept-Language': req.get('Accept-Language') ?? '',
        },
      }),
    );
    const title = errors[lang].status403;
    const status = errors[lang].status.replace('{status}', '403');
    res
      .status(403)
      .set('Cache-Control', 'private, no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${title} | Spaces</title></head><body><main><h1>${title}</h1>` +
          `<p>${status}</p><p><a href="/">${errors[lang].backHome}</a></p></main></body></html>`,
      );
  };

  const render: RequestHandler = async (req, res, next) => {
    try {
      const context = {
        cspNonce: String(res.locals.cspNonce),
        clientAddress: clientAddressOf(req.headers, req.socket.remoteAddress),
      };
      const answer = await handleRequest(toFetchRequest(req, res), context);
      if (answer instanceof Response) await sendFetchResponse(res, answer);
      else sendPage(res, answer);
    } catch (error) {
      next(error);
    }
  };

  const app = express();
  app.disable('x-powered-by');
  // Behind Hosting and the Functions front end: the original protocol and host are forwarded.
  // One hop is trusted, the front end that connects to the function (Cloud Run's), which appends
  // its peer to X-Forwarded-For: every entry before it may have been written by the caller.
  app.set('trust proxy', 1);
  // Every method and path, with no route pattern to match or params to decode per request.
  app.use(securityHeaders, sameOrigin, render);
  return app;
}
