import { getImageUpload as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const getImageUpload = callable(contract, async (caller, { uploadId }) => {
  const { uploadStatusFor } = await import('./uploadStatus');
  const store = await import('./store');
  return uploadStatusFor(caller.uid, await store.getUpload(uploadId));
});
