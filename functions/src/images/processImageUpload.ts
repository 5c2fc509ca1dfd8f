// Storage finalize trigger of the image pipeline: every finished upload under `uploads/` goes
// through handleUpload; other objects (the pipeline's own variants) are ignored at once.
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { DEFAULT_BUCKET } from '../platform/params';
import { handleUpload } from './handleUpload';

export const processImageUpload = onObjectFinalized(
  // sharp holds a decoded picture of up to 25 megapixels (100 MB of RGBA) next to its variants.
  { bucket: DEFAULT_BUCKET, memory: '1GiB', timeoutSeconds: 120, retry: true },
  async (event) => {
    await handleUpload(event.data);
  },
);
