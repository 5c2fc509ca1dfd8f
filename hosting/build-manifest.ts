// Every build gets an id: the client compares its own with /_build/latest.json to know
// when a newer deploy exists. The id is fixed once per process so the client and server builds
// that React Router runs in one process agree on it.
import type { Plugin } from 'vite';

export interface BuildInfo {
  id: string;
  timestamp: number;
}

function currentBuild(): BuildInfo {
  const timestamp = Number(process.env.SPACES_BUILD_TIMESTAMP ?? Date.now());
  process.env.SPACES_BUILD_TIMESTAMP = String(timestamp);
  process.env.SPACES_BUILD_ID ??= `${timestamp.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { id: process.env.SPACES_BUILD_ID, timestamp };
}

/** Defines `__BUILD_ID__`/`__BUILD_TIMESTAMP__` and writes `_build/latest.json` and `_build/meta/{id}.json`. */
export function buildManifest(): Plugin {
  const build = currentBuild();
  let ssr = false;
  return {
    name: 'spaces-build-manifest',
    config: () => ({
      define: {
        __BUILD_ID__: JSON.stringify(build.id),
        __BUILD_TIMESTAMP__: JSON.stringify(build.timestamp),
      },
    }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr || this.meta.watchMode) return;
      const source = JSON.stringify(build);
      this.emitFile({ type: 'asset', fileName: '_build/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `_build/meta/${build.id}.json`, source });
    },
  };
}
