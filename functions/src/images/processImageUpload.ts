// Storage finalize trigger of the image pipeline: every finished upload under `uploads/` goes
// through handleUpload; other objects (the pipeline's own variants) are ignored at once.
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { SCALING } from '../platform/globalOptions';
import { DEFAULT_BUCKET } from '../platform/params';
import { bounded, retrying } from '../platform/triggers';

export const processImageUpload = onObjectFinalized(
  retrying({ bucket: DEFAULT_BUCKET, timeoutSeconds: 120, ...SCALING.imagePipeline }),
  bounded('processImageUpload', async (event) => {
    const { handleUpload } = await import('./handleUpload');
    await handleUpload(event.data);
  }),
);
