// The Express app the `ssr` function serves, around the app's server build.
import { createRequestHandler, type AppLoadContext, type RequestHandler } from 'react-router';
import { createApp } from './create-app';
import { islandsPages, type IslandsPages } from './islands-pages';

interface Handlers {
  /** Visitors' pages, answered without React Router's request handler (decision 035). */
  islands: IslandsPages;
  /** Everything else, and whatever a visitor's page does not answer plainly. */
  router: RequestHandler;
}

// The server build loads on the first request, not at import: discovering the function (at deploy
// and in the emulator) then needs neither the routes nor a valid runtime environment. It loads
// once: handed a build loader, React Router would import it and derive the route table again on
// every request (a third of a page's CPU, decision 032).
let handlers: Promise<Handlers> | undefined;

export const app = createApp({
  handler: async (request, context: AppLoadContext) => {
    handlers ??= import('virtual:react-router/server-build').then(
      (build) => {
        const islands = islandsPages(build);
        return { islands, router: createRequestHandler(islands.build, process.env.NODE_ENV) };
      },
      (error: unknown) => {
        handlers = undefined; // the next request tries again
        throw error;
      },
    );
    const { islands, router } = await handlers;
    return (await islands.respond(request, context)) ?? router(request, context);
  },
});
