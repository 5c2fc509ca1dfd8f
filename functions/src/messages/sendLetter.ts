import {
  sendLetter as contract,
  type SendLetterRequest,
  type SendResponse,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/** The send itself, shared by the callable and a posted form (forms/sendForm.ts). */
export async function letterSend(
  visitor: Visitor,
  request: SendLetterRequest,
): Promise<SendResponse> {
  const store = await import('./store');
  return store.sendMessage(AbuseGate.fromParams(), visitor, 'letter', request);
}

export const sendLetter = callable(contract, letterSend);
