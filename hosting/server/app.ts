// The Express app the `ssr` function serves, around the app's server build.
import { createRequestHandler } from 'react-router';
import { createApp } from './create-app';

// The server build loads on the first request, not at import: discovering the function (at deploy
// and in the emulator) then needs neither the routes nor a valid runtime environment.
const handler = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  process.env.NODE_ENV,
);

export const app = createApp({ handler });
