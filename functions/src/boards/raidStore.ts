// Visitors' board posts at the start of a flood, for sends/raid.ts (decision 066): what was posted
// since a time on every board of the space, as much as tells a flood's posts apart, and holding
// some of them (each board's public documents follow through its own trigger).
import { LIMITS } from '@spaces/contracts';
import { db, TRANSACTION_OPTIONS } from '../platform/firestore';
import { holdInRaid } from './board';
import { boardIdsOf, postsOf } from './store';

/** A visitor's post as the start of raid mode looks at it. */
export interface PostedSince {
  boardId: string;
  id: string;
  firstSeen: boolean;
  addressKey?: string | undefined;
  senderKey?: string | undefined;
}

/** The visitors' posts on the space's boards since `from`. */
export async function postsSince(spaceId: string, from: Date): Promise<PostedSince[]> {
  const boards = await boardIdsOf(spaceId);
  const pages = await Promise.all(
    boards.map(async (boardId) => {
      const snapshot = await postsOf(spaceId, boardId)
        .where('createdAt', '>=', from)
        .orderBy('createdAt')
        .select('firstSeen', 'addressKey', 'senderKey', 'byOwner')
        .get();
      return snapshot.docs.flatMap((doc) => {
        const data = doc.data() as Record<string, unknown>;
        if (data.byOwner === true) return [];
        return [
          {
            boardId,
            id: doc.id,
            firstSeen: data.firstSeen === true,
            addressKey: typeof data.addressKey === 'string' ? data.addressKey : undefined,
            senderKey: typeof data.senderKey === 'string' ? data.senderKey : undefined,
          },
        ];
      });
    }),
  );
  return pages.flat();
}

/** Holds the posts (published or waiting; others stay as they are); how many it held. */
export async function holdPosts(
  spaceId: string,
  posts: readonly Pick<PostedSince, 'boardId' | 'id'>[],
): Promise<number> {
  let held = 0;
  for (let at = 0; at < posts.length; at += LIMITS.bulkActionMaxItems) {
    const refs = posts
      .slice(at, at + LIMITS.bulkActionMaxItems)
      .map(({ boardId, id }) => postsOf(spaceId, boardId).doc(id));
    held += await db().runTransaction(async (tx) => {
      const snapshots = await tx.getAll(...refs);
      const now = new Date();
      let changed = 0;
      snapshots.forEach((snapshot, i) => {
        const before = snapshot.data();
        if (!before) return;
        const after = holdInRaid(before, now);
        if (after === before) return;
        tx.set(refs[i]!, after);
        changed++;
      });
      return changed;
    }, TRANSACTION_OPTIONS);
  }
  return held;
}
