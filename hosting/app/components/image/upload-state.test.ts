import { describe, expect, it } from 'vitest';
import {
  busy,
  canCancel,
  canPause,
  canResume,
  controls,
  IDLE,
  percent,
  retryable,
  storageFailure,
  uploadReducer,
  type TransferState,
  type UploadEvent,
  type UploadView,
} from './upload-state';
import { processedImage } from '../../lib/image.fixtures';

const IMAGE = processedImage('user-icon', 'images/u1/img1');

const transfer = (state: TransferState, transferred = 10, total = 100): UploadView => ({
  phase: 'transfer',
  state,
  transferred,
  total,
});

/** The SDK's progress report of the transfer. */
const progress = (
  state: Extract<UploadEvent, { type: 'progress' }>['state'],
  transferred: number,
  total = 100,
): UploadEvent => ({
  type: 'progress',
  state,
  transferred,
  total,
});

const run = (view: UploadView, ...events: UploadEvent[]) => events.reduce(uploadReducer, view);

describe('the SDK task rules', () => {
  const ALL: TransferState[] = [
    'running',
    'pausing',
    'paused',
    'canceling',
    'success',
    'canceled',
    'error',
  ];
  it('pauses only while running', () => {
    expect(ALL.filter(canPause)).toEqual(['running']);
  });
  it('resumes only from paused or pausing', () => {
    expect(ALL.filter(canResume)).toEqual(['pausing', 'paused']);
  });
  it('cancels only while running or pausing', () => {
    expect(ALL.filter(canCancel)).toEqual(['running', 'pausing']);
  });
});

describe('uploadReducer', () => {
  it('starts running at zero bytes', () => {
    expect(uploadReducer(IDLE, { type: 'start', total: 5000 })).toEqual(
      transfer('running', 0, 5000),
    );
  });

  it('follows progress while running', () => {
    const view = run(transfer('running'), progress('running', 60));
    expect(view).toEqual(transfer('running', 60, 100));
  });

  it('stays pausing while the SDK still reports running, then paused', () => {
    const pausing = run(transfer('running'), { type: 'pause' });
    expect(pausing).toEqual(transfer('pausing'));
    const still = run(pausing, progress('running', 40));
    expect(still).toEqual(transfer('pausing', 40));
    const paused = run(still, progress('paused', 40));
    expect(paused).toEqual(transfer('paused', 40));
  });

  it('ignores a pause unless running', () => {
    for (const state of ['pausing', 'paused', 'canceling'] as const) {
      expect(run(transfer(state), { type: 'pause' })).toEqual(transfer(state));
    }
  });

  it('resumes from paused and from pausing, not from running or canceling', () => {
    expect(run(transfer('paused'), { type: 'resume' })).toEqual(transfer('running'));
    expect(run(transfer('pausing'), { type: 'resume' })).toEqual(transfer('running'));
    expect(run(transfer('running'), { type: 'resume' })).toEqual(transfer('running'));
    expect(run(transfer('canceling'), { type: 'resume' })).toEqual(transfer('canceling'));
  });

  it('cancels from running and pausing, not from paused', () => {
    expect(run(transfer('running'), { type: 'cancel' })).toEqual(transfer('canceling'));
    expect(run(transfer('pausing'), { type: 'cancel' })).toEqual(transfer('canceling'));
    expect(run(transfer('paused'), { type: 'cancel' })).toEqual(transfer('paused'));
  });

  it('stays canceling until the SDK reports the cancel, then is canceled', () => {
    const canceling = run(transfer('canceling'), progress('running', 70));
    expect(canceling).toEqual(transfer('canceling', 70));
    expect(run(canceling, { type: 'transferFailed', code: 'storage/canceled' })).toEqual({
      phase: 'canceled',
    });
  });

  it('names storage failures', () => {
    expect(
      run(transfer('running'), { type: 'transferFailed', code: 'storage/quota-exceeded' }),
    ).toEqual({
      phase: 'failed',
      failure: { kind: 'storage', reason: 'quota' },
    });
  });

  it('processes once transferred, then shows the image or the refusal', () => {
    const processing = run(transfer('running', 100), { type: 'transferred' });
    expect(processing).toEqual({ phase: 'processing' });
    expect(run(processing, { type: 'ready', image: IMAGE })).toEqual({
      phase: 'done',
      image: IMAGE,
    });
    expect(run(processing, { type: 'pipelineFailed', reason: 'too-many-pixels' })).toEqual({
      phase: 'failed',
      failure: { kind: 'pipeline', reason: 'too-many-pixels' },
    });
    expect(
      run(processing, { type: 'pipelineFailed', reason: 'rate-limited', retryAfterSeconds: 60 }),
    ).toEqual({
      phase: 'failed',
      failure: { kind: 'pipeline', reason: 'rate-limited', retryAfterSeconds: 60 },
    });
    expect(run(processing, { type: 'timeout' })).toEqual({
      phase: 'failed',
      failure: { kind: 'timeout' },
    });
    expect(run(processing, { type: 'statusFailed' })).toEqual({
      phase: 'failed',
      failure: { kind: 'status' },
    });
  });

  it('takes no pipeline answer outside processing', () => {
    expect(run(IDLE, { type: 'ready', image: IMAGE })).toEqual(IDLE);
    expect(run(transfer('running'), { type: 'timeout' })).toEqual(transfer('running'));
  });

  it('refuses a file in the browser and resets', () => {
    const refused = run(IDLE, { type: 'refused', reason: 'type' });
    expect(refused).toEqual({ phase: 'failed', failure: { kind: 'client', reason: 'type' } });
    expect(run(refused, { type: 'reset' })).toEqual(IDLE);
  });
});

