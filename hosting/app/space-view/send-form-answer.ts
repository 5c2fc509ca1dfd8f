// A send's answer as the visitor's send form shows it, whichever way it came: as JSON to the
// island, or as the page the server rendered after a post without JavaScript.
import type { SendBoardPostResponse, SendResponse, SentStatus, Thanks } from '@spaces/contracts';

/**
 * A message's answer as the thanks shows it: the page knows the receipt from the browser's list of
 * its letters (its cookie), the island from the send's answer.
 */
export type SentAnswer = Omit<SendResponse, 'receipt'> & { receipt?: string | undefined };

/** Any send's answer, as the form shows it. */
export interface Sent {
  status: SentStatus;
  /** A message's: the creator's thanks, and the sender's receipt when known. */
  thanks?: Thanks;
  receipt?: string | undefined;
}

export function sentOf(answer: SentAnswer | SendBoardPostResponse): Sent {
  return 'status' in answer
    ? { status: answer.status }
    : { status: answer.held ? 'held' : 'sent', thanks: answer.thanks, receipt: answer.receipt };
}
