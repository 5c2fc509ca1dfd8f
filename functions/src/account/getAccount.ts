import { getAccount as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { accountOf } from './account';

export const getAccount = callable(contract, async (caller) => {
  const { icon, displayName, language, notifications } = await accountOf(caller.uid);
  return {
    ...(icon ? { icon } : {}),
    ...(displayName ? { displayName } : {}),
    language,
    notifications,
  };
});
