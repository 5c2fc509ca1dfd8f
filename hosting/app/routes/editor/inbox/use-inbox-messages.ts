// The inbox list's state — the messages loaded so far, the cursor, the unread count, the selection
// and the open row — and the calls that change it: update, delete, block the sender, load more.
import {
  blockSender,
  deleteMessages,
  listMessages,
  replyToMessage,
  updateMessages,
  type InboxMessage,
  type MessageChange,
  type SpaceForEdit,
} from '@spaces/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { useOwnerCall } from '../../../forms/use-owner-call';
import { listRequest, matchesQuery, type InboxQuery } from '../../../lib/messages/inbox-query';
import { blockedChanged } from './blocked-senders';
import { setUnread } from '../../../lib/unread-count';
import { NOTHING_SELECTED, without, type Selection } from '../../../lib/selection';
import { useInboxCall } from './use-inbox-call';

/** A change to one message or to the selected ones, and what the toast says once it is made. */
export type OnChange = (change: MessageChange, done: string) => Promise<void>;

/** One page of the list as listMessages answers it. */
export interface InboxPage {
  messages: InboxMessage[];
  next?: string;
  unread: number;
}

export function useInboxMessages(space: SpaceForEdit, query: InboxQuery, page: InboxPage) {
  const t = useT('inbox');
  const { run: save, error: formError } = useInboxCall();
  const ownerCall = useOwnerCall(save);
  const [messages, setMessages] = useState(page.messages);
  const [next, setNext] = useState(page.next);
  const [unread, setUnreadCount] = useState(page.unread);
  const [selected, setSelected] = useState<Selection>(NOTHING_SELECTED);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { spaceId, slug } = space;

  useEffect(() => setUnread(slug, unread), [slug, unread]);

  /** Merges changed messages in; those that no longer match the filter leave the list. */
  function applyChanged(changed: readonly InboxMessage[]) {
    const byId = new Map(changed.map((m) => [m.messageId, m]));
    setMessages((list) =>
      list.flatMap((m) => {
        const updated = byId.get(m.messageId);
        if (!updated) return [m];
        return matchesQuery(updated, query) ? [updated] : [];
      }),
    );
    setSelected((current) =>
      without(current, (id) => byId.has(id) && !matchesQuery(byId.get(id)!, query)),
    );
  }

  async function change(messageIds: string[], changeSet: MessageChange, done?: string) {
    const request = { spaceId, messageIds, change: changeSet };
    const result = await save(() => callSignedIn(updateMessages, request), done);
    if (!result) return;
    applyChanged(result.messages);
    setUnreadCount(result.unread);
  }

  async function remove(messageIds: string[]) {
    const count = messageIds.length;
    const result = await ownerCall(
      deleteMessages,
      { spaceId, messageIds },
      t('deleted', { count }),
      {
        title: t('deleteTitle', { count }),
        description: t('deleteBody'),
        confirmLabel: t('delete'),
      },
    );
    if (!result) return;
    const gone = new Set(messageIds);
    setMessages((list) => list.filter((m) => !gone.has(m.messageId)));
    setSelected((current) => without(current, (id) => gone.has(id)));
    setUnreadCount(result.unread);
  }

  async function block({ messageId }: InboxMessage) {
    const result = await ownerCall(blockSender, { spaceId, messageId }, t('blocked'), {
      title: t('blockTitle'),
      description: t('blockBody'),
      confirmLabel: t('block'),
    });
    // Nothing in the list changes: which other messages share the sender is never shown.
    if (result) blockedChanged();
  }

  /** Writes, edits or (empty) removes the private reply; true once saved. */
  async function reply(message: InboxMessage, body: string): Promise<boolean> {
    const { messageId } = message;
    const done = body === '' ? t('replyDeleted') : t('replySaved');
    const result = await ownerCall(replyToMessage, { spaceId, messageId, body }, done);
    if (!result) return false;
    const { reply: _old, ...rest } = message;
    applyChanged([{ ...rest, ...(result.reply && { reply: result.reply }) }]);
    return true;
  }

  async function loadMore() {
    if (!next) return;
    const result = await save(() => callSignedIn(listMessages, listRequest(spaceId, query, next)));
    if (!result) return;
    setMessages((list) => {
      const seen = new Set(list.map((m) => m.messageId));
      return [...list, ...result.messages.filter((m) => !seen.has(m.messageId))];
    });
    setNext(result.next);
    setUnreadCount(result.unread);
  }

  function toggleExpanded(message: InboxMessage) {
    const opening = expanded !== message.messageId;
    setExpanded(opening ? message.messageId : null);
    // Opening an unread message reads it.
    if (opening && !message.read && !message.held) {
      void change([message.messageId], { read: true });
    }
  }

  return {
    messages,
    next,
    unread,
    selected,
    setSelected,
    expanded,
    formError,
    change,
    remove,
    block,
    reply,
    loadMore,
    toggleExpanded,
  };
}
