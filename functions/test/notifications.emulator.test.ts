// Notifications end to end through the stack: the choices (updateNotifications), and the mail
// paths — a new letter, fan message or visitor's post fires a trigger in the Functions emulator,
// which queues a task on the Tasks emulator, which writes a `mail` document that we read here.
// The daily digest's body runs in this process, as the schedule would run it.
import {
  DEFAULT_NOTIFICATIONS,
  createBoard,
  createSpace,
  formatDate,
  getAccount,
  updateNotifications,
  type NotificationSettings,
} from '@spaces/contracts';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyNewItem, sendDigests, sendWindowMail } from '../src/notifications/notify';
import { digestWindow, windowOf } from '../src/notifications/window';
import { MAIL_RETENTION_DAYS, type MailDoc } from '../src/platform/mail';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { until } from './support/images';
import { putMessage } from './support/inbox';
import { settled } from './support/settled';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';
import { addBoard } from './support/boards';

const hostingOrigin = () => process.env.SPACES_HOSTING_ORIGIN ?? '';

beforeAll(
  () => warmUp([updateNotifications, getAccount, createSpace, createBoard]),
  WARM_UP_TIMEOUT_MS,
);

async function owner(
  notifications: Partial<NotificationSettings>,
  language: 'ja' | 'en' = 'ja',
): Promise<TestUser> {
  const user = await newUser();
  await call(updateNotifications, user, {
    notifications: { ...DEFAULT_NOTIFICATIONS, ...notifications },
  });
  // setAccountLanguage is the language page's; the stored field is what mails read.
  await db().doc(`users/${user.uid}`).set({ language }, { merge: true });
  return user;
}

async function spaceOf(user: TestUser, displayName = 'Mika') {
  const slug = `n-${unique()}`;
  const { space } = await call(createSpace, user, { slug, displayName });
  return { spaceId: space.spaceId, slug };
}

/** A mail document as read back: its dates are timestamps. */
type StoredMail = Omit<MailDoc, 'createdAt' | 'expireAt'> & {
  createdAt: Timestamp;
  expireAt: Timestamp;
};

async function mailsOf(uid: string): Promise<{ id: string; data: StoredMail }[]> {
  const snapshot = await db().collection('mail').where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as StoredMail }));
}

/** Waits until the account has `count` mails (the trigger and the task run asynchronously). */
const mailsArrived = (uid: string, count: number) =>
  until(
    `${count} mail(s) for ${uid}`,
    () => mailsOf(uid),
    (mails) => mails.length >= count,
    60_000,
  );

/** A visitor's (or, `byOwner`, the owner's) post stored as a visitor's send stores it. */
async function putPost(spaceId: string, boardId: string, over: DocumentData = {}) {
  const now = new Date();
  await db()
    .collection(`spaces/${spaceId}/boards/${boardId}/posts`)
    .add({
      body: 'A drawing for you',
      name: 'Rin',
      byOwner: false,
      senderKey: `sender-${unique()}`,
      status: 'published',
      queued: false,
      pinned: false,
      createdAt: now,
      updatedAt: now,
      ...over,
    });
}

describe('updateNotifications', () => {
  it('stores the choices, which getAccount then answers', async () => {
    const user = await newUser();
    expect((await call(getAccount, user, {})).notifications).toEqual(DEFAULT_NOTIFICATIONS);
    const notifications = {
      letters: 'digest',
      fanMessages: 'immediate',
      boardPosts: 'off',
    } as const;
    expect(await call(updateNotifications, user, { notifications })).toEqual({ notifications });
    expect((await call(getAccount, user, {})).notifications).toEqual(notifications);
    expect((await db().doc(`users/${user.uid}`).get()).get('notifications')).toEqual(notifications);
  });

  it('refuses an unknown mode, a missing kind and an unknown kind, storing nothing', async () => {
    const user = await newUser();
    const bad = [
      { letters: 'sometimes', fanMessages: 'off', boardPosts: 'off' },
      { letters: 'off', fanMessages: 'off' },
      { letters: 'off', fanMessages: 'off', boardPosts: 'off', wall: 'off' },
    ];
    for (const notifications of bad) {
      expect((await failure(call(updateNotifications, user, { notifications }))).code).toBe(
        'invalid-argument',
      );
    }
    expect((await db().doc(`users/${user.uid}`).get()).get('notifications')).toBeUndefined();
  });

  it('refuses a caller who is not signed in', async () => {
    const error = await failure(
      call(updateNotifications, undefined, { notifications: DEFAULT_NOTIFICATIONS }),
    );
    expect(error.code).toBe('unauthenticated');
  });
});

