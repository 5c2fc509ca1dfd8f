import { syncAccountEmail as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { syncEmail } from './emailChange';

export const syncAccountEmail = callable(contract, (caller) => syncEmail(caller.uid));
