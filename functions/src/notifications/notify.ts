// What notifications do, around the Firebase glue: a new item queues its window's task (or not,
// by the owner's choice); the task writes one mail about everything of that kind that arrived in
// the window; the daily digest writes one mail per account and day. Every step is idempotent:
// task ids and mail ids derive from the cause.
import { NOTIFICATION_KINDS, type NotificationKind } from '@spaces/contracts';
import { accountOf } from '../account/account';
import * as logs from '../platform/logs';
import { mailId, sendMail } from '../platform/mail';
import { siteOrigin } from '../platform/params';
import { enqueueOnce } from '../platform/tasks';
import { notificationMail, type MailGroup } from './mailContent';
import { raidMail } from './raidMail';
import * as store from './store';
import { STALE_AFTER_MS, delayUntilDue, digestWindow, windowOf } from './window';

/** The task function's name (`onTaskDispatched`), as the queue is named after it. */
const MAIL_TASK = 'sendNotificationMail';

/** A window's task: the account, the kind, and the window's start (ISO). */
export interface NotificationTask {
  uid: string;
  kind: NotificationKind;
  start: string;
}

export function isNotificationTask(value: unknown): value is NotificationTask {
  const task = value as Partial<NotificationTask> | null;
  return (
    typeof task?.uid === 'string' &&
    /^[A-Za-z0-9_-]{1,128}$/.test(task.uid) &&
    NOTIFICATION_KINDS.includes(task.kind as NotificationKind) &&
    typeof task.start === 'string' &&
    !Number.isNaN(Date.parse(task.start))
  );
}

export type NotifyOutcome = 'queued' | 'repeated' | 'skipped';

/**
 * A new item's document as its trigger hands it over: queued as notifyNewItem queues it, when the
 * document says when it was written (one that does not is not news).
 */
export async function notifyNewDocument(
  spaceId: string,
  kind: NotificationKind,
  data: Record<string, unknown>,
): Promise<void> {
  const createdAt = store.createdAtOf(data);
  if (createdAt) await notifyNewItem(spaceId, kind, createdAt);
}

/**
 * A new item of `kind` arrived in a space at `createdAt`: when its owner wants immediate mail,
 * queue the task of the item's window, due when the window closes. A second call for the same
 * window (another item, or the same trigger delivered again) finds the task queued already.
 */
export async function notifyNewItem(
  spaceId: string,
  kind: NotificationKind,
  createdAt: Date,
  now = new Date(),
): Promise<NotifyOutcome> {
  if (!(now.getTime() - createdAt.getTime() < STALE_AFTER_MS)) {
    logs.notificationSkipped('stale', { spaceId, kind });
    return 'skipped';
  }
  const uid = await store.ownerOfSpace(spaceId);
  if (!uid) {
    logs.notificationSkipped('space-gone', { spaceId, kind });
    return 'skipped';
  }
  const { notifications } = await accountOf(uid);
  if (notifications[kind] !== 'immediate') return 'skipped';
  const window = windowOf(createdAt);
  const task: NotificationTask = { uid, kind, start: window.start.toISOString() };
  const queued = await enqueueOnce(MAIL_TASK, task, {
    id: `${uid}-${kind}-${window.key}`,
    delaySeconds: delayUntilDue(window, now),
  });
  logs.notificationQueued(uid, kind, window.key, !queued);
  return queued ? 'queued' : 'repeated';
}

const path = (segment: string) => encodeURIComponent(segment);

/** What arrived of `kind` in one space in [start, end), as mail groups (one per board for posts). */
async function groupsOf(
  space: store.NotifiedSpace,
  kind: NotificationKind,
  start: Date,
  end: Date,
  origin: string,
): Promise<MailGroup[]> {
  const base = `${origin}/s/${path(space.slug)}`;
  if (kind === 'boardPosts') {
    const groups: MailGroup[] = [];
    for (const board of space.boards) {
      const { items, capped } = await store.newPosts(space.spaceId, board.boardId, start, end);
      if (items.length === 0) continue;
      groups.push({
        kind,
        spaceName: space.displayName,
        boardTitle: board.title,
        link: `${base}/${path(board.slug)}`,
        count: items.length,
        capped,
        items,
      });
    }
    return groups;
  }
  const messageKind = kind === 'letters' ? 'letter' : 'fanMessage';
  const { items, capped } = await store.newMessages(space.spaceId, messageKind, start, end);
  if (items.length === 0) return [];
  return [
    {
      kind,
      spaceName: space.displayName,
      link: `${base}/messages`,
      count: items.length,
      capped,
      items,
    },
  ];
}

