// Cloud Tasks queues (`onTaskDispatched` functions): enqueueing with a name derived from the cause,
// so that a trigger delivered twice queues the work once. Locally the Tasks emulator runs them.
import { getFunctions } from 'firebase-admin/functions';
import * as logs from './logs';

const REGION = 'asia-northeast1';

export interface EnqueueOptions {
  /** The task's name: the same id twice is one task (Cloud Tasks deduplicates for about an hour). */
  id: string;
  /** Run no sooner than this many seconds from now (batches a burst into one run). */
  delaySeconds?: number;
  /** How long one attempt may run before Cloud Tasks gives up on it (15–1,800 s). */
  deadlineSeconds?: number;
}

function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'functions/task-already-exists';
}

/**
 * Queues `payload` for the task function `functionName`; answers false when a task of that id
 * exists already (the work is queued; nothing to do).
 */
export async function enqueueOnce<T extends object>(
  functionName: string,
  payload: T,
  { id, delaySeconds, deadlineSeconds }: EnqueueOptions,
): Promise<boolean> {
  const queue = getFunctions().taskQueue<T>(`locations/${REGION}/functions/${functionName}`);
  try {
    await queue.enqueue(payload, {
      id,
      ...(delaySeconds ? { scheduleDelaySeconds: delaySeconds } : {}),
      ...(deadlineSeconds ? { dispatchDeadlineSeconds: deadlineSeconds } : {}),
    });
    return true;
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    logs.taskAlreadyQueued(functionName, id);
    return false;
  }
}
