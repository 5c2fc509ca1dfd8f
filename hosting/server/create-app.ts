// The Express app around a React Router request handler: the security headers of every response
// and the one same-origin check of every state-changing request (actions and resource routes
// alike, before any of them runs). Static assets never get here: Hosting serves them.
import { randomBytes } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import { parseEnv, toPublicEnv, type Env } from '../app/env/parse';
import { requestLanguage } from '../app/i18n/language.server';
import { errors } from '../app/i18n/messages/errors';
import { sendFetchResponse, toFetchRequest } from './fetch-adapter';
import { COMMON_HEADERS, mayChangeState, pageContentSecurityPolicy } from './security';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the inline scripts a page renders. */
    cspNonce?: string;
  }
}

interface AppOptions {
  /** The runtime configuration; read from the environment on first use by default. */
  env?: () => Env;
  /** React Router's request handler (app.ts gives it the server build). */
  handler: (request: Request, context: { cspNonce: string }) => Promise<Response>;
}

let processEnv: Env | undefined;
const envFromProcess = (): Env => (processEnv ??= parseEnv(process.env));

export function createApp(options: AppOptions) {
  const readEnv = options.env ?? envFromProcess;
  const handleRequest = options.handler;

  const securityHeaders: RequestHandler = (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.set({
      ...COMMON_HEADERS,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': pageContentSecurityPolicy(toPublicEnv(readEnv()), nonce),
    });
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
      const context = { cspNonce: String(res.locals.cspNonce) };
      await sendFetchResponse(res, await handleRequest(toFetchRequest(req, res), context));
    } catch (error) {
      next(error);
    }
  };

  const app = express();
  app.disable('x-powered-by');
  // Behind Hosting and the Functions front end: the original protocol and host are forwarded.
  app.set('trust proxy', true);
  app.use(securityHeaders);
  app.use(sameOrigin);
  app.all('/{*path}', render);
  return app;
}
