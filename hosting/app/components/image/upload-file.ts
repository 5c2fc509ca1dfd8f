// The pure parts of sending an image: the browser's check before anything is sent, the upload's
// id, the custom metadata the pipeline reads, and waiting for the pipeline's answer with backoff
// and a deadline.
import {
  IMAGE_LIMITS,
  IMAGE_SLOTS,
  type ImageFailure,
  type ImageRef,
  type ImageSlot,
  type ImageUploadStatus,
  type UploadMetadata,
} from '@spaces/contracts';
import type { ClientRefusal } from './upload-state';

/** Refuses what storage.rules and the pipeline would refuse anyway, without sending a byte. */
export function checkFile(file: { type: string; size: number }): ClientRefusal | null {
  if (!(IMAGE_LIMITS.uploadContentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_LIMITS.uploadMaxBytes) return 'size';
  return null;
}

/** The `accept` attribute of the file input. */
export const ACCEPT = IMAGE_LIMITS.uploadContentTypes.join(',');

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random letters and digits (UPLOAD_ID_PATTERN), also the staging object's name. */
export function newUploadId(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let id = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % ALNUM.length);
  while (id.length < 20) {
    for (const byte of fill(new Uint8Array(32))) {
      if (byte < limit && id.length < 20) id += ALNUM[byte % ALNUM.length];
    }
  }
  return id;
}

/** What the slot is for, as the pipeline reads it from the staged object. */
export interface UploadTarget {
  slot: ImageSlot;
  spaceId?: string;
  itemId?: string;
}

export function uploadMetadata(target: UploadTarget, crop?: string): Record<string, string> {
  const metadata: UploadMetadata = { slot: target.slot };
  if (target.spaceId !== undefined) metadata.spaceId = target.spaceId;
  if (target.itemId !== undefined) metadata.itemId = target.itemId;
  if (crop !== undefined && IMAGE_SLOTS[target.slot].crop === 'square') metadata.crop = crop;
  return { ...metadata };
}

/** First wait 500 ms, then half again longer each time, never more than 4 s. */
export function pollDelay(attempt: number): number {
  return Math.min(4000, Math.round(500 * 1.5 ** attempt));
}

/** Longer than the pipeline needs for a 25-megapixel image on a cold, busy function. */
const POLL_DEADLINE_MS = 120_000;
/** Failed status calls in a row before the editor gives up asking. */
const MAX_STATUS_FAILURES = 3;

export type PipelineAnswer =
  | { status: 'ready'; image: ImageRef }
  | { status: 'failed'; reason: ImageFailure; retryAfterSeconds?: number }
  | { status: 'timeout' }
  | { status: 'unreachable' }
  | { status: 'stopped' };

export interface WaitOptions {
  status: () => Promise<ImageUploadStatus>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Checked between attempts: the slot went away or the owner started another upload. */
  stopped: () => boolean;
  deadlineMs?: number;
}

/** Asks for the upload's status until the pipeline has answered, the deadline passes, or it stops. */
export async function waitForPipeline(options: WaitOptions): Promise<PipelineAnswer> {
  const { status, sleep, now, stopped, deadlineMs = POLL_DEADLINE_MS } = options;
  const deadline = now() + deadlineMs;
  let failures = 0;
  for (let attempt = 0; ; attempt += 1) {
    await sleep(pollDelay(attempt));
    if (stopped()) return { status: 'stopped' };
    try {
      const answer = await status();
      failures = 0;
      if (answer.status === 'ready' && answer.image)
        return { status: 'ready', image: answer.image };
      if (answer.status === 'failed') {
        const { reason = 'not-an-image', retryAfterSeconds } = answer;
        return retryAfterSeconds === undefined
          ? { status: 'failed', reason }
          : { status: 'failed', reason, retryAfterSeconds };
      }
    } catch {
      failures += 1;
      if (failures >= MAX_STATUS_FAILURES) return { status: 'unreachable' };
    }
    if (stopped()) return { status: 'stopped' };
    if (now() >= deadline) return { status: 'timeout' };
  }
}
