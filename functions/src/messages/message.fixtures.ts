// A stored letter or fan message for tests: a new one as a send stores it (unread, unstarred, not
// archived, not held, not on the wall), with the parts a test is about laid over it.
import type { StoredMessage } from './message';

export const storedMessage = (over: Partial<StoredMessage> = {}): StoredMessage => ({
  kind: 'letter',
  body: 'いつも応援しています！',
  name: 'Aki',
  senderKey: 'sender-key-1',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  read: false,
  starred: false,
  archived: false,
  held: false,
  wall: 'none',
  ...over,
});
