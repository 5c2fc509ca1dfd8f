// What the editor is told about an upload it polls. Pure.
import type { ImageUploadStatus } from '@spaces/contracts';
import type { ImageUploadDoc } from './store';

/**
 * The caller's own upload as recorded; `processing` while there is no record yet (the trigger has
 * not started) and for another user's upload, which is never revealed.
 */
export function uploadStatusFor(
  uid: string,
  doc: Pick<ImageUploadDoc, 'uid' | 'status' | 'reason' | 'image' | 'retryAt'> | undefined,
  nowMs = Date.now(),
): ImageUploadStatus {
  if (!doc || doc.uid !== uid) return { status: 'processing' };
  return {
    status: doc.status,
    ...(doc.status === 'failed' && doc.reason ? { reason: doc.reason } : {}),
    ...(doc.status === 'failed' && doc.reason === 'rate-limited' && doc.retryAt
      ? { retryAfterSeconds: Math.max(1, Math.ceil((doc.retryAt.getTime() - nowMs) / 1000)) }
      : {}),
    ...(doc.status === 'ready' && doc.image ? { image: doc.image } : {}),
  };
}
