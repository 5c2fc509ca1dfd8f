import {
  sendFanMessage as contract,
  type SendFanMessageRequest,
  type SendResponse,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/** The send itself, shared by the callable and a posted form (forms/sendForm.ts). */
export async function fanMessageSend(
  visitor: Visitor,
  request: SendFanMessageRequest,
): Promise<SendResponse> {
  const store = await import('./store');
  return store.sendMessage(AbuseGate.fromParams(), visitor, 'fanMessage', request);
}

export const sendFanMessage = callable(contract, fanMessageSend);
