import { exportSpace as contract } from '@spaces/contracts';
import { SCALING } from '../platform/globalOptions';
import { callable } from '../platform/callable';

export const exportSpace = callable(
  contract,
  async (owner, { format, columns }) => {
    const store = await import('./store');
    // Without a choice, the words of the language the account's mails are written in.
    const chosen =
      columns ?? (await (await import('../account/account')).accountOf(owner.uid)).language;
    return store.exportSpace(owner, format, chosen, new Date());
  },
  // 20,000 messages take seconds; a ZIP with many images takes longer.
  { scaling: SCALING.exportCallable, timeoutSeconds: 300 },
);
