// Debian's Chromium and the fonts a Japanese reader's phone has: what the browser journeys
// (scripts/test.ts) and the landing page's demo picture (scripts/demo-screenshot.ts) need, since
// the journeys measure how Japanese text breaks and both keep pictures for people to look at.
// A fresh machine gets what it lacks from apt-get.
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Each package, and a file it installs that says it is there. */
const BROWSER_PACKAGES: readonly (readonly [pkg: string, file: string])[] = [
  ['chromium', CHROMIUM],
  ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
  ['fonts-noto-color-emoji', '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'],
];

/** The packages this machine lacks. */
export function missingBrowserPackages(): string[] {
  return BROWSER_PACKAGES.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
}

/** What to say when they cannot be installed here (apt-get needs root). */
export const installHint = (missing: readonly string[]) =>
  `${missing.join(', ')} missing: install with \`sudo apt-get install ${missing.join(' ')}\`.`;

/** The apt-get commands that install them, each as its arguments. */
export const aptGetInstall = (missing: readonly string[]): string[][] => [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...missing],
];
