// The inbox's list, a moderation list (components/moderation/): the bulk actions, the unread count
// while nothing is selected, the messages' rows, and "load more" while the cursor has more.
import { LIMITS, type SpaceForEdit } from '@spaces/contracts';
import { ModerationList } from '../../../components/moderation/moderation-list';
import { useT } from '../../../i18n/use-t';
import type { InboxQuery } from '../../../lib/messages/inbox-query';
import { FormError } from '../../../forms/form-error';
import { BulkActions } from './bulk-actions';
import { MessageRow } from './message-row';
import { useInboxMessages, type InboxPage } from './use-inbox-messages';

export function MessageList({
  space,
  query,
  page,
  loadedAt,
}: {
  space: SpaceForEdit;
  query: InboxQuery;
  page: InboxPage;
  loadedAt: number;
}) {
  const t = useT('inbox');
  const list = useInboxMessages(space, query, page);
  const { slug } = space;

  return (
    <div className="space-y-3">
      <FormError message={list.formError} />
      <ModerationList
        items={list.messages}
        idOf={(message) => message.messageId}
        selection={list.selected}
        onSelect={list.setSelected}
        selectLabel={(message) => t('selectMessage', { sender: message.name || t('anonymous') })}
        bulkActions={(ids) => (
          <BulkActions
            query={query}
            onChange={(changeSet, done) =>
              list.change(ids.slice(0, LIMITS.bulkActionMaxItems), changeSet, done)
            }
            onDelete={() => list.remove(ids.slice(0, LIMITS.bulkActionMaxItems))}
          />
        )}
        idle={
          <p className="ml-auto text-sm text-neutral-600" data-testid="inbox-unread">
            {t('unreadCount', { count: list.unread })}
          </p>
        }
        empty={emptyText(t, query)}
        listClassName="divide-y divide-neutral-200 overflow-hidden rounded-lg bg-white ring-1 ring-neutral-200"
        listTestId="inbox-list"
        renderRow={(message, select) => (
          <MessageRow
            message={message}
            slug={slug}
            now={loadedAt}
            select={select}
            expanded={list.expanded === message.messageId}
            onToggle={() => list.toggleExpanded(message)}
            onChange={(changeSet, done) => list.change([message.messageId], changeSet, done)}
            onDelete={() => list.remove([message.messageId])}
            onBlock={() => list.block(message)}
            onReply={(body) => list.reply(message, body)}
          />
        )}
        more={list.next ? { label: t('loadMore'), onMore: list.loadMore } : undefined}
      />
    </div>
  );
}

function emptyText(t: ReturnType<typeof useT<'inbox'>>, query: InboxQuery): string {
  switch (query.filter) {
    case 'unread':
      return t('emptyUnread');
    case 'starred':
      return t('emptyStarred');
    case 'archived':
      return t('emptyArchived');
    case 'held':
      return t('emptyHeld');
    default:
      return t('emptyAll');
  }
}
