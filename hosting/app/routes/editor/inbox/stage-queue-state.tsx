// The stream's queue as the inbox edits it (decision 069): the messages the owner lines up before
// going live, in the order added, saved at once through updateStageQueue. The stage itself reads
// the queue from the server, which leaves out what may not go on stage.
import { listStage, updateStageQueue } from '@spaces/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { callSignedIn, signedInFunctions } from '../../../lib/callables';
import { useCallableData } from '../../../lib/use-callable-data';
import { useInboxCall } from './use-inbox-call';

interface StageQueue {
  ids: readonly string[];
  toggle: (messageId: string) => Promise<void>;
}

const QueueContext = createContext<StageQueue | undefined>(undefined);

export function StageQueueProvider({
  spaceId,
  children,
}: {
  spaceId: string;
  children: ReactNode;
}) {
  const t = useT('inbox');
  const { run } = useInboxCall();
  // Until the queue loads (or when it cannot), nothing is marked as queued.
  const queue = useCallableData(
    async (): Promise<readonly string[]> =>
      (await load(await signedInFunctions(), listStage, { spaceId, source: 'queue' })).messages.map(
        (m) => m.messageId,
      ),
    [spaceId],
  );
  const ids = queue.data ?? [];
  async function toggle(messageId: string) {
    const queued = ids.includes(messageId);
    const next = queued ? ids.filter((id) => id !== messageId) : [...ids, messageId];
    const saved = await run(
      () => callSignedIn(updateStageQueue, { spaceId, messageIds: next }),
      queued ? t('queueRemoved') : t('queueAdded'),
    );
    if (saved) queue.set(saved.messageIds);
  }
  return <QueueContext.Provider value={{ ids, toggle }}>{children}</QueueContext.Provider>;
}

/** The queue, inside the inbox; undefined elsewhere (the editor's other views). */
export function useStageQueue(): StageQueue | undefined {
  return useContext(QueueContext);
}
