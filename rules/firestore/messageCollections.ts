// The collections of letters and fan messages: the messages themselves, their counter shards and
// the blocked senders under a space, and the abuse gate's rate-limit counters. Only callables
// (Admin SDK) touch them; the browser may do nothing with them, whoever it is.
import { collectionCase, type CollectionCase } from './collections';

export const MESSAGE_COLLECTION_CASES: CollectionCase[] = [
  collectionCase('spaces/{spaceId}/messages', 'message-1', () => ({
    kind: 'letter',
    body: 'いつも応援しています。Thank you for the stream!',
    name: 'Aki',
    senderKey: 'c2VuZGVyLWtleS0x',
    createdAt: new Date('2026-01-02T00:00:00Z'),
    read: false,
    starred: false,
    archived: false,
    held: false,
    wall: 'none',
  })),
  collectionCase('spaces/{spaceId}/messageCounters', '3', () => ({ unread: 2, held: 1 })),
  collectionCase('spaces/{spaceId}/blockedSenders', 'c2VuZGVyLWtleS0x', () => ({
    senderKey: 'c2VuZGVyLWtleS0x',
    blockedAt: new Date('2026-01-03T00:00:00Z'),
    excerpt: 'buy followers at…',
    sentAt: new Date('2026-01-02T00:00:00Z'),
    stopped: 0,
  })),
  collectionCase('rateLimits', 'client-abc123', () => ({
    count: 3,
    windowStart: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  })),
];
