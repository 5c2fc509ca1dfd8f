// The demo space's receipts and private replies (decision 051): known receipt links for three
// seeded letters — one delivered and unread, one read with the owner's private reply, one
// answered publicly (by seed-answers) — so that `npm start` shows every state of a receipt page.
// Replies go through the store as the owner's callable does. The tokens are fixed so the links
// can be printed; real tokens are random and never stored.
import { receiptPath } from '@spaces/contracts';
import type { StoredMessage } from '../functions/src/messages/message';
import { replyToMessage, restoreReceipt } from '../functions/src/messages/store';
import { OwnerCredential } from '../functions/src/platform/credential';

/** A demo token: the label padded to a token's 43 characters. */
const token = (label: string) => label.padEnd(43, '0');

const DEMO_RECEIPTS = [
  { messageId: 'demo-letter-02', token: token('demoReceiptDelivered') },
  {
    messageId: 'demo-letter-04',
    token: token('demoReceiptReplied'),
    reply:
      'Kenjiさん、試してくれてありがとう！写真が良くなったと聞いてとても嬉しいです。また見せてくださいね。',
  },
  { messageId: 'demo-letter-01', token: token('demoReceiptAnswered') },
] as const;

/** Seeds the receipts and replies; answers the receipt links to print. */
export async function seedReceipts(
  uid: string,
  spaceId: string,
  slug: string,
  messages: readonly (readonly [string, StoredMessage])[],
): Promise<string[]> {
  const owner = OwnerCredential.ofSpace(uid, spaceId);
  const links: string[] = [];
  for (const receipt of DEMO_RECEIPTS) {
    const message = messages.find(([id]) => id === receipt.messageId)?.[1];
    if (!message) continue;
    await restoreReceipt(spaceId, receipt.messageId, receipt.token, message.createdAt);
    if ('reply' in receipt) await replyToMessage(owner, receipt.messageId, receipt.reply);
    links.push(receiptPath(slug, receipt.token));
  }
  return links;
}