describe('controls', () => {
  it('offers pause and cancel while running, resume and cancel while pausing', () => {
    expect(controls(transfer('running'))).toEqual({
      pause: true,
      resume: false,
      cancel: true,
      retry: false,
    });
    expect(controls(transfer('pausing'))).toEqual({
      pause: false,
      resume: true,
      cancel: true,
      retry: false,
    });
    expect(controls(transfer('paused'))).toEqual({
      pause: false,
      resume: true,
      cancel: false,
      retry: false,
    });
  });

  it('offers retry after a cancel or a transient failure, not for a refused file', () => {
    expect(controls({ phase: 'canceled' }).retry).toBe(true);
    expect(
      controls({ phase: 'failed', failure: { kind: 'storage', reason: 'network' } }).retry,
    ).toBe(true);
    expect(controls({ phase: 'failed', failure: { kind: 'timeout' } }).retry).toBe(true);
    expect(
      controls({ phase: 'failed', failure: { kind: 'pipeline', reason: 'not-an-image' } }).retry,
    ).toBe(false);
    expect(controls({ phase: 'failed', failure: { kind: 'client', reason: 'size' } }).retry).toBe(
      false,
    );
  });

  it('is busy while transferring or processing only', () => {
    expect(busy(transfer('paused'))).toBe(true);
    expect(busy({ phase: 'processing' })).toBe(true);
    expect(busy({ phase: 'canceled' })).toBe(false);
    expect(busy(IDLE)).toBe(false);
  });
});

describe('helpers', () => {
  it('maps storage error codes', () => {
    expect(storageFailure('storage/unauthorized')).toBe('unauthorized');
    expect(storageFailure('storage/unauthenticated')).toBe('unauthenticated');
    expect(storageFailure('storage/retry-limit-exceeded')).toBe('network');
    expect(storageFailure('storage/unknown')).toBe('other');
  });

  it('floors the percentage and never passes 100', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(999, 1000)).toBe(99);
    expect(percent(1000, 1000)).toBe(100);
    expect(percent(1200, 1000)).toBe(100);
  });

  it('retries only what the file was not to blame for', () => {
    expect(retryable({ kind: 'status' })).toBe(true);
    expect(retryable({ kind: 'pipeline', reason: 'target-gone' })).toBe(false);
  });
});
