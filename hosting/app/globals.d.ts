// Replaced at build time by build-manifest.ts.
declare const __BUILD_ID__: string;
declare const __BUILD_TIMESTAMP__: number;
