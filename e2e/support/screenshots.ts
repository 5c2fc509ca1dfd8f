// Screenshots the journeys keep for people to look at: all in one folder, test-results/screenshots/
// at the repository root (not committed; `npm test` empties test-results/ when it starts and leaves
// it in place when it ends, so CI can keep it as an artifact of the run).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/screenshots',
);

/**
 * Saves the whole page as `{name}.png` in the screenshots folder; `/` in the name makes a subfolder.
 * `fullPage: false` keeps what the screen shows, for a dialog fixed over a long page.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const file = path.join(SCREENSHOTS, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Saves an image the journey fetched (a share card, say) as `{name}.png` beside the screenshots. */
export function keepImage(name: string, png: Buffer): string {
  const file = path.join(SCREENSHOTS, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, png);
  return file;
}
