// Where processed images are served from: Cloud Storage's download endpoint for the project's
// bucket (the Storage emulator locally). Variants have immutable names, so URLs never change.
import { imageVariantPath, type ImageRef } from '@spaces/contracts';
import { useRouteLoaderData } from 'react-router';
import type { PublicEnv } from './public-env';

const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/** The URL prefix every object of the bucket is read under. */
export function imageBase(env: PublicEnv): string {
  const origin = env.emulators
    ? `http://${env.emulators.host}:${env.emulators.storagePort}`
    : STORAGE_ORIGIN;
  return `${origin}/v0/b/${encodeURIComponent(env.firebaseStorageBucket)}/o/`;
}

/** The public URL of one variant. */
function imageUrl(base: string, image: ImageRef, width: number): string {
  return `${base}${encodeURIComponent(imageVariantPath(image, width))}?alt=media`;
}

/** The URL of the smallest variant at least `width` wide (the largest when none is). */
export function imageUrlFor(base: string, image: ImageRef, width: number): string {
  const fit = image.widths.find((w) => w >= width) ?? image.widths[image.widths.length - 1];
  return imageUrl(base, image, fit ?? image.width);
}

/** The image base of the current page, from the root loader's public configuration. */
export function useImageBase(): string {
  const root = useRouteLoaderData<{ env: PublicEnv }>('root');
  return root ? imageBase(root.env) : '';
}
