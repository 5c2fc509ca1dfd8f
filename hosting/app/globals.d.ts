// Replaced at build time by build-manifest.ts.
declare const __BUILD_ID__: string;
declare const __BUILD_TIMESTAMP__: number;
// Replaced at build time by islands-build.ts: the URL of the islands bundle's entry script.
declare const __ISLANDS_SCRIPT__: string;
