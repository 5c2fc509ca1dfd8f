import { exportSpace as contract } from '@spaces/contracts';
import { SCALING } from '../platform/globalOptions';
import { callable } from '../platform/callable';

export const exportSpace = callable(
  contract,
  async (owner, { format }) => {
    const store = await import('./store');
    return store.exportSpace(owner, format, new Date());
  },
  // 20,000 messages take seconds; a ZIP with many images takes longer.
  { scaling: SCALING.exportCallable, timeoutSeconds: 300 },
);
