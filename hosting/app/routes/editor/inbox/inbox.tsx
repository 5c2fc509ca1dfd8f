// /s/{slug}/messages: the inbox. Newest first; filters in the address (?filter=…&kind=…); cursor
// paging; compact rows that expand; per-message and bulk actions; the blocked-senders list.
import {
  blockSender,
  deleteMessages,
  INBOX_FILTERS,
  LIMITS,
  listBlockedSenders,
  listMessages,
  unblockSender,
  updateMessages,
  type BlockedSender,
  type InboxFilter,
  type InboxMessage,
  type MessageChange,
  type SpaceForEdit,
} from '@spaces/contracts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ArchiveIcon,
  BlockIcon,
  ChatIcon,
  ChevronDownIcon,
  LetterIcon,
  ReadAloudIcon,
  StarIcon,
} from '../../../components/icons/message-icons';
import { EyeIcon, EyeOffIcon, TrashIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useLang, useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import {
  inboxSearch,
  listRequest,
  matchesQuery,
  parseInboxQuery,
  type InboxQuery,
  type KindFilter,
} from '../../../lib/messages/inbox-query';
import { relativeTime } from '../../../lib/messages/relative-time';
import { titleMeta } from '../../../lib/page-title';
import { requireUser } from '../../../lib/session.server';
import type { Route } from './+types/inbox';
import { loadSpaceForEdit } from '../shell/load-space';
import { useCurrentInView } from '../shell/scroll-current';
import { FormError } from '../messages/message-settings-form';
import { setUnread } from './unread-count';
import { describeCallError } from '../form/call-messages';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'inboxTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const space = await loadSpaceForEdit(params.slug);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const page = await call(
    await signedInFunctions(),
    listMessages,
    listRequest(space.spaceId, query),
  );
  return { space, query, page, loadedAt: Date.now() };
}
clientLoader.hydrate = true as const;

export { EditorFallback as HydrateFallback } from '../shell/editor-fallback';

const KIND_FILTERS: readonly KindFilter[] = ['all', 'letter', 'fanMessage'];

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT('inbox');
  const { space, query } = loaderData;
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold text-neutral-900">{t('inboxTitle')}</h1>
      <Filters slug={space.slug} query={query} />
      {/* A new filter is a new list: the key starts its state afresh. */}
      <MessageList key={inboxSearch(query)} {...loaderData} />
      <BlockedSenders space={space} />
    </div>
  );
}

