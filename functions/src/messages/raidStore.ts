// Letters and fan messages at the start of a flood, for sends/raid.ts (decision 066): what was
// sent since a time, as much as tells a flood's sends apart, and holding some of them the way the
// inbox holds a message (counters and the wall kept exact, a page per transaction).
import { LIMITS } from '@spaces/contracts';
import { db, TRANSACTION_OPTIONS } from '../platform/firestore';
import { NotFoundError } from '../platform/errors';
import * as inbox from './inbox';
import { changeMessagesIn, messagesOf, spaceRef } from './store';

/** A send as the start of raid mode looks at it. */
export interface SentSince {
  id: string;
  firstSeen: boolean;
  addressKey?: string | undefined;
  senderKey?: string | undefined;
  held: boolean;
}

/** The letters and fan messages sent since `from`, oldest first. */
export async function messagesSince(spaceId: string, from: Date): Promise<SentSince[]> {
  const snapshot = await messagesOf(spaceId)
    .where('createdAt', '>=', from)
    .orderBy('createdAt')
    .select('firstSeen', 'addressKey', 'senderKey', 'held')
    .get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as Partial<Record<keyof SentSince, unknown>>;
    return {
      id: doc.id,
      firstSeen: data.firstSeen === true,
      addressKey: typeof data.addressKey === 'string' ? data.addressKey : undefined,
      senderKey: typeof data.senderKey === 'string' ? data.senderKey : undefined,
      held: data.held === true,
    };
  });
}

/** Holds the messages `ids` (those held meanwhile, or deleted, stay as they are); how many. */
export async function holdMessages(spaceId: string, ids: readonly string[]): Promise<number> {
  let held = 0;
  for (let at = 0; at < ids.length; at += LIMITS.bulkActionMaxItems) {
    const page = ids.slice(at, at + LIMITS.bulkActionMaxItems);
    const outcome = await db().runTransaction((tx) => {
      const space = tx.get(spaceRef(spaceId)).then((snapshot) => {
        const data = snapshot.data();
        if (!data) throw new NotFoundError();
        return data;
      });
      return changeMessagesIn(tx, spaceId, space, page, inbox.holdInRaid);
    }, TRANSACTION_OPTIONS);
    held += outcome.length;
  }
  return held;
}
