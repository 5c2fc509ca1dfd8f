// The Express app the `ssr` function serves, around the app's server build.
import { createRequestHandler, type RequestHandler } from 'react-router';
import { createApp } from './create-app';

// The server build loads on the first request, not at import: discovering the function (at deploy
// and in the emulator) then needs neither the routes nor a valid runtime environment. It loads
// once: handed a build loader, React Router would import it and derive the route table again on
// every request (a third of a page's CPU, decision 032).
let handler: Promise<RequestHandler> | undefined;

export const app = createApp({
  handler: async (request, context) => {
    handler ??= import('virtual:react-router/server-build').then(
      (build) => createRequestHandler(build, process.env.NODE_ENV),
      (error: unknown) => {
        handler = undefined; // the next request tries again
        throw error;
      },
    );
    return (await handler)(request, context);
  },
});
