// What a sent message's state says to the fan who sent it, on the receipt and in the list of the
// browser's letters alike: the creator is named where the step is theirs.
import { useT } from '../../i18n/use-t';
import type { ReceiptState } from '../../lib/receipts.server';

export function useReceiptStateWords(name: string): Record<ReceiptState, string> {
  const t = useT('receipt');
  return {
    deleted: t('deletedByYou'),
    gone: t('gone', { name }),
    held: t('statusHeld', { name }),
    delivered: t('statusDelivered'),
    read: t('statusRead', { name }),
    readAloud: t('statusReadAloud', { name }),
    answered: t('statusAnswered', { name }),
  };
}
