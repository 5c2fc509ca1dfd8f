import { getAccount as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const getAccount = callable(contract, async (caller) => {
  const { accountOf } = await import('./account');
  const { icon, displayName, language, notifications } = await accountOf(caller.uid);
  return {
    ...(icon ? { icon } : {}),
    ...(displayName ? { displayName } : {}),
    language,
    notifications,
  };
});
