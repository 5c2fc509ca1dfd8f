// The collections of letters and fan messages: the messages themselves, their counter shards and
// the blocked senders under a space, and the abuse gate's rate-limit counters. Only callables
// (Admin SDK) touch them; the browser may do nothing with them, whoever it is.
import { OWNER_UID, type CollectionCase } from './collections';

const SPACE = 'spaces/space-1';

export const MESSAGE_COLLECTION_CASES: CollectionCase[] = [
  {
    name: 'spaces/{spaceId}/messages',
    collection: `${SPACE}/messages`,
    id: 'message-1',
    ownerUid: OWNER_UID,
    data: () => ({
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
    }),
  },
  {
    name: 'spaces/{spaceId}/messageCounters',
    collection: `${SPACE}/messageCounters`,
    id: '3',
    ownerUid: OWNER_UID,
    data: () => ({ unread: 2, held: 1 }),
  },
  {
    name: 'spaces/{spaceId}/blockedSenders',
    collection: `${SPACE}/blockedSenders`,
    id: 'c2VuZGVyLWtleS0x',
    ownerUid: OWNER_UID,
    data: () => ({
      senderKey: 'c2VuZGVyLWtleS0x',
      blockedAt: new Date('2026-01-03T00:00:00Z'),
      excerpt: 'buy followers at…',
      sentAt: new Date('2026-01-02T00:00:00Z'),
      stopped: 0,
    }),
  },
  {
    name: 'rateLimits',
    collection: 'rateLimits',
    id: 'client-abc123',
    ownerUid: OWNER_UID,
    data: () => ({
      count: 3,
      windowStart: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
  },
];
