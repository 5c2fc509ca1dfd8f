import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { loadDotenvFiles } from '../tooling/dotenv';
import { buildManifest } from './build-manifest';
import { islandsBundle } from './islands-build';

// `react-router dev` renders in this process: give it the local stack's runtime configuration
// (variables already set win). Production builds read nothing here: the ssr function has its env.
export default defineConfig(({ command }) => {
  if (command === 'serve') loadDotenvFiles(import.meta.dirname, ['.env.demo-spaces']);
  return {
    plugins: [tailwindcss(), reactRouter(), buildManifest(), islandsBundle()],
    server: { port: Number(process.env.PORT ?? 35173), host: '127.0.0.1' },
  };
});
