// A change an owner makes with one call — a board post published, messages deleted, a sender
// blocked: asked first when it cannot be undone, then sent through the page's runner, which says
// how it went (a toast on success; on failure the page's error and a toast).
import type { RequestOf, ResponseOf } from '@spaces/contracts';
import { useConfirm, type ConfirmDialogProps } from '../components/ui/confirm-dialog';
import { callSignedIn } from '../lib/callables';

/** Runs a request and says how it went; resolves with its result, or undefined once it failed. */
export type CallRunner = <T>(request: () => Promise<T>, done: string) => Promise<T | undefined>;

/** What the owner is asked before a change that cannot be undone; its yes is in the error colour. */
export type Question = Omit<ConfirmDialogProps, 'color'>;

export function useOwnerCall(run: CallRunner) {
  const confirm = useConfirm();
  /** Resolves with the call's answer, or undefined when the owner said no or the call failed. */
  return async function ownerCall<C extends { name: string }>(
    contract: C,
    request: RequestOf<C>,
    done: string,
    ask?: Question,
  ): Promise<ResponseOf<C> | undefined> {
    if (ask && !(await confirm({ ...ask, color: 'error' }))) return undefined;
    return run(() => callSignedIn(contract, request), done);
  };
}
