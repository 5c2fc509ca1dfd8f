// Raid mode and slow mode as the owner and the visitor see them (decision 045), through the
// Functions emulator with real Auth-emulator ID tokens: the editor reads the space's moderation,
// the public document says that messages are being reviewed, the owner releases or deletes every
// held message at once and ends raid mode, sets slow mode; strangers are refused; and the owner
// is mailed once when the space goes into raid mode. Raid mode is entered here as the abuse gate
// enters it, by writing `moderation.raidSince` on the space.
import {
  createSpace,
  getSpaceForEdit,
  setSpacePublished,
  settleHeldMessages,
  updateModeration,
} from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { beforeCalls, call, failure } from './support/call';
import { db, waitForPublicSpace } from './support/firestore';
import { settled } from './support/settled';
import { until } from './support/images';
import {
  putMessage,
  putMessages,
  readMessage,
  shardSums,
  spaceUpdateTime,
  trueCounts,
} from './support/inbox';
import { unique } from './support/stack';

let stranger: TestUser;
let otherOwner: TestUser;

beforeCalls(
  [createSpace, setSpacePublished, getSpaceForEdit, updateModeration, settleHeldMessages],
  {
    before: async () => {
      [stranger, otherOwner] = await Promise.all([newUser(), newUser()]);
    },
  },
);

/** A new owner's published space. */
async function publishedSpace(displayName = 'Mika') {
  const owner = await newUser();
  const slug = `r-${unique()}`;
  const { space } = await call(createSpace, owner, { slug, displayName });
  await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
  return { owner, spaceId: space.spaceId, slug };
}

/** What the send that saw a flood writes (decision 044): the whole map, once. */
async function enterRaidMode(spaceId: string, since: Date, slowModeMinutes = 0) {
  await db()
    .doc(`spaces/${spaceId}`)
    .set(
      { moderation: { raidSince: Timestamp.fromDate(since), slowModeMinutes } },
      { merge: true },
    );
}

/** A whole second, as Firestore keeps microseconds and the editor reads milliseconds. */
const aMinuteAgo = () => new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);

