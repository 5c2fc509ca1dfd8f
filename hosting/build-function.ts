// Bundles the `ssr` function (server/ssr.ts) into build/function/, the entry of the `ssr`
// functions codebase, with React Router's server build (build/server) as a lazily loaded chunk.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFunction } from '../tooling/bundleFunction';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverBuild = path.join(here, 'build/server/index.js');

await bundleFunction({
  packageDir: here,
  entry: path.join(here, 'server/ssr.ts'),
  outdir: path.join(here, 'build/function'),
  aliases: {
    'virtual:react-router/server-build': () => {
      if (!existsSync(serverBuild))
        throw new Error(`${serverBuild} is missing: run \`react-router build\` first`);
      return serverBuild;
    },
  },
  // The server build is imported on the first request: as its own chunk, the routes, their npm
  // imports and the environment check stay out of what the emulator loads to discover `ssr`.
  options: { splitting: true, chunkNames: 'chunks/[name]-[hash]' },
});