describe('immediate mail', { timeout: MANY_CALLS_TIMEOUT_MS }, () => {
  it('one letter → one mail to the owner, in their language, with an excerpt and the inbox link', async () => {
    const user = await owner({ letters: 'immediate' }, 'en');
    const { spaceId, slug } = await spaceOf(user);
    const createdAt = new Date();
    const body = `${'Dear Mika, '.repeat(10)}SECRET-TAIL`;
    await putMessage(spaceId, { kind: 'letter', body, name: 'Aki', createdAt });

    const [mail] = await mailsArrived(user.uid, 1);
    expect(mail!.id).toBe(`notify-${user.uid}-letters-${windowOf(createdAt).key}`);
    const { to, uid, message, expireAt, createdAt: written } = mail!.data;
    expect({ to, uid }).toEqual({ to: user.email, uid: user.uid });
    expect(message.subject).toBe('1 new letter for Mika');
    expect(message.text).toContain(`${hostingOrigin()}/s/${slug}/messages`);
    expect(message.text).toContain('Aki: Dear Mika,');
    expect(message.html).toContain(`href="${hostingOrigin()}/s/${slug}/messages"`);
    for (const part of [message.text, message.html]) {
      expect(part).not.toContain('SECRET-TAIL');
      expect(part).not.toContain('sender-');
    }
    const days = (expireAt.toMillis() - written.toMillis()) / (24 * 60 * 60 * 1000);
    expect(days).toBe(MAIL_RETENTION_DAYS);
    await settled();
    expect(await mailsOf(user.uid)).toHaveLength(1);
  });

  it('a burst of letters in one window → one mail that counts them all', async () => {
    const user = await owner({ letters: 'immediate' }, 'ja');
    const { spaceId } = await spaceOf(user);
    const createdAt = new Date();
    const batch = db().batch();
    for (let i = 0; i < 3; i++) {
      batch.set(db().collection(`spaces/${spaceId}/messages`).doc(), {
        kind: 'letter',
        body: `お手紙 ${i}`,
        name: '',
        senderKey: `sender-${unique()}`,
        createdAt,
        read: false,
        starred: false,
        archived: false,
        held: false,
        wall: 'none',
      });
    }
    await batch.commit();
    const [mail] = await mailsArrived(user.uid, 1);
    expect(mail!.data.message.subject).toBe('「Mika」に新しいお手紙が3件届きました');
    expect(mail!.data.message.text).toContain('匿名: お手紙 2');

    // A later letter of the same window finds the window's task queued already.
    await putMessage(spaceId, { kind: 'letter', createdAt });
    await settled();
    expect(await mailsOf(user.uid)).toHaveLength(1);
  });

  it('the trigger delivered twice queues once, and the task run twice mails once', async () => {
    const user = await owner({ letters: 'immediate' });
    const { spaceId } = await spaceOf(user);
    const createdAt = new Date();
    await putMessage(spaceId, { kind: 'letter', createdAt });
    await mailsArrived(user.uid, 1);

    expect(await notifyNewItem(spaceId, 'letters', createdAt)).toBe('repeated');
    const task = {
      uid: user.uid,
      kind: 'letters',
      start: windowOf(createdAt).start.toISOString(),
    } as const;
    expect(await sendWindowMail(task)).toBe(false);
    await settled();
    expect(await mailsOf(user.uid)).toHaveLength(1);
  });

  it('fan messages follow their own choice: a fan message mails, a letter (off) does not', async () => {
    const user = await owner({ letters: 'off', fanMessages: 'immediate' });
    const { spaceId, slug } = await spaceOf(user);
    await putMessage(spaceId, { kind: 'letter', createdAt: new Date() });
    await putMessage(spaceId, {
      kind: 'fanMessage',
      body: 'がんばって！',
      createdAt: new Date(),
    });
    const [mail] = await mailsArrived(user.uid, 1);
    expect(mail!.id).toContain('-fanMessages-');
    expect(mail!.data.message.subject).toBe('「Mika」に新しいファンメッセージが1件届きました');
    expect(mail!.data.message.text).toContain('がんばって！');
    expect(mail!.data.message.text).toContain(`${hostingOrigin()}/s/${slug}/messages`);
    await settled();
    expect(await mailsOf(user.uid)).toHaveLength(1);
  });

  it("a visitor's board post mails with the board's link; the owner's own posts do not count", async () => {
    const user = await owner({ letters: 'off', boardPosts: 'immediate' }, 'en');
    const { spaceId, slug } = await spaceOf(user);
    const board = await addBoard(user, spaceId, { slug: 'fan-art' });
    await putPost(spaceId, board.boardId, { byOwner: true, name: '', body: 'News from me' });
    await putPost(spaceId, board.boardId);
    const [mail] = await mailsArrived(user.uid, 1);
    expect(mail!.id).toContain('-boardPosts-');
    const { message } = mail!.data;
    expect(message.subject).toBe('1 new board post for Mika');
    expect(message.text).toContain('Mika / Fan art');
    expect(message.text).toContain('Rin: A drawing for you');
    expect(message.text).not.toContain('News from me');
    expect(message.text).toContain(`Open the board: ${hostingOrigin()}/s/${slug}/fan-art`);
    await settled();
    expect(await mailsOf(user.uid)).toHaveLength(1);
  });

  it('off sends nothing', async () => {
    const user = await owner({ letters: 'off', fanMessages: 'off', boardPosts: 'off' });
    const { spaceId } = await spaceOf(user);
    const createdAt = new Date();
    await putMessage(spaceId, { kind: 'letter', createdAt });
    await putMessage(spaceId, { kind: 'fanMessage', createdAt });
    expect(await notifyNewItem(spaceId, 'letters', createdAt)).toBe('skipped');
    await settled();
    expect(await mailsOf(user.uid)).toHaveLength(0);
  });
});

