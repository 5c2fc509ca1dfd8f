// The life of one image upload as the editor shows it, as a pure reducer. The transfer follows the
// web SDK's upload task: running, paused, success, canceled, error, with the transient
// pausing and canceling; pause only while running, resume only from paused or pausing, cancel only
// while running or pausing. After the transfer the pipeline processes the staged file, and the
// editor asks for its answer until it is ready, refused, or late.
import type { ImageFailure, ImageRef } from '@spaces/contracts';

export type TransferState =
  'running' | 'pausing' | 'paused' | 'canceling' | 'success' | 'canceled' | 'error';

export const canPause = (state: TransferState): boolean => state === 'running';
export const canResume = (state: TransferState): boolean =>
  state === 'paused' || state === 'pausing';
export const canCancel = (state: TransferState): boolean =>
  state === 'running' || state === 'pausing';

/** Why a file was refused in the browser, before anything was sent. */
export type ClientRefusal = 'type' | 'size' | 'empty' | 'unreadable';

/** Storage errors the editor words differently; anything else is `other`. */
export type StorageFailure = 'unauthorized' | 'unauthenticated' | 'quota' | 'network' | 'other';

export type UploadFailure =
  | { kind: 'client'; reason: ClientRefusal }
  | { kind: 'storage'; reason: StorageFailure }
  /** `retryAfterSeconds` with `rate-limited`: when the account may upload again. */
  | { kind: 'pipeline'; reason: ImageFailure; retryAfterSeconds?: number }
  /** The pipeline did not answer before the deadline. */
  | { kind: 'timeout' }
  /** Asking for the pipeline's answer failed (network, server). */
  | { kind: 'status' };

export type UploadView =
  | { phase: 'idle' }
  | { phase: 'transfer'; state: TransferState; transferred: number; total: number }
  | { phase: 'processing' }
  | { phase: 'done'; image: ImageRef }
  | { phase: 'canceled' }
  | { phase: 'failed'; failure: UploadFailure };

export type UploadEvent =
  | { type: 'refused'; reason: ClientRefusal }
  | { type: 'start'; total: number }
  /** A progress report of the SDK's task; it reports only `running` and `paused`. */
  | { type: 'progress'; state: 'running' | 'paused'; transferred: number; total: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel' }
  /** The SDK's task failed; `storage/canceled` is the end of a cancel. */
  | { type: 'transferFailed'; code: string }
  | { type: 'transferred' }
  | { type: 'ready'; image: ImageRef }
  | { type: 'pipelineFailed'; reason: ImageFailure; retryAfterSeconds?: number }
  | { type: 'timeout' }
  | { type: 'statusFailed' }
  | { type: 'reset' };

export const IDLE: UploadView = { phase: 'idle' };

/** The next view; an event that does not apply in the current one changes nothing. */
export function uploadReducer(view: UploadView, event: UploadEvent): UploadView {
  switch (event.type) {
    case 'refused':
      return { phase: 'failed', failure: { kind: 'client', reason: event.reason } };
    case 'start':
      return { phase: 'transfer', state: 'running', transferred: 0, total: event.total };
    case 'reset':
      return IDLE;
    default:
      break;
  }
  if (view.phase === 'transfer') return transferReducer(view, event);
  if (view.phase !== 'processing') return view;
  switch (event.type) {
    case 'ready':
      return { phase: 'done', image: event.image };
    case 'pipelineFailed':
      return {
        phase: 'failed',
        failure:
          event.retryAfterSeconds === undefined
            ? { kind: 'pipeline', reason: event.reason }
            : {
                kind: 'pipeline',
                reason: event.reason,
                retryAfterSeconds: event.retryAfterSeconds,
              },
      };
    case 'timeout':
      return { phase: 'failed', failure: { kind: 'timeout' } };
    case 'statusFailed':
      return { phase: 'failed', failure: { kind: 'status' } };
    default:
      return view;
  }
}

type Transfer = Extract<UploadView, { phase: 'transfer' }>;

function transferReducer(view: Transfer, event: UploadEvent): UploadView {
  const { state } = view;
  switch (event.type) {
    case 'progress': {
      const bytes = { transferred: event.transferred, total: event.total };
      // The SDK reports its transient states as `running`: they last until it settles.
      if (state === 'pausing') {
        return { ...view, ...bytes, state: event.state === 'paused' ? 'paused' : 'pausing' };
      }
      if (state === 'canceling') return { ...view, ...bytes };
      if (state === 'running' || state === 'paused')
        return { ...view, ...bytes, state: event.state };
      return view;
    }
    case 'pause':
      return canPause(state) ? { ...view, state: 'pausing' } : view;
    case 'resume':
      return canResume(state) ? { ...view, state: 'running' } : view;
    case 'cancel':
      return canCancel(state) ? { ...view, state: 'canceling' } : view;
    case 'transferFailed':
      if (event.code === 'storage/canceled') return { phase: 'canceled' };
      return { phase: 'failed', failure: { kind: 'storage', reason: storageFailure(event.code) } };
    case 'transferred':
      // A cancel that arrives after the last byte is too late: the file is in staging.
      return { phase: 'processing' };
    default:
      return view;
  }
}

export function storageFailure(code: string): StorageFailure {
  switch (code) {
    case 'storage/unauthorized':
      return 'unauthorized';
    case 'storage/unauthenticated':
      return 'unauthenticated';
    case 'storage/quota-exceeded':
      return 'quota';
    case 'storage/retry-limit-exceeded':
      return 'network';
    default:
      return 'other';
  }
}

/** Whole percent transferred, for the progress bar (0 while the size is unknown). */
export function percent(transferred: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((transferred / total) * 100));
}

/** Sending the same file again may work: nothing was wrong with the file or its target. */
export function retryable(failure: UploadFailure): boolean {
  switch (failure.kind) {
    case 'client':
    case 'pipeline':
      return false;
    default:
      return true;
  }
}

/** What the controls offer in a view. */
export function controls(view: UploadView): {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  retry: boolean;
} {
  const state = view.phase === 'transfer' ? view.state : undefined;
  return {
    pause: state !== undefined && canPause(state),
    resume: state !== undefined && canResume(state),
    cancel: state !== undefined && canCancel(state),
    retry: view.phase === 'canceled' || (view.phase === 'failed' && retryable(view.failure)),
  };
}

/** An upload is under way: the slot takes no other file and its image stays as it is. */
export function busy(view: UploadView): boolean {
  return view.phase === 'transfer' || view.phase === 'processing';
}