describe('a space in raid mode', () => {
  it('is shown to the owner and the visitor, and the owner settles every held message and ends it', async () => {
    const { owner, spaceId, slug } = await publishedSpace();
    await waitForPublicSpace(slug, (doc) => doc?.reviewing === false);
    const [delivered] = await putMessages(spaceId, [{ kind: 'letter' }]);
    const firstHeld = await putMessages(spaceId, [
      { kind: 'letter', held: true },
      { kind: 'fanMessage', held: true },
    ]);
    const since = aMinuteAgo();
    await enterRaidMode(spaceId, since);

    const opened = await call(getSpaceForEdit, owner, { slug });
    expect(opened.space.moderation).toEqual({ raidSince: since.toISOString(), slowModeMinutes: 0 });
    await waitForPublicSpace(slug, (doc) => doc?.reviewing === true);

    // Release all: both held messages reach the inbox as unread; the counters follow.
    const released = await call(settleHeldMessages, owner, { spaceId, action: 'release' });
    expect(released).toEqual({ settled: 2, more: false, unread: 3, held: 0 });
    for (const id of firstHeld) expect((await readMessage(spaceId, id))?.held).toBe(false);
    expect(await shardSums(spaceId)).toEqual(await trueCounts(spaceId));

    // Delete all: only what was held when the call began; one sent after it stays held.
    const secondHeld = await putMessages(spaceId, [
      { kind: 'fanMessage', held: true },
      { kind: 'letter', held: true, read: true },
      { kind: 'letter', held: true },
    ]);
    const later = await putMessage(spaceId, {
      held: true,
      createdAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const deleted = await call(settleHeldMessages, owner, { spaceId, action: 'delete' });
    expect(deleted).toEqual({ settled: 3, more: false, unread: 3, held: 1 });
    for (const id of secondHeld) expect(await readMessage(spaceId, id)).toBeUndefined();
    expect((await readMessage(spaceId, later))?.held).toBe(true);
    expect((await readMessage(spaceId, delivered!))?.held).toBe(false);
    expect(await shardSums(spaceId)).toEqual(await trueCounts(spaceId));

    // End raid mode: the editor and the public page follow; ending it again writes nothing.
    const ended = await call(updateModeration, owner, { spaceId, endRaid: true });
    expect(ended.space.moderation).toEqual({ raidSince: null, slowModeMinutes: 0 });
    await waitForPublicSpace(slug, (doc) => doc?.reviewing === false);
    const before = await spaceUpdateTime(spaceId);
    await call(updateModeration, owner, { spaceId, endRaid: true });
    expect(await spaceUpdateTime(spaceId)).toBe(before);
  });

  it('settles more held messages than one inbox selection takes, in one call', async () => {
    const { owner, spaceId } = await publishedSpace();
    const many = Array.from({ length: 230 }, () => ({ held: true }));
    // One batch of writes (the support helper writes one message at a time).
    const batch = db().batch();
    let clock = Date.UTC(2026, 0, 1);
    for (const over of many) {
      batch.set(db().collection(`spaces/${spaceId}/messages`).doc(), {
        kind: 'letter',
        body: `flood ${unique()}`,
        name: '',
        senderKey: `sender-${unique()}`,
        createdAt: new Date((clock += 1000)),
        read: false,
        starred: false,
        archived: false,
        wall: 'none',
        ...over,
      });
    }
    batch.set(db().doc(`spaces/${spaceId}/messageCounters/0`), { unread: 0, held: many.length });
    await batch.commit();
    await enterRaidMode(spaceId, aMinuteAgo());

    const answer = await call(settleHeldMessages, owner, { spaceId, action: 'release' });
    expect(answer).toEqual({ settled: 230, more: false, unread: 230, held: 0 });
    expect(await trueCounts(spaceId)).toEqual({ unread: 230, held: 0 });
  });
});

describe('slow mode', () => {
  it('is set by the owner and read back, in and out of raid mode, and never published', async () => {
    const { owner, spaceId, slug } = await publishedSpace();
    const saved = await call(updateModeration, owner, { spaceId, slowModeMinutes: 15 });
    expect(saved.space.moderation).toEqual({ raidSince: null, slowModeMinutes: 15 });
    const since = aMinuteAgo();
    await enterRaidMode(spaceId, since, 15);
    const changed = await call(updateModeration, owner, { spaceId, slowModeMinutes: 60 });
    expect(changed.space.moderation).toEqual({
      raidSince: since.toISOString(),
      slowModeMinutes: 60,
    });
    const opened = await call(getSpaceForEdit, owner, { slug });
    expect(opened.space.moderation.slowModeMinutes).toBe(60);
    const page = await waitForPublicSpace(slug, (doc) => doc?.reviewing === true);
    expect(JSON.stringify(page)).not.toContain('slowMode');
  });

  it('refuses a choice that is not on the list, and an empty change', async () => {
    const { owner, spaceId } = await publishedSpace();
    const odd = await failure(
      call(updateModeration, owner, { spaceId, slowModeMinutes: 2 as unknown as 1 }),
    );
    expect(odd.code).toBe('invalid-argument');
    expect(odd.details?.issues?.[0]).toMatchObject({ field: 'slowModeMinutes' });
    const empty = await failure(call(updateModeration, owner, { spaceId }));
    expect(empty.code).toBe('invalid-argument');
  });
});

describe('who may change moderation and settle held messages', () => {
  it('refuses a signed-out caller, a stranger, and the owner of another space', async () => {
    const { owner, spaceId, slug } = await publishedSpace();
    await call(createSpace, otherOwner, { slug: `o-${unique()}`, displayName: 'Other' });
    const held = await putMessage(spaceId, { held: true });
    await enterRaidMode(spaceId, aMinuteAgo());
    const calls = [
      (user?: TestUser) => call(updateModeration, user, { spaceId, endRaid: true }),
      (user?: TestUser) => call(updateModeration, user, { spaceId, slowModeMinutes: 60 }),
      (user?: TestUser) => call(settleHeldMessages, user, { spaceId, action: 'release' }),
      (user?: TestUser) => call(settleHeldMessages, user, { spaceId, action: 'delete' }),
    ];
    for (const change of calls) {
      expect((await failure(change())).code).toBe('unauthenticated');
      for (const user of [stranger, otherOwner]) {
        const refused = await failure(change(user));
        expect(refused.code).toBe('permission-denied');
        expect(refused.details?.reason).toBe('not-owner');
      }
    }
    expect((await readMessage(spaceId, held))?.held).toBe(true);
    const opened = await call(getSpaceForEdit, owner, { slug });
    expect(opened.space.moderation.raidSince).not.toBeNull();
    expect(opened.space.moderation.slowModeMinutes).toBe(0);
  });
});

describe('the raid-mode mail', () => {
  const mailsOf = async (uid: string) =>
    (await db().collection('mail').where('uid', '==', uid).get()).docs.map((doc) => ({
      id: doc.id,
      subject: (doc.data() as { message: { subject: string } }).message.subject,
      text: (doc.data() as { message: { text: string } }).message.text,
    }));
  const mailsArrived = (uid: string, count: number) =>
    until(
      `${count} raid mail(s) for ${uid}`,
      () => mailsOf(uid),
      (mails) => mails.length >= count,
      60_000,
    );

  it('is sent once when the space goes into raid mode, in the owner’s language', async () => {
    const { owner, spaceId, slug } = await publishedSpace('Mika');
    await db().doc(`users/${owner.uid}`).set({ language: 'en' }, { merge: true });
    const since = aMinuteAgo();
    await enterRaidMode(spaceId, since);
    const [mail] = await mailsArrived(owner.uid, 1);
    expect(mail!.id).toBe(`raid-${spaceId}-${since.getTime()}`);
    expect(mail!.subject).toBe('Mika is receiving a flood of messages');
    expect(mail!.text).toContain(`/s/${slug}`);

    // Changes while raid mode goes on, and its end, are not news.
    await call(updateModeration, owner, { spaceId, slowModeMinutes: 5 });
    await call(updateModeration, owner, { spaceId, endRaid: true });
    await settled();
    expect(await mailsOf(owner.uid)).toHaveLength(1);

    // A new flood later is.
    const again = new Date(since.getTime() + 30_000);
    await enterRaidMode(spaceId, again);
    const mails = await mailsArrived(owner.uid, 2);
    expect(mails.map((m) => m.id).sort()).toEqual(
      [`raid-${spaceId}-${since.getTime()}`, `raid-${spaceId}-${again.getTime()}`].sort(),
    );
  });
});
