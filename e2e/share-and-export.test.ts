// What an owner takes away from their space, at phone and desktop size: the public URL as a QR
// code that reads back, saved as SVG and as PNG, and the exports of the inbox (CSV) and of the
// whole space (ZIP), downloaded with a progress bar. On a space like the demo's, with letters.
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { DESKTOP, HOSTING_ORIGIN, openPage, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { whenLoaded } from './support/editor';
import { newDemoLikeSpace } from './support/spaces';

describe.each([
  { size: 'phone', context: PHONE },
  { size: 'desktop', context: DESKTOP },
])('an owner takes their space away, at $size size', ({ size, context }) => {
  let page: Page;
  let slug: string;

  beforeAll(async () => {
    const space = await newDemoLikeSpace(`takeaway-${size}`);
    slug = space.slug;
    ({ page } = await openPage({ ...context, locale: 'en-US' }));
    await signIn(page, space.owner, `/s/${slug}`);
  });

  it('shows the public URL as a QR code that reads back, saved as SVG and as PNG', async () => {
    const url = `${HOSTING_ORIGIN}/${slug}`;
    const qr = page.getByRole('img', { name: `QR code for ${url}` });
    // The overview draws its panels once their data has loaded.
    await whenLoaded(page, qr);
    for (const [button, file] of [
      ['Save SVG', `${slug}-qr.svg`],
      ['Save PNG', `${slug}-qr.png`],
    ] as const) {
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(file);
      const { data, info } = await sharp(readFileSync(await download.path()))
        .resize(400, 400, { kernel: 'nearest' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(url);
    }
    await keepScreenshot(page, `qr-card-${size}`);
  });

  it('exports the inbox as CSV and the whole space as a ZIP, downloaded with progress', async () => {
    // Exports live in the space's settings, off the overview.
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/settings`);
    for (const [button, pattern] of [
      ['Inbox (CSV)', new RegExp(`^${slug}-inbox-\\d{8}\\.csv$`)],
      ['Everything (ZIP)', new RegExp(`^${slug}-\\d{8}\\.zip$`)],
    ] as const) {
      // The export call is held until the progress bar has been seen: a small space's export
      // can otherwise finish before the bar is looked for.
      let release = () => {};
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/exportSpace$/, async (route) => {
        await seen;
        await route.continue();
      });
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      // Shown from the click until the file is saved.
      await page.getByRole('progressbar', { name: 'Export progress' }).waitFor();
      release();
      const download = await downloaded;
      await page.unroute(/\/exportSpace$/);
      expect(download.suggestedFilename()).toMatch(pattern);
      const data = readFileSync(await download.path());
      if (button === 'Inbox (CSV)')
        // By default in the words of the language the owner uses the app in.
        expect(data.toString('utf8')).toMatch(/^\uFEFFID,Kind,Date,Name,Message,Read,Starred/);
      // A ZIP's local file header.
      else expect(data.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      await page.getByText(`Saved ${download.suggestedFilename()}`, { exact: true }).waitFor();
    }
    await keepScreenshot(page, `export-card-${size}`);
  });
});
