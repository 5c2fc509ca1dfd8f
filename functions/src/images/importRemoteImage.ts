// A picture on another site made the owner's own: fetched once on the server under the safe-fetch
// rules, staged exactly as a browser upload is, and left to the pipeline's trigger to check,
// re-encode and attach. Pages never point at the other site (no hot-linking: it could change the
// picture, see who looks at it, or vanish).
import { IMAGE_LIMITS } from '@spaces/contracts';
import { randomBytes } from 'node:crypto';
import { safeFetch } from '../platform/safeFetch';
import { stageObject } from './objects';
import { STAGING_PREFIX, type UploadTarget } from './upload';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh staging name, the shape the rules give browser uploads (20 letters and digits). */
function newUploadId(): string {
  return [...randomBytes(20)].map((b) => ALNUM[b % ALNUM.length]).join('');
}

/** The custom metadata a browser would have declared for this target. */
function uploadMetadataFor(target: UploadTarget): Record<string, string> {
  return {
    slot: target.slot,
    ...('spaceId' in target && { spaceId: target.spaceId }),
    ...('itemId' in target && { itemId: target.itemId }),
  };
}

/**
 * Fetches `url` and stages it as `uid`'s upload for `target`; answers the upload id, which the
 * editor polls with getImageUpload like any upload. Throws `FetchRefused` when the fetch is
 * refused; what the bytes are is the pipeline's to decide (`not-an-image`, `too-many-pixels`).
 */
export async function importRemoteImage(
  uid: string,
  url: string,
  target: UploadTarget,
): Promise<string> {
  const fetched = await safeFetch(url, {
    maxBytes: IMAGE_LIMITS.uploadMaxBytes,
    timeoutMs: 8_000,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
  });
  const uploadId = newUploadId();
  await stageObject(
    `${STAGING_PREFIX}${uid}/${uploadId}`,
    fetched.body,
    fetched.mediaType.startsWith('image/') ? fetched.mediaType : 'application/octet-stream',
    uploadMetadataFor(target),
  );
  return uploadId;
}