describe('daily digest', { timeout: MANY_CALLS_TIMEOUT_MS }, () => {
  it('one mail per account and day, grouped by space, about the last 24 hours only', async () => {
    const user = await owner({ letters: 'digest', fanMessages: 'digest' }, 'en');
    const first = await spaceOf(user, 'Mika');
    const second = await spaceOf(user, 'Rin Lab');
    const now = new Date();
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    await putMessage(first.spaceId, { kind: 'letter', body: 'Letter one', createdAt: hourAgo });
    await putMessage(first.spaceId, { kind: 'letter', body: 'Letter two', createdAt: hourAgo });
    await putMessage(first.spaceId, {
      kind: 'letter',
      body: 'Too old',
      createdAt: new Date(now.getTime() - 25 * 60 * 60 * 1000),
    });
    await putMessage(second.spaceId, { kind: 'fanMessage', body: 'Cheers', createdAt: hourAgo });
    // The digest choice sends nothing at once.
    expect(await notifyNewItem(first.spaceId, 'letters', hourAgo, now)).toBe('skipped');

    await sendDigests(now);
    const mails = await mailsOf(user.uid);
    expect(mails.map((mail) => mail.id)).toEqual([`digest-${user.uid}-${digestWindow(now).day}`]);
    const { message } = mails[0]!.data;
    expect(message.subject).toBe(
      `Your Spaces digest for ${formatDate('en', digestWindow(now).day, 'date')}: 3 new`,
    );
    expect(message.text).toContain('■ Mika: 2 new letters');
    expect(message.text).toContain(`${hostingOrigin()}/s/${first.slug}/messages`);
    expect(message.text).toContain('■ Rin Lab: 1 new fan message');
    expect(message.text).toContain(`${hostingOrigin()}/s/${second.slug}/messages`);
    expect(message.text).not.toContain('Too old');

    // The same day again (a retried run): still one mail.
    await sendDigests(new Date(now.getTime() + 1000));
    expect(await mailsOf(user.uid)).toHaveLength(1);
  });

  it('an account with nothing new that day gets no digest', async () => {
    const user = await owner({ letters: 'digest' });
    await spaceOf(user);
    await sendDigests(new Date());
    expect(await mailsOf(user.uid)).toHaveLength(0);
  });
});
