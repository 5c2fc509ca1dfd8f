// Deleting a space removes everything it had outside its own document: letters and fan messages,
// counter shards, blocked senders and the abuse gate's counters; another space keeps its own.
import { blockSender, deleteSpace, listMessages } from '@spaces/contracts';
import { describe, expect, it, vi } from 'vitest';
import { call, beforeCalls } from './support/call';
import { db } from './support/firestore';
import { send, warmUpSendForm } from './support/sendForm';
import { newClient, newOpenSpace, storedMessages } from './support/sends';

beforeCalls([deleteSpace], { after: warmUpSendForm });

/** Every document of the space outside its own document, by where it lives. */
async function leftovers(spaceId: string): Promise<Record<string, number>> {
  const space = db().doc(`spaces/${spaceId}`);
  const [messages, counters, blocked, limits, receipts] = await Promise.all([
    space.collection('messages').get(),
    space.collection('messageCounters').get(),
    space.collection('blockedSenders').get(),
    db().collection('rateLimits').where('spaceId', '==', spaceId).get(),
    db().collection('receipts').where('spaceId', '==', spaceId).get(),
  ]);
  return {
    messages: messages.size,
    messageCounters: counters.size,
    blockedSenders: blocked.size,
    rateLimits: limits.size,
    receipts: receipts.size,
  };
}

async function sendBoth(slug: string) {
  const from = newClient();
  await send('letter', { slug, body: 'お元気で。Take care.' }, from);
  await send('fanMessage', { slug, body: '大好き！' }, from);
}

describe('deleting a space', () => {
  it('leaves none of its messages, counters, blocked senders, rate limits or receipts behind', async () => {
    const doomed = await newOpenSpace();
    const kept = await newOpenSpace();
    await Promise.all([sendBoth(doomed.slug), sendBoth(kept.slug)]);
    const { messages } = await call(listMessages, doomed.owner, {
      spaceId: doomed.spaceId,
      filter: 'all',
    });
    await call(blockSender, doomed.owner, {
      spaceId: doomed.spaceId,
      messageId: messages[0]!.messageId,
    });
    const before = await leftovers(doomed.spaceId);
    expect(before.messages).toBe(2);
    expect(before.messageCounters).toBeGreaterThan(0);
    expect(before.blockedSenders).toBe(1);
    expect(before.rateLimits).toBeGreaterThan(0);
    expect(before.receipts).toBe(2);

    await call(deleteSpace, doomed.owner, { spaceId: doomed.spaceId });

    await vi.waitFor(
      async () => {
        expect(await leftovers(doomed.spaceId)).toEqual({
          messages: 0,
          messageCounters: 0,
          blockedSenders: 0,
          rateLimits: 0,
          receipts: 0,
        });
      },
      { timeout: 120_000, interval: 500 },
    );
    expect(await storedMessages(kept.spaceId)).toHaveLength(2);
  });
});
