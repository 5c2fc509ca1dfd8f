// The picture of a space on the landing page: the seeded demo space (/demo) at phone size, taken
// from a running stack with the journeys' Chromium and saved small enough to ship with the app.
// Retake it when the demo or the public page's design changes:
//
//   npm run emulators            (in another terminal)
//   node --import tsx scripts/demo-screenshot.ts
//
// SPACES_PORT_OFFSET (or SPACES_HOSTING_ORIGIN) points it at a stack of another offset.
//
// The demo's words have emoji and Japanese, which Chromium draws from the system's fonts as a phone
// draws them from its own; a machine without them shows empty boxes. The script installs what is
// missing when run as root on Debian; otherwise it stops and says so rather than take a picture no
// visitor would see.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { portsFor } from './ports';
import { ROOT, stackEnv } from './stack';
import { aptGetInstall, CHROMIUM, installHint, missingBrowserPackages } from './browser-packages';

/** The phone the page is shown on: CSS pixels, taken at twice the density for sharp text. */
const PHONE = { width: 390, height: 780 };
const SCALE = 2;
const OUT = path.join(ROOT, 'hosting/public/landing/demo-phone.webp');

// Chromium and the fonts, as the journeys have them (scripts/browser-packages.ts).
const missing = missingBrowserPackages();
if (missing.length > 0) {
  if (process.getuid?.() !== 0) throw new Error(installHint(missing));
  console.log(`Installing ${missing.join(', ')}`);
  for (const args of aptGetInstall(missing))
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
}

const origin =
  process.env.SPACES_HOSTING_ORIGIN ??
  stackEnv(portsFor(Number(process.env.SPACES_PORT_OFFSET ?? 0))).SPACES_HOSTING_ORIGIN!;

const browser = await chromium.launch({
  executablePath: process.env.SPACES_CHROMIUM ?? CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  // The demo's words are its owner's, the same in every language: one picture serves both.
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: SCALE,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // networkidle: the images and fonts have arrived.
  await page.goto(`${origin}/demo`, { waitUntil: 'networkidle' });
  const shot = await page.screenshot({ type: 'png' });
  // WebP at this quality keeps the page's text crisp at a tenth of the PNG's bytes.
  const webp = await sharp(shot).webp({ quality: 78, effort: 6 }).toBuffer();
  writeFileSync(OUT, webp);
  console.log(`${path.relative(ROOT, OUT)}: ${webp.length} bytes`);
} finally {
  await browser.close();
}
