import {
  sendBoardPost as contract,
  type SendBoardPostRequest,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/** The send itself, shared by the callable and a posted form (forms/sendForm.ts). */
export async function boardPostSend(
  visitor: Visitor,
  request: SendBoardPostRequest,
): Promise<SendBoardPostResponse> {
  const store = await import('./postStore');
  return store.sendPost(AbuseGate.fromParams(), visitor, request);
}

export const sendBoardPost = callable(contract, boardPostSend);
