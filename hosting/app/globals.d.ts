import type { Lang } from './i18n/lang';

declare global {
  // Replaced at build time by build-manifest.ts.
  const __BUILD_ID__: string;
  const __BUILD_TIMESTAMP__: number;
  // Replaced at build time by islands-build.ts: the URL of the islands' entry script, by language.
  const __ISLANDS_SCRIPTS__: Readonly<Record<Lang, string>>;
}
