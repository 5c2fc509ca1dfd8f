import { existsSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildManifest } from './build-manifest';
import { islandsBundle } from './islands-build';

// `react-router dev` renders in this process: give it the local stack's runtime configuration
// (variables already set win). Production builds read nothing here: the ssr function has its env.
const LOCAL_ENV = new URL('.env.demo-spaces', import.meta.url);

export default defineConfig(({ command }) => {
  if (command === 'serve' && existsSync(LOCAL_ENV)) process.loadEnvFile(LOCAL_ENV);
  return {
    plugins: [tailwindcss(), reactRouter(), buildManifest(), islandsBundle()],
    server: { port: Number(process.env.PORT ?? 35173), host: '127.0.0.1' },
  };
});
