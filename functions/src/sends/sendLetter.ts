import {
  sendLetter as contract,
  type SendLetterRequest,
  type SendResponse,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/** The send itself, shared by the callable and a posted form (sendForm.ts). */
export async function letterSend(
  visitor: Visitor,
  request: SendLetterRequest,
): Promise<SendResponse> {
  const [{ visitorSend }, { messageWrite }] = await Promise.all([
    import('./store'),
    import('../messages/visitorWrites'),
  ]);
  return visitorSend(AbuseGate.fromParams(), visitor, request, messageWrite('letter', request));
}

export const sendLetter = callable(contract, letterSend);
