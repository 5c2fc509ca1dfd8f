// Images end to end on a space like the demo's (the journey's own, so /demo keeps its pictures for
// the files running beside it): an avatar cropped to a square, a header of several
// megabytes sent in chunks, paused and resumed, both processed by the pipeline and shown in the
// editor and on the public page as WebP variants with srcset, width and height; the avatar in the
// middle of the overview's QR code; a file that is not an image refused before anything is sent,
// whether picked, dropped or pasted; removing the header takes it off the page; the account's
// icon on /u/icon. What the owner typed in the form meanwhile stays typed.
import jsQR from 'jsqr';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, PHONE } from './support/browser';
import { newDemoLikeSpace } from './support/spaces';
import { toastOf } from './support/editor';

/** A landscape picture with a distinct colour per half, so a crop is visible. */
async function twoColourPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#e11d48"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#2563eb"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Noise does not compress: a PNG of several megabytes, well under the pixel cap. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A staging upload request of the web SDK (start or chunk) to the Storage emulator. */
function isUpload(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/v0/b/');
}

describe('images', () => {
  let page: Page;
  let uploads = 0;
  let chunks = 0;
  let typedName = '';
  let slug = '';
  /** The processed images' object folders (URL-encoded), as the editor showed them. */
  let avatarPath = '';
  let headerPath = '';

  const slot = (name: string) => page.getByRole('group', { name, exact: true });
  const toast = (text: string) => toastOf(page, text);

  beforeAll(async () => {
    ({ page } = await openPage({
      locale: 'en-US',
      viewport: PHONE.viewport,
    }));
    page.setDefaultTimeout(90_000);
    page.on('request', (request) => {
      if (!isUpload(request)) return;
      uploads += 1;
      if (request.headers()['x-goog-upload-command']?.includes('upload')) chunks += 1;
    });
    const space = await newDemoLikeSpace('images');
    slug = space.slug;
    await signIn(page, space.owner, `/s/${slug}/top`);
    // Typed and not saved: no upload below may lose it.
    typedName = `${await page.getByLabel('Display name').inputValue()} (typing)`;
    await page.getByLabel('Display name').fill(typedName);
  });

  it('uploads an avatar cropped to a square', async () => {
    const avatar = slot('Avatar');
    await avatar.locator('input[type=file]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: await twoColourPng(900, 600),
    });
    const dialog = page.getByRole('dialog', { name: 'Choose what to show' });
    const area = dialog.getByRole('application', { name: 'Crop area' });
    await area.focus();
    await expect(area.getAttribute('data-crop')).resolves.toBe('0.1666,0,0.6666,1');
    // Zoom in twice and move right: the square shrinks and slides over the blue half.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowRight');
    const crop = (await area.getAttribute('data-crop'))!.split(',').map(Number);
    expect(crop[2]).toBeLessThan(0.6666);
    expect(crop[0]).toBeGreaterThan(0.1666);
    await dialog.getByRole('button', { name: 'Use this crop' }).click();

    avatarPath = await updatedImageFolder(avatar, 96);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe(typedName);
  });

  it('sends a header of several megabytes in chunks, pausing and resuming', async () => {
    const header = slot('Header image');
    const file = await noisePng(1500, 1000);
    expect(file.length).toBeGreaterThan(4 * 1024 * 1024);
    // Slow every chunk down so that there is time to pause: the emulator is local and fast.
    await page.route(
      (url) => url.pathname.startsWith('/v0/b/'),
      async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      },
    );
    chunks = 0;
    await header.locator('input[type=file]').setInputFiles({
      name: 'header.png',
      mimeType: 'image/png',
      buffer: file,
    });
    const progress = header.getByRole('progressbar', { name: 'Upload progress' });
    // Pause once the first chunk is through.
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await header.getByRole('button', { name: 'Pause' }).click();
    await header.getByText(/^Paused at \d+%$/).waitFor();
    const pausedAt = Number(await progress.getAttribute('aria-valuenow'));
    expect(pausedAt).toBeGreaterThan(0);
    expect(pausedAt).toBeLessThan(100);
    // A paused transfer can be resumed, not canceled (the web SDK's task rules).
    await expect(header.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    // Nothing moves while paused. Proving that something does not happen takes a wait: a chunk
    // is held 600 ms above, so a running upload would start its next one within 700 ms.
    const chunksWhilePaused = chunks;
    await page.waitForTimeout(700);
    expect(chunks).toBe(chunksWhilePaused);
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe(String(pausedAt));

    await header.getByRole('button', { name: 'Resume' }).click();
    await header.getByText('Processing the image…').waitFor();
    await page.unroute((url) => url.pathname.startsWith('/v0/b/'));
    expect(chunks).toBeGreaterThanOrEqual(3);
    headerPath = await updatedImageFolder(header, 640);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe(typedName);
    await page.getByTestId('save-bar').getByText('Unsaved changes').waitFor();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const header = slot('Header image');
    const before = uploads;
    await header.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await header
      .getByRole('alert')
      .getByText('This type of file cannot be used. Choose a JPEG, PNG, WebP, GIF or AVIF image.')
      .waitFor();
    // Dropped or pasted, the same checks: too large by size alone, not an image by type.
    await header.getByTestId('image-preview').evaluate((element) => {
      const files = new DataTransfer();
      files.items.add(
        new File([new Uint8Array(16 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
      );
      const init = { dataTransfer: files, bubbles: true, cancelable: true };
      element.dispatchEvent(new DragEvent('dragover', init));
      element.dispatchEvent(new DragEvent('drop', init));
    });
    await header
      .getByRole('alert')
      .getByText('The file is too large. Choose an image of up to 15 MB.')
      .waitFor();
    await header.getByRole('button', { name: 'Change image' }).focus();
    await page.evaluate(() => {
      const files = new DataTransfer();
      files.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: files, bubbles: true, cancelable: true }),
      );
    });
    await header
      .getByRole('alert')
      .getByText(/^This type of file cannot be used/)
      .waitFor();
    expect(uploads).toBe(before);
    // The processed header is still there.
    await header.getByTestId('image-preview').locator('img[srcset]').waitFor();
  });

  it('shows the processed images on the public page', async () => {
    // The form's unsaved name is let go on purpose here, to look at the page.
    await page.getByTestId('save-bar').getByRole('button', { name: 'Discard' }).click();
    // The public document follows the space through a trigger: look until it shows both uploads.
    let images = await publicImages(page, slug);
    await expect
      .poll(
        async () => {
          images = await publicImages(page, slug);
          return [
            images.header?.srcset.includes(headerPath),
            images.avatar?.srcset.includes(avatarPath),
          ];
        },
        { timeout: 30_000 },
      )
      .toEqual([true, true]);
    expect(images.header!.srcset).toMatch(
      /%2F640\.webp\?alt=media 640w, .*%2F1280\.webp\?alt=media 1280w/,
    );
    // The intrinsic size is the largest variant's: 3:2 like the upload, never upscaled.
    const width = Number(images.header!.width);
    expect(width).toBeGreaterThanOrEqual(1280);
    expect(width).toBeLessThanOrEqual(1500);
    expect(Math.abs(width / Number(images.header!.height) - 1.5)).toBeLessThan(0.01);
    expect(images.avatar!.srcset).toMatch(/%2F96\.webp\?alt=media 96w/);
    expect(Number(images.avatar!.width)).toBe(Number(images.avatar!.height));
    // The browser really loads a variant.
    expect(images.header!.loaded).toBe(true);
  });

  it('puts the avatar in the middle of the QR code, and the saved PNG still reads', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
    await page.getByLabel('Put my avatar in the middle').check();
    const logo = page.getByTestId('qr-logo');
    await logo.waitFor();
    expect(await logo.getAttribute('href')).toMatch(/^data:image\/webp;base64,/);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save PNG' }).click();
    const download = await downloaded;
    const { data, info } = await sharp(readFileSync(await download.path()))
      .resize(400, 400)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${HOSTING_ORIGIN}/${slug}`,
    );
    // The avatar is in the file: its middle is not the white of an empty logo square.
    const middle = ((info.height / 2) * info.width + info.width / 2) * 4;
    expect([...data.subarray(middle, middle + 3)]).not.toEqual([255, 255, 255]);
  });

  it('removes the header from the page', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/top`);
    const header = slot('Header image');
    await header.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this image?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await toast('Image removed.').waitFor();
    await header.getByText('No image').waitFor();
    // The public document follows through a trigger: look until it has.
    await expect
      .poll(async () => (await publicImages(page, slug)).header, { timeout: 30_000 })
      .toBeNull();
  });

  it('sets and removes the account’s icon on /u/icon', async () => {
    await page.goto(`${HOSTING_ORIGIN}/u/icon`);
    const icon = slot('Icon');
    await icon.locator('input[type=file]').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: await twoColourPng(400, 400),
    });
    await page
      .getByRole('dialog', { name: 'Choose what to show' })
      .getByRole('button', { name: 'Use this crop' })
      .click();
    await icon.getByText('Image updated.').waitFor();
    await page.reload();
    await slot('Icon').getByTestId('image-preview').locator('img[srcset]').waitFor();
    await slot('Icon').getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this image?' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await toast('Image removed.').waitFor();
    await page.reload();
    await slot('Icon').getByRole('button', { name: 'Choose image' }).waitFor();
  });
});

