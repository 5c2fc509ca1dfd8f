import { getImageUpload as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { uploadStatusFor } from './uploadStatus';
import * as store from './store';

export const getImageUpload = callable(contract, async (caller, { uploadId }) =>
  uploadStatusFor(caller.uid, await store.getUpload(uploadId)),
);
