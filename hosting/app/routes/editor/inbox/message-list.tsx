// The inbox's list: the selection bar (select all, then the bulk actions or the unread count), the
// rows, and "load more" while the cursor has more.
import { LIMITS, type SpaceForEdit } from '@spaces/contracts';
import { Button } from '../../../components/ui/button';
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
  const {
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
  } = useInboxMessages(space, query, page);
  const { slug } = space;

  const selectedIds = messages.map((m) => m.messageId).filter((id) => selected.has(id));
  const allSelected = messages.length > 0 && selectedIds.length === messages.length;

  return (
    <div className="space-y-3">
      <FormError message={formError} />
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-white px-3 py-2 ring-1 ring-neutral-200">
        <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-700">
          <input
            type="checkbox"
            className="size-5 accent-primary-600"
            checked={allSelected}
            disabled={messages.length === 0}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? messages.map((m) => m.messageId) : []))
            }
          />
          {selectedIds.length > 0
            ? t('selectedCount', { count: selectedIds.length })
            : t('selectAll')}
        </label>
        {selectedIds.length > 0 ? (
          <BulkActions
            query={query}
            onChange={(changeSet, done) =>
              change(selectedIds.slice(0, LIMITS.bulkActionMaxItems), changeSet, done)
            }
            onDelete={() => remove(selectedIds.slice(0, LIMITS.bulkActionMaxItems))}
          />
        ) : (
          <p className="ml-auto text-sm text-neutral-600" data-testid="inbox-unread">
            {t('unreadCount', { count: unread })}
          </p>
        )}
      </div>
      {messages.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-sm text-neutral-600 ring-1 ring-neutral-200">
          {emptyText(t, query)}
        </p>
      ) : (
        <ul
          className="divide-y divide-neutral-200 overflow-hidden rounded-lg bg-white ring-1 ring-neutral-200"
          data-testid="inbox-list"
        >
          {messages.map((message) => (
            <MessageRow
              key={message.messageId}
              message={message}
              slug={slug}
              now={loadedAt}
              selected={selected.has(message.messageId)}
              expanded={expanded === message.messageId}
              onSelect={(on) =>
                setSelected((current) => {
                  const copy = new Set(current);
                  if (on) copy.add(message.messageId);
                  else copy.delete(message.messageId);
                  return copy;
                })
              }
              onToggle={() => toggleExpanded(message)}
              onChange={(changeSet, done) => change([message.messageId], changeSet, done)}
              onDelete={() => remove([message.messageId])}
              onBlock={() => block(message)}
              onReply={(body) => reply(message, body)}
            />
          ))}
        </ul>
      )}
      {next && (
        <Button variant="outline" color="neutral" block onClick={loadMore}>
          {t('loadMore')}
        </Button>
      )}
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
