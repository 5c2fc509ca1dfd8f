import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildManifest } from './build-manifest';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifest()],
  server: { port: Number(process.env.PORT ?? 35173), host: '127.0.0.1' },
});
