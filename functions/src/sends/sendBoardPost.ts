import {
  sendBoardPost as contract,
  type SendBoardPostRequest,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/** The send itself, shared by the callable and a posted form (sendForm.ts). */
export async function boardPostSend(
  visitor: Visitor,
  request: SendBoardPostRequest,
): Promise<SendBoardPostResponse> {
  const [{ visitorSend }, { postWrite }] = await Promise.all([
    import('./store'),
    import('../boards/visitorWrites'),
  ]);
  return visitorSend(AbuseGate.fromParams(), visitor, request, postWrite(request));
}

export const sendBoardPost = callable(contract, boardPostSend);
