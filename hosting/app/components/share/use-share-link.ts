// Copying a page's address and handing it to the phone's own share sheet, as the editor's share
// places offer them: the toast says whether the copy worked.
import { useSyncExternalStore } from 'react';
import { useToast } from '../ui/toast';
import { useT } from '../../i18n/use-t';

const noSubscription = () => () => {};

export function useShareLink(url: string, title: string) {
  const ui = useT('ui');
  const toast = useToast();
  // Known only in the browser; the server renders without the share button.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.add({ title: ui('copied'), color: 'success' });
    } catch {
      toast.add({ title: ui('copyFailed'), color: 'error' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the system sheet rejects too; there is nothing to report.
    }
  }

  return { canShare, copy, share };
}
