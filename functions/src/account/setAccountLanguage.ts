import { setAccountLanguage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const setAccountLanguage = callable(contract, async (caller, { language }) => {
  await store.setLanguage(caller.uid, language);
  return { language };
});
