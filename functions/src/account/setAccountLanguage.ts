import { setAccountLanguage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const setAccountLanguage = callable(contract, async (caller, { language }) => {
  const store = await import('./store');
  await store.setLanguage(caller.uid, language);
  return { language };
});