/** Writes the mail of `groups` to the account, under `id`; false when nothing was written. */
async function mailAccount(
  account: Awaited<ReturnType<typeof accountOf>>,
  id: string,
  groups: MailGroup[],
  digestDay?: string,
): Promise<boolean> {
  if (!account.email) {
    logs.notificationSkipped('no-address', { uid: account.uid, id });
    return false;
  }
  if (groups.length === 0) {
    logs.notificationSkipped('nothing-new', { uid: account.uid, id });
    return false;
  }
  const content = notificationMail({
    language: account.language,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    settingsLink: `${siteOrigin()}/u/notifications`,
    ...(digestDay ? { digestDay } : {}),
    groups,
  });
  return sendMail(id, { to: account.email, uid: account.uid, ...content });
}

/**
 * The task of one window: one mail about everything of the kind that arrived in it, in every
 * space of the account. Its id is the window's, so a retried task writes it once.
 */
export async function sendWindowMail(task: NotificationTask): Promise<boolean> {
  const window = windowOf(new Date(task.start));
  const account = await accountOf(task.uid);
  if (account.notifications[task.kind] !== 'immediate') {
    logs.notificationSkipped('choice-changed', { uid: task.uid, kind: task.kind });
    return false;
  }
  const origin = siteOrigin();
  const groups: MailGroup[] = [];
  for (const space of await store.spacesOf(task.uid)) {
    groups.push(...(await groupsOf(space, task.kind, window.start, window.end, origin)));
  }
  return mailAccount(account, mailId('notify', task.uid, task.kind, window.key), groups);
}

/** One account's digest of the window; false when it had nothing to send (or sent it already). */
async function sendDigest(uid: string, window: ReturnType<typeof digestWindow>): Promise<boolean> {
  const account = await accountOf(uid);
  const kinds = NOTIFICATION_KINDS.filter((kind) => account.notifications[kind] === 'digest');
  if (kinds.length === 0) return false;
  const origin = siteOrigin();
  const groups: MailGroup[] = [];
  for (const space of await store.spacesOf(uid)) {
    for (const kind of kinds) {
      groups.push(...(await groupsOf(space, kind, window.start, window.end, origin)));
    }
  }
  return mailAccount(account, mailId('digest', uid, window.day), groups, window.day);
}

/**
 * The daily digest run ending at `end`: for every account with a digest choice, one mail about
 * the 24 hours before, grouped by space. Answers how many mails were written; throws (so the
 * schedule retries) when an account failed — the others' mails are not written twice.
 */
export async function sendDigests(end: Date): Promise<number> {
  const window = digestWindow(end);
  const uids = await store.digestAccounts(NOTIFICATION_KINDS);
  let sent = 0;
  let failed = 0;
  for (const uid of uids) {
    try {
      if (await sendDigest(uid, window)) sent += 1;
    } catch (error) {
      failed += 1;
      logs.digestFailed(uid, error);
    }
  }
  logs.digestsSent(window.day, uids.length, sent, failed);
  if (failed > 0) throw new Error(`${failed} digests failed`);
  return sent;
}

/**
 * Tells the owner that their space went into raid mode at `since` (decision 045), whatever their
 * notification choices: it asks for their action, as the notice of a changed address does. The
 * mail's id is the space's and the moment's, so a repeated or retried trigger mails once.
 */
export async function sendRaidMail(
  spaceId: string,
  space: store.RaidSpace,
  since: Date,
  now = new Date(),
): Promise<boolean> {
  if (!(now.getTime() - since.getTime() < STALE_AFTER_MS)) {
    logs.notificationSkipped('stale', { spaceId, kind: 'raid' });
    return false;
  }
  const account = await accountOf(space.ownerUid);
  if (!account.email) {
    logs.notificationSkipped('no-address', { uid: account.uid, spaceId, kind: 'raid' });
    return false;
  }
  const content = raidMail({
    language: account.language,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    spaceName: space.displayName,
    since,
    editorLink: `${siteOrigin()}/s/${path(space.slug)}`,
  });
  const id = mailId('raid', spaceId, String(since.getTime()));
  return sendMail(id, { to: account.email, uid: account.uid, ...content });
}
