// Cloud Storage glue of the image pipeline, the one module of the backend that touches objects:
// reading a staged upload, writing variants under their immutable names, and deleting.
import { imageVariantPath, type ImageRef } from '@spaces/contracts';
import { getStorage } from 'firebase-admin/storage';

/** Variant names never change meaning (a new upload gets a new folder), so caches keep them. */
const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The trigger names its bucket; callables use the project's default bucket. */
const bucketOf = (name?: string) =>
  name === undefined ? getStorage().bucket() : getStorage().bucket(name);

export async function readObject(bucket: string, name: string): Promise<Buffer> {
  const [data] = await bucketOf(bucket).file(name).download();
  return data;
}

export async function writeVariant(
  bucket: string,
  image: Pick<ImageRef, 'path'>,
  width: number,
  data: Buffer,
): Promise<void> {
  await bucketOf(bucket)
    .file(imageVariantPath(image, width))
    .save(data, {
      resumable: false,
      contentType: 'image/webp',
      metadata: { cacheControl: VARIANT_CACHE_CONTROL },
    });
}

/** Writes a staged upload as the server, for the pipeline's trigger to take from there. */
export async function stageObject(
  name: string,
  data: Buffer,
  contentType: string,
  metadata: Record<string, string>,
): Promise<void> {
  await bucketOf(undefined)
    .file(name)
    .save(data, { resumable: false, contentType, metadata: { metadata } });
}

/** Deletes one object; one that is already gone counts as deleted (deliveries repeat). */
export async function deleteObject(bucket: string | undefined, name: string): Promise<void> {
  await bucketOf(bucket).file(name).delete({ ignoreNotFound: true });
}

/** Deletes every variant of each image; returns how many images it went through. */
export async function deleteImages(
  images: readonly Pick<ImageRef, 'path' | 'widths'>[],
  bucket?: string,
): Promise<number> {
  await Promise.all(
    images.flatMap((image) =>
      image.widths.map((width) => deleteObject(bucket, imageVariantPath(image, width))),
    ),
  );
  return images.length;
}

/** Deletes every object whose name starts with `prefix`, a page at a time; answers how many. */
export async function deleteObjectsUnder(prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [files] = await bucketOf(undefined).getFiles({
      prefix,
      maxResults: 500,
      autoPaginate: false,
    });
    if (files.length === 0) return deleted;
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    deleted += files.length;
  }
}
