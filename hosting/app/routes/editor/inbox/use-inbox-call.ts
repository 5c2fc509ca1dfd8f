import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useLang } from '../../../i18n/use-t';
import { toCallError } from '../../../lib/call-error';
import { describeCallError } from '../../../forms/call-messages';

/**
 * Runs one inbox call: a toast says what happened (only failures when `done` is left out), and
 * the error stays above the list until the next call succeeds.
 */
export function useInboxCall() {
  const lang = useLang();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  async function run<T>(request: () => Promise<T>, done?: string): Promise<T | undefined> {
    try {
      const result = await request();
      setError(null);
      if (done) toast.add({ title: done, color: 'success' });
      return result;
    } catch (caught) {
      const { message } = describeCallError(lang, toCallError(caught));
      setError(message);
      toast.add({ title: message, color: 'error' });
      return undefined;
    }
  }
  return { run, error };
}
