// The read-aloud view's steps through the inbox.
import type { InboxMessage } from '@spaces/contracts';

/**
 * The messages before and after this one in inbox order (newest first: "next" is older), and the
 * first after it not yet read aloud (from the top when none is below it).
 */
export function neighbours(list: readonly InboxMessage[], messageId: string) {
  const at = list.findIndex((m) => m.messageId === messageId);
  const others = at < 0 ? list : [...list.slice(at + 1), ...list.slice(0, at)];
  return {
    previous: at > 0 ? list[at - 1]!.messageId : undefined,
    next: at >= 0 && at < list.length - 1 ? list[at + 1]!.messageId : undefined,
    nextUnread: others.find((m) => m.readAloudAt === undefined)?.messageId,
  };
}
