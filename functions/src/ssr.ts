// Server-side rendering of every page Hosting does not serve as a static file.
import { onRequest } from 'firebase-functions/v2/https';
import { app } from '../../hosting/server/app';

export const ssr = onRequest({ invoker: 'public', memory: '512MiB', concurrency: 80 }, app);
