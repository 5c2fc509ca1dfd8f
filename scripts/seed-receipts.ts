// The demo space's receipts and private replies (decisions 051 and 068): known receipt links for
// seeded letters — one delivered and unread, whose fan waits for a reply notice by e-mail; one
// read with the owner's private reply; one answered publicly (by seed-answers); and one a block
// dropped, which reads as delivered like any unread letter — so that `npm start` shows every
// state of a receipt page. Replies go through the store as the owner's callable does. The tokens
// are fixed so the links can be printed; real tokens are random and never stored.
import { receiptPath } from '@spaces/contracts';
import type { StoredMessage } from '../functions/src/messages/message';
import { replyToMessage, restoreReceipt } from '../functions/src/messages/store';
import { restoreNotice } from '../functions/src/notifications/noticeStore';
import { OwnerCredential } from '../functions/src/platform/credential';

/** A demo token: the label padded to a token's 43 characters. */
const token = (label: string) => label.padEnd(43, '0');

const DEMO_RECEIPTS = [
  {
    messageId: 'demo-letter-02',
    token: token('demoReceiptDelivered'),
    // Its fan asked to be told by e-mail, and confirmed: replying in the inbox mails the notice.
    notice: { email: 'waiting-fan@example.com', language: 'ja' },
  },
  {
    messageId: 'demo-letter-04',
    token: token('demoReceiptReplied'),
    reply:
      'Kenjiさん、試してくれてありがとう！写真が良くなったと聞いてとても嬉しいです。また見せてくださいね。',
  },
  { messageId: 'demo-letter-01', token: token('demoReceiptAnswered') },
] as const;

/** A send a block dropped: its message id was never written, its receipt keeps its words. */
const DROPPED = {
  messageId: 'demo-dropped-01',
  token: token('demoReceiptDropped'),
  dropped: {
    kind: 'letter',
    body: 'また配信で会えるのを楽しみにしています。（このお手紙はブロックで届いていませんが、控えは普通に見えます）',
    name: '',
    held: false,
  },
} as const;

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
    if ('notice' in receipt)
      await restoreNotice(
        spaceId,
        receipt.messageId,
        receipt.token,
        receipt.notice.email,
        receipt.notice.language,
        new Date(),
      );
    links.push(receiptPath(slug, receipt.token));
  }
  const dropped = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await restoreReceipt(spaceId, DROPPED.messageId, DROPPED.token, dropped, { ...DROPPED.dropped });
  links.push(receiptPath(slug, DROPPED.token));
  return links;
}
