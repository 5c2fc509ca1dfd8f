// The inbox's filters live in the address (?filter=unread&kind=letter), so a filtered view can be
// reloaded and shared with oneself; this turns them into the listMessages request.
import {
  INBOX_FILTERS,
  MESSAGE_KINDS,
  type InboxFilter,
  type ListMessagesRequest,
  type MessageKind,
} from '@spaces/contracts';

export type KindFilter = 'all' | MessageKind;

export interface InboxQuery {
  filter: InboxFilter;
  kind: KindFilter;
}

/** Reads the filters from the address; anything unknown falls back to the default. */
export function parseInboxQuery(search: URLSearchParams): InboxQuery {
  const filter = search.get('filter');
  const kind = search.get('kind');
  return {
    filter: (INBOX_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as InboxFilter)
      : 'all',
    kind: (MESSAGE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as MessageKind) : 'all',
  };
}

/** The address's query for the filters; defaults are left out, so the plain inbox is bare. */
export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.kind !== 'all') params.set('kind', query.kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The listMessages request for one page of the filtered inbox. */
export function listRequest(
  spaceId: string,
  query: InboxQuery,
  cursor?: string,
): ListMessagesRequest {
  return {
    spaceId,
    filter: query.filter,
    ...(query.kind === 'all' ? {} : { kind: query.kind }),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * Whether a message still belongs in the filtered list after a change (archiving in "all" takes
 * it out; starring in "starred" keeps it). Mirrors the server: "all" and "unread" leave out
 * archived and held messages.
 */
export function matchesQuery(
  message: { kind: MessageKind; read: boolean; starred: boolean; archived: boolean; held: boolean },
  query: InboxQuery,
): boolean {
  if (query.kind !== 'all' && message.kind !== query.kind) return false;
  switch (query.filter) {
    case 'all':
      return !message.archived && !message.held;
    case 'unread':
      return !message.read && !message.archived && !message.held;
    case 'starred':
      return message.starred;
    case 'archived':
      return message.archived;
    case 'held':
      return message.held;
  }
}
