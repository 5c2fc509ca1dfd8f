// The blocks of this space, listed under the inbox: each named by the message it was made from
// and how many sends it has stopped, with the way to lift it.
import {
  type BlockedSender,
  formatDate,
  listBlockedSenders,
  type SpaceForEdit,
  unblockSender,
} from '@spaces/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useLang, useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { useCallableData } from '../../../lib/use-callable-data';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { callSignedIn, signedInFunctions } from '../../../lib/callables';
import { FormError } from '../../../forms/form-error';
import { useInboxCall } from './use-inbox-call';

// The blocked list is fetched when opened, and again after a block from the list above.
let blockedVersion = 0;
const blockedListeners = new Set<() => void>();
export function blockedChanged() {
  blockedVersion += 1;
  for (const listener of blockedListeners) listener();
}

export function BlockedSenders({ space }: { space: SpaceForEdit }) {
  const t = useT('inbox');
  const lang = useLang();
  const confirm = useConfirm();
  const { run: save, error: formError } = useInboxCall();
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(blockedVersion);

  useEffect(() => {
    const listener = () => setVersion(blockedVersion);
    blockedListeners.add(listener);
    return () => void blockedListeners.delete(listener);
  }, []);

  // Loaded when the list is first opened, and again after a block elsewhere on the page.
  const loaded = useCallableData(
    async () =>
      open
        ? (await load(await signedInFunctions(), listBlockedSenders, { spaceId: space.spaceId }))
            .senders
        : null,
    [open, version, space.spaceId],
  );
  const senders = loaded.error === null ? (loaded.data ?? null) : null;
  const setSenders = (update: (list: BlockedSender[] | null) => BlockedSender[] | null) =>
    loaded.set(update(senders));

  async function unblock(sender: BlockedSender) {
    const confirmed = await confirm({
      title: t('unblockTitle'),
      description: t('unblockBody'),
      confirmLabel: t('unblock'),
    });
    if (!confirmed) return;
    const result = await save(
      () =>
        callSignedIn(unblockSender, {
          spaceId: space.spaceId,
          blockId: sender.blockId,
        }),
      t('unblocked'),
    );
    if (result) setSenders((list) => list?.filter((s) => s.blockId !== sender.blockId) ?? null);
  }

  return (
    <details
      className="mt-8 rounded-lg bg-white ring-1 ring-neutral-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium text-neutral-800">
        {t('blockedTitle')}
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <p className="text-xs text-neutral-600">{t('blockedHint')}</p>
        <FormError message={formError} />
        {loaded.error !== null ? (
          <LoadFailed error={loaded.error} onRetry={loaded.retry} />
        ) : senders === null ? (
          <Loading className="text-neutral-500" state={loaded.pending} onRetry={loaded.retry} />
        ) : senders.length === 0 ? (
          <p className="text-sm text-neutral-500">{t('blockedEmpty')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200" data-testid="blocked-senders">
            {senders.map((sender) => (
              <li key={sender.blockId} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-neutral-700">
                    {sender.excerpt || t('blockedNoSample')}
                  </p>
                  <p className="text-xs text-neutral-500">
                    {t('blockedFrom', {
                      date: formatDate(lang, sender.sentAt, 'date'),
                    })}
                    {' · '}
                    {t('blockedStopped', { count: sender.stopped })}
                  </p>
                </div>
                <Button size="sm" variant="outline" color="neutral" onClick={() => unblock(sender)}>
                  {t('unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
