import {
  sendFanMessage as contract,
  type SendFanMessageRequest,
  type SendResponse,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/** The send itself, shared by the callable and a posted form (sendForm.ts). */
export async function fanMessageSend(
  visitor: Visitor,
  request: SendFanMessageRequest,
): Promise<SendResponse> {
  const [{ visitorSend }, { messageWrite }] = await Promise.all([
    import('./store'),
    import('../messages/visitorWrites'),
  ]);
  return visitorSend(AbuseGate.fromParams(), visitor, request, messageWrite('fanMessage', request));
}

export const sendFanMessage = callable(contract, fanMessageSend);
