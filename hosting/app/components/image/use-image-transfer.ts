// The transfer of one image slot's file: sent to Storage with its progress, paused, resumed,
// canceled and retried, then the pipeline's answer awaited. The file being sent is kept as a
// local preview until the processed image replaces it. Every new transfer, and unmounting, makes
// the callbacks and polls of older ones stand down.
import { type ImageRef } from '@spaces/contracts';
import type { UploadTask } from 'firebase/storage';
import { useEffect, useReducer, useRef, useState } from 'react';
import { pipelineAnswer, startUpload, storageCode } from './upload-client';
import type { UploadTarget } from './upload-file';
import { IDLE, uploadReducer } from './upload-state';

export function useImageTransfer(
  target: UploadTarget,
  /** The pipeline attached a new image, or the slot's image was removed (undefined). */
  onChange: (image: ImageRef | undefined) => void,
) {
  const [view, dispatch] = useReducer(uploadReducer, IDLE);
  /** The file being sent, shown until the processed image replaces it. */
  const [local, setLocal] = useState<string | null>(null);
  const task = useRef<UploadTask | null>(null);
  /** What was last sent, for Retry. */
  const last = useRef<{ file: File; crop?: string } | null>(null);
  /** Bumped by every new upload and on unmount: older callbacks and polls then stand down. */
  const run = useRef(0);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(
    () => () => {
      run.current += 1;
      task.current?.cancel();
    },
    [],
  );
  useEffect(() => (local ? () => URL.revokeObjectURL(local) : undefined), [local]);

  async function send(file: File, crop?: string) {
    last.current = { file, crop };
    const current = (run.current += 1);
    const live = () => current === run.current;
    dispatch({ type: 'start', total: file.size });
    setLocal(URL.createObjectURL(file));
    let started;
    try {
      started = await startUpload(file, target, crop);
    } catch (error) {
      if (live()) dispatch({ type: 'transferFailed', code: storageCode(error) });
      return;
    }
    if (!live()) {
      started.task.cancel();
      return;
    }
    task.current = started.task;
    started.task.on(
      'state_changed',
      (snapshot) => {
        if (!live()) return;
        dispatch({
          type: 'progress',
          state: snapshot.state === 'paused' ? 'paused' : 'running',
          transferred: snapshot.bytesTransferred,
          total: snapshot.totalBytes,
        });
      },
      (error) => {
        if (live()) dispatch({ type: 'transferFailed', code: storageCode(error) });
      },
      () => {
        if (!live()) return;
        dispatch({ type: 'transferred' });
        void finish(started.uploadId, live);
      },
    );
  }

  async function finish(uploadId: string, live: () => boolean) {
    let answer;
    try {
      answer = await pipelineAnswer(uploadId, () => !live());
    } catch {
      answer = { status: 'unreachable' } as const;
    }
    if (!live()) return;
    switch (answer.status) {
      case 'ready':
        latestOnChange.current(answer.image);
        setLocal(null);
        dispatch({ type: 'ready', image: answer.image });
        return;
      case 'failed':
        dispatch({
          type: 'pipelineFailed',
          reason: answer.reason,
          ...(answer.retryAfterSeconds === undefined
            ? {}
            : { retryAfterSeconds: answer.retryAfterSeconds }),
        });
        break;
      case 'timeout':
        dispatch({ type: 'timeout' });
        break;
      case 'unreachable':
        dispatch({ type: 'statusFailed' });
        break;
      case 'stopped':
        return;
    }
    setLocal(null);
  }

  function retry() {
    if (last.current) void send(last.current.file, last.current.crop);
  }

  function pause() {
    if (task.current?.pause()) dispatch({ type: 'pause' });
  }
  function resume() {
    if (task.current?.resume()) dispatch({ type: 'resume' });
  }
  function cancel() {
    if (task.current?.cancel()) {
      dispatch({ type: 'cancel' });
      setLocal(null);
    }
  }

  return {
    view,
    dispatch,
    local,
    send,
    retry,
    pause,
    resume,
    cancel,
    changed: (image: ImageRef | undefined) => latestOnChange.current(image),
  };
}