function Filters({ slug, query }: { slug: string; query: InboxQuery }) {
  const t = useT('inbox');
  const filterLabel: Record<InboxFilter, string> = {
    all: t('filterAll'),
    unread: t('filterUnread'),
    starred: t('filterStarred'),
    archived: t('filterArchived'),
    held: t('filterHeld'),
  };
  const kindLabel: Record<KindFilter, string> = {
    all: t('kindAll'),
    letter: t('kindLetter'),
    fanMessage: t('kindFanMessage'),
  };
  const chip = (active: boolean) =>
    cn(
      'inline-flex min-h-10 items-center rounded-full px-3.5 text-sm whitespace-nowrap focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none',
      active
        ? 'bg-primary-700 font-medium text-white'
        : 'bg-white text-neutral-700 ring-1 ring-neutral-200 hover:bg-neutral-100',
    );
  // The chosen chip may sit past the edge of a phone's screen: scroll it into view.
  const filters = useCurrentInView<HTMLElement>(query.filter);
  const kinds = useCurrentInView<HTMLElement>(query.kind);
  return (
    <div className="mb-4 space-y-2">
      <nav ref={filters} aria-label={t('filterLabel')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {INBOX_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={`/s/${slug}/messages${inboxSearch({ ...query, filter })}`}
                aria-current={query.filter === filter ? 'page' : undefined}
                className={chip(query.filter === filter)}
              >
                {filterLabel[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav ref={kinds} aria-label={t('kindLabel')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {KIND_FILTERS.map((kind) => (
            <li key={kind}>
              <Link
                to={`/s/${slug}/messages${inboxSearch({ ...query, kind })}`}
                aria-current={query.kind === kind ? 'page' : undefined}
                className={cn(chip(query.kind === kind), 'min-h-9 text-xs')}
              >
                {kindLabel[kind]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function MessageList({
  space,
  query,
  page,
  loadedAt,
}: {
  space: SpaceForEdit;
  query: InboxQuery;
  page: { messages: InboxMessage[]; next?: string; unread: number };
  loadedAt: number;
}) {
  const t = useT('inbox');
  const ui = useT('ui');
  const confirm = useConfirm();
  const { run: save, error: formError } = useInboxCall();
  const [messages, setMessages] = useState(page.messages);
  const [next, setNext] = useState(page.next);
  const [unread, setUnreadCount] = useState(page.unread);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
    setSelected(
      (current) =>
        new Set([...current].filter((id) => !byId.has(id) || matchesQuery(byId.get(id)!, query))),
    );
  }

  async function change(messageIds: string[], changeSet: MessageChange, done?: string) {
    const result = await save(
      async () =>
        call(await signedInFunctions(), updateMessages, { spaceId, messageIds, change: changeSet }),
      done,
    );
    if (!result) return;
    applyChanged(result.messages);
    setUnreadCount(result.unread);
  }

  async function remove(messageIds: string[]) {
    const confirmed = await confirm({
      title: t('deleteTitle', { count: messageIds.length }),
      description: t('deleteBody'),
      confirmLabel: t('delete'),
      cancelLabel: ui('cancel'),
      color: 'error',
    });
    if (!confirmed) return;
    const result = await save(
      async () => call(await signedInFunctions(), deleteMessages, { spaceId, messageIds }),
      t('deleted', { count: messageIds.length }),
    );
    if (!result) return;
    const gone = new Set(messageIds);
    setMessages((list) => list.filter((m) => !gone.has(m.messageId)));
    setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
    setUnreadCount(result.unread);
  }

  async function block(message: InboxMessage) {
    const confirmed = await confirm({
      title: t('blockTitle'),
      description: t('blockBody'),
      confirmLabel: t('block'),
      cancelLabel: ui('cancel'),
      color: 'error',
    });
    if (!confirmed) return;
    const result = await save(
      async () =>
        call(await signedInFunctions(), blockSender, { spaceId, messageId: message.messageId }),
      t('blocked'),
    );
    if (!result) return;
    setMessages((list) =>
      list.map((m) => (m.senderKey === message.senderKey ? { ...m, senderBlocked: true } : m)),
    );
    blockedChanged();
  }

  async function loadMore() {
    if (!next) return;
    const result = await save(async () =>
      call(await signedInFunctions(), listMessages, listRequest(spaceId, query, next)),
    );
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

type OnChange = (change: MessageChange, done: string) => Promise<void>;

/**
 * Runs one inbox call: a toast says what happened (only failures when `done` is left out), and
 * the error stays above the list until the next call succeeds.
 */
function useInboxCall() {
  const lang = useLang();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  async function run<T>(request: () => Promise<T>, done?: string): Promise<T | undefined> {
    try {
      const result = await request();
      setError(null);
      if (done) toast.add({ title: done, color: 'success' });
      return result;
    } catch (caught) {
      const { message } = describeCallError(lang, toCallError(caught));
      setError(message);
      toast.add({ title: message, color: 'error' });
      return undefined;
    }
  }
  return { run, error };
}

function BulkActions({
  query,
  onChange,
  onDelete,
}: {
  query: InboxQuery;
  onChange: OnChange;
  onDelete: () => Promise<void>;
}) {
  const t = useT('inbox');
  const archived = query.filter === 'archived';
  return (
    <div
      className="flex flex-wrap gap-1 [&>*]:min-h-11 sm:[&>*]:min-h-8"
      role="group"
      aria-label={t('bulkActions')}
    >
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() => onChange({ read: true }, t('markedRead'))}
      >
        {t('markRead')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() => onChange({ read: false }, t('markedUnread'))}
      >
        {t('markUnread')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() => onChange({ starred: true }, t('starred'))}
      >
        {t('star')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() =>
          onChange({ archived: !archived }, archived ? t('unarchived') : t('archived'))
        }
      >
        {archived ? t('unarchive') : t('archive')}
      </Button>
      {query.filter === 'held' && (
        <Button
          size="sm"
          variant="ghost"
          color="neutral"
          onClick={() => onChange({ release: true }, t('released'))}
        >
          {t('release')}
        </Button>
      )}
      <Button size="sm" variant="ghost" color="error" onClick={onDelete}>
        {t('delete')}
      </Button>
    </div>
  );
}

function MessageRow({
  message,
  slug,
  now,
  selected,
  expanded,
  onSelect,
  onToggle,
  onChange,
  onDelete,
  onBlock,
}: {
  message: InboxMessage;
  slug: string;
  now: number;
  selected: boolean;
  expanded: boolean;
  onSelect: (on: boolean) => void;
  onToggle: () => void;
  onChange: OnChange;
  onDelete: () => Promise<void>;
  onBlock: () => Promise<void>;
}) {
  const t = useT('inbox');
  const lang = useLang();
  const bodyId = useId();
  const KindIcon = message.kind === 'letter' ? LetterIcon : ChatIcon;
  const sender = message.name || t('anonymous');
  return (
    <li
      className={cn(!message.read && 'bg-primary-50/40')}
      data-testid="inbox-row"
      data-message-id={message.messageId}
      data-read={message.read}
    >
      <div className="flex items-start gap-2 px-2 py-2 sm:px-3">
        <label className="flex min-h-11 min-w-11 shrink-0 items-center justify-center">
          <span className="sr-only">{t('selectMessage', { sender })}</span>
          <input
            type="checkbox"
            className="size-5 accent-primary-600"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </label>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="flex min-h-11 min-w-0 flex-1 items-start gap-2 rounded-md py-1.5 text-left focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
        >
          <KindIcon
            className={cn(
              'mt-0.5 size-5 shrink-0',
              message.kind === 'letter' ? 'text-primary-700' : 'text-secondary-600',
            )}
            title={message.kind === 'letter' ? t('kindLetter') : t('kindFanMessage')}
          />
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline gap-2">
              {!message.read && (
                <span
                  className="size-2 shrink-0 self-center rounded-full bg-primary-600"
                  aria-hidden="true"
                />
              )}
              <span
                className={cn(
                  'truncate text-sm',
                  message.read ? 'text-neutral-700' : 'font-bold text-neutral-900',
                )}
              >
                {sender}
              </span>
              {!message.read && <span className="sr-only">{t('unread')}</span>}
              <time
                dateTime={message.createdAt}
                className="ml-auto shrink-0 text-xs text-neutral-500"
              >
                {relativeTime(lang, message.createdAt, now)}
              </time>
            </span>
            {!expanded && (
              <span className="mt-0.5 line-clamp-2 text-sm break-words text-neutral-600">
                {message.body}
              </span>
            )}
            <StatusBadges message={message} />
          </span>
          <ChevronDownIcon
            className={cn(
              'mt-0.5 size-4 shrink-0 text-neutral-400 motion-safe:transition-transform',
              expanded && 'rotate-180',
            )}
          />
        </button>
        <Button
          size="sm"
          variant="ghost"
          color={message.starred ? 'warning' : 'neutral'}
          aria-label={message.starred ? t('unstar') : t('star')}
          aria-pressed={message.starred}
          className="min-h-11 min-w-11"
          onClick={() =>
            onChange({ starred: !message.starred }, message.starred ? t('unstarred') : t('starred'))
          }
        >
          <StarIcon className="size-5" filled={message.starred} />
        </Button>
      </div>
      {expanded && (
        <div id={bodyId} className="space-y-3 px-4 pb-4 sm:pl-[4.25rem]">
          <p
            className="text-[15px] leading-[1.7] break-words whitespace-pre-line text-neutral-900"
            data-testid="message-body"
          >
            {message.body}
          </p>
          {/* Touch-sized on phones, compact where a pointer is precise. */}
          <div className="flex flex-wrap gap-2 [&>*]:min-h-11 sm:[&>*]:min-h-8">
            {message.held ? (
              <Button size="sm" onClick={() => onChange({ release: true }, t('released'))}>
                {t('release')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                color="neutral"
                onClick={() =>
                  onChange(
                    { read: !message.read },
                    message.read ? t('markedUnread') : t('markedRead'),
                  )
                }
              >
                {message.read ? t('markUnread') : t('markRead')}
              </Button>
            )}
            {message.kind === 'fanMessage' &&
              !message.held &&
              (message.wall === 'approved' ? (
                <Button
                  size="sm"
                  variant="outline"
                  color="neutral"
                  leading={<EyeOffIcon className="size-4" />}
                  onClick={() => onChange({ wall: 'hidden' }, t('hiddenFromWall'))}
                >
                  {t('hideFromWall')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  color="primary"
                  leading={<EyeIcon className="size-4" />}
                  onClick={() => onChange({ wall: 'approved' }, t('approvedToWall'))}
                >
                  {t('approveToWall')}
                </Button>
              ))}
            <Button
              size="sm"
              variant="outline"
              color="neutral"
              leading={<ArchiveIcon className="size-4" />}
              onClick={() =>
                onChange(
                  { archived: !message.archived },
                  message.archived ? t('unarchived') : t('archived'),
                )
              }
            >
              {message.archived ? t('unarchive') : t('archive')}
            </Button>
            {message.kind === 'letter' && (
              <Link
                to={`/s/${slug}/messages/${message.messageId}/read`}
                className="inline-flex min-h-8 items-center gap-1.5 rounded-md px-3 text-sm text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
              >
                <ReadAloudIcon className="size-4" />
                {t('readAloud')}
              </Link>
            )}
            {!message.senderBlocked && (
              <Button
                size="sm"
                variant="ghost"
                color="neutral"
                leading={<BlockIcon className="size-4" />}
                onClick={onBlock}
              >
                {t('block')}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              color="error"
              leading={<TrashIcon className="size-4" />}
              onClick={onDelete}
            >
              {t('delete')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function StatusBadges({ message }: { message: InboxMessage }) {
  const t = useT('inbox');
  const badges: Array<{ label: string; tone: string }> = [];
  if (message.held) badges.push({ label: t('badgeHeld'), tone: 'bg-warning-100 text-warning-900' });
  if (message.wall === 'approved')
    badges.push({ label: t('badgeOnWall'), tone: 'bg-primary-100 text-primary-900' });
  if (message.archived)
    badges.push({ label: t('badgeArchived'), tone: 'bg-neutral-100 text-neutral-700' });
  if (message.senderBlocked)
    badges.push({ label: t('badgeBlocked'), tone: 'bg-error-100 text-error-900' });
  if (badges.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span key={badge.label} className={cn('rounded px-1.5 py-0.5 text-xs', badge.tone)}>
          {badge.label}
        </span>
      ))}
    </span>
  );
}

// The blocked list is fetched when opened, and again after a block from the list above.
let blockedVersion = 0;
const blockedListeners = new Set<() => void>();
function blockedChanged() {
  blockedVersion += 1;
  for (const listener of blockedListeners) listener();
}

function BlockedSenders({ space }: { space: SpaceForEdit }) {
  const t = useT('inbox');
  const ui = useT('ui');
  const confirm = useConfirm();
  const { run: save, error: formError } = useInboxCall();
  const [open, setOpen] = useState(false);
  const [senders, setSenders] = useState<BlockedSender[] | null>(null);
  const [version, setVersion] = useState(blockedVersion);

  useEffect(() => {
    const listener = () => setVersion(blockedVersion);
    blockedListeners.add(listener);
    return () => void blockedListeners.delete(listener);
  }, []);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void (async () => {
      try {
        const result = await call(await signedInFunctions(), listBlockedSenders, {
          spaceId: space.spaceId,
        });
        if (current) setSenders(result.senders);
      } catch {
        if (current) setSenders([]);
      }
    })();
    return () => {
      current = false;
    };
  }, [open, version, space.spaceId]);

  async function unblock(sender: BlockedSender) {
    const confirmed = await confirm({
      title: t('unblockTitle'),
      description: t('unblockBody'),
      confirmLabel: t('unblock'),
      cancelLabel: ui('cancel'),
    });
    if (!confirmed) return;
    const result = await save(
      async () =>
        call(await signedInFunctions(), unblockSender, {
          spaceId: space.spaceId,
          senderKey: sender.senderKey,
        }),
      t('unblocked'),
    );
    if (result) setSenders((list) => list?.filter((s) => s.senderKey !== sender.senderKey) ?? null);
  }

  return (
    <details
      className="mt-8 rounded-lg bg-white ring-1 ring-neutral-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium text-neutral-800">
        {t('blockedTitle')}
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <p className="text-xs text-neutral-600">{t('blockedHint')}</p>
        <FormError message={formError} />
        {senders === null ? (
          <p className="text-sm text-neutral-500" role="status">
            {ui('loading')}
          </p>
        ) : senders.length === 0 ? (
          <p className="text-sm text-neutral-500">{t('blockedEmpty')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200" data-testid="blocked-senders">
            {senders.map((sender) => (
              <li key={sender.senderKey} className="flex items-center gap-3 py-2">
                <p className="min-w-0 flex-1 truncate text-sm text-neutral-700">
                  {sender.sample || t('blockedNoSample')}
                </p>
                <Button size="sm" variant="outline" color="neutral" onClick={() => unblock(sender)}>
                  {t('unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
