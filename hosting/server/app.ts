// The Express app the `ssr` function serves: React Router's request handler behind a few
// security headers. Static assets never get here: Firebase Hosting serves them.
import express, { type RequestHandler } from 'express';
import { createRequestHandler } from 'react-router';
import { sendFetchResponse, toFetchRequest } from './fetch-adapter';

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Content-Security-Policy':
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  });
  next();
};

// The server build loads on the first request, not at import: discovering the function (at deploy
// and in the emulator) then needs neither the routes nor a valid runtime environment.
const handleRequest = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  process.env.NODE_ENV,
);

const render: RequestHandler = async (req, res, next) => {
  try {
    await sendFetchResponse(res, await handleRequest(toFetchRequest(req, res)));
  } catch (error) {
    next(error);
  }
};

export const app = express();
app.disable('x-powered-by');
// Behind Hosting and the Functions front end: the original protocol and host are forwarded.
app.set('trust proxy', true);
app.use(securityHeaders);
app.all('/{*path}', render);