/**
 * Waits until an image slot says its image is updated; answers the image's folder, once its preview
 * offers the `width` variant.
 */
async function updatedImageFolder(slot: Locator, width: number): Promise<string> {
  await slot.getByText('Image updated.').waitFor();
  const preview = slot.getByTestId('image-preview').locator('img');
  const srcset = (await preview.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(new RegExp(`\\.webp\\?alt=media ${width}w`));
  return imageFolder(srcset);
}

/** `images%2F{uid}%2F{imageId}` of the first URL of a srcset. */
function imageFolder(srcset: string): string {
  const folder = /images%2F[^%]+%2F[A-Za-z0-9]+/.exec(srcset)?.[0];
  if (!folder) throw new Error(`no processed image in ${srcset}`);
  return folder;
}

interface Drawn {
  srcset: string;
  width: string | null;
  height: string | null;
  loaded: boolean;
}

/** The header and avatar `<img>` of /{slug}, fresh from the server (past the page cache). */
async function publicImages(
  page: Page,
  slug: string,
): Promise<{ header: Drawn | null; avatar: Drawn | null }> {
  await page.goto(`${HOSTING_ORIGIN}/${slug}?fresh=${Date.now()}`);
  const describe = async (selector: string): Promise<Drawn | null> => {
    const img = page.locator(selector).first();
    if ((await img.count()) === 0) return null;
    return img.evaluate(async (element: HTMLImageElement) => {
      await element.decode().catch(() => undefined);
      return {
        srcset: element.getAttribute('srcset') ?? '',
        width: element.getAttribute('width'),
        height: element.getAttribute('height'),
        loaded: element.complete && element.naturalWidth > 0,
      };
    });
  };
  return {
    header: await describe('header img[fetchpriority=high][srcset*="1280.webp"]'),
    avatar: await describe('[data-testid=space-avatar] img'),
  };
}
