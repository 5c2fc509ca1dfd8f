// Deleting an account on the stack: a user with everything (two spaces with every section and
// image slot through the real pipeline, a renamed slug, boards with posts, letters and fan
// messages, a blocked sender, mail, a staged upload left behind, an icon) and a second user with
// a space. After `deleteAccount` and its queued sweep, the emulators are LISTED — every document
// of every collection, recursively, every object, every Auth user — to prove that nothing of the
// first user is left and that the second user's data is whole. Then: a sweep that dies part-way
// is finished by the next run; an old sign-in is refused.
import {
  DEFAULT_MESSAGE_SETTINGS,
  PRESET_DESIGNS,
  blockSender,
  createBoard,
  createSpace,
  deleteAccount,
  getAccount,
  listMessages,
  previewLink,
  renameSpace,
  setSpacePublished,
  updateFanMessageSettings,
  updateLetterSettings,
  updateMessages,
  updateNgWords,
  updateSpaceButtons,
  updateSpaceCards,
  updateSpaceDesign,
  updateSpaceEmbeds,
  updateSpaceSns,
  updateSpaceTexts,
  updateSpaceTop,
  updateThanksSettings,
  writeBoardPost,
  exportPath,
  japanDate,
  TOP_PAGE,
  type ImageSlot,
} from '@spaces/contracts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordView, rollUpDay } from '../src/insights/store';
import { sweepAccount, type SweepStep } from '../src/accountDeletion/deletion';
import { mailId, sendMail } from '../src/platform/mail';
import { authUserExists, newUser, signInAgain, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { BUCKET, bucket, processed, stage, until } from './support/images';
import { send, warmUpSendForm } from './support/sendForm';
import { newClient } from './support/sends';
import { PROJECT_ID, unique } from './support/stack';
import { addBoard } from './support/boards';

vi.setConfig({ testTimeout: 600_000 });

/** The sweep (run in this process by the fault test) deletes objects in the default bucket. */
function admin(): Firestore {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
  return db();
}

const photo = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** Every image slot of a space the pipeline fills today (board covers are not wired to it yet). */
const SPACE_SLOTS: readonly ImageSlot[] = [
  'space-avatar',
  'space-header',
  'space-background',
  'card',
  'thanks-letter',
  'thanks-fan-message',
  'embed-poster',
];

interface Built {
  spaceIds: string[];
  /** Current and former slugs. */
  slugs: string[];
  boardIds: string[];
  /** Opaque keys of the visitors who wrote in (the abuse gate's counters are keyed by them). */
  senderKeys: string[];
}

/** Uploads through the real pipeline and waits until it attached the image. */
async function image(owner: TestUser, slot: ImageSlot, target: Record<string, string> = {}) {
  const staged = await stage(owner.uid, await photo({ r: 200, g: 90, b: 40 }), {
    slot,
    ...target,
  });
  const outcome = await processed(staged.uploadId);
  expect(outcome.status, `${slot} upload`).toBe('ready');
}

/**
 * A published space with every section, every image slot, a renamed slug, a board with the
 * owner's and a visitor's post, a letter, fan messages (one on the wall), and a blocked sender.
 * Every text carries `tag`, so that any copy left anywhere is found by the listing.
 */
async function fullSpace(
  owner: TestUser,
  tag: string,
  slots: readonly ImageSlot[] = SPACE_SLOTS,
): Promise<Built> {
  const first = `del-${unique()}`;
  const { space } = await call(createSpace, owner, { slug: first, displayName: `Mika ${tag}` });
  const { spaceId } = space;
  await call(updateSpaceTop, owner, {
    spaceId,
    top: { displayName: `Mika ${tag}`, bio: `bio ${tag}\nline two`, layout: 'centered' },
  });
  await call(updateSpaceSns, owner, { spaceId, sns: [{ service: 'x', value: '@mika_spaces' }] });
  const { space: withButtons } = await call(updateSpaceButtons, owner, {
    spaceId,
    buttons: [
      {
        label: `shop ${tag}`,
        url: 'https://shop.example.com/',
        color: 'primary',
        variant: 'solid',
        visible: true,
      },
    ],
  });
  const { space: withCards } = await call(updateSpaceCards, owner, {
    spaceId,
    cards: [{ title: `card ${tag}`, text: 'zine', visible: true }],
  });
  await call(updateSpaceTexts, owner, {
    spaceId,
    texts: [{ heading: `text ${tag}`, body: 'hello', visible: true }],
  });
  const { space: withEmbeds } = await call(updateSpaceEmbeds, owner, {
    spaceId,
    embeds: [
      {
        provider: 'spotify',
        url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
        title: `track ${tag}`,
        visible: true,
      },
    ],
  });
  await call(updateSpaceDesign, owner, { spaceId, ...PRESET_DESIGNS.pastel });
  await call(updateLetterSettings, owner, {
    spaceId,
    letterBox: { ...DEFAULT_MESSAGE_SETTINGS.letterBox, enabled: true, intro: `intro ${tag}` },
  });
  await call(updateFanMessageSettings, owner, {
    spaceId,
    fanMessages: { ...DEFAULT_MESSAGE_SETTINGS.fanMessages, enabled: true, showWall: true },
  });
  await call(updateThanksSettings, owner, {
    spaceId,
    thanks: { letter: { text: `thanks ${tag}` }, fanMessage: { text: `thanks ${tag}` } },
  });
  await call(updateNgWords, owner, { spaceId, ngWords: [`ng${tag}`] });
  await call(setSpacePublished, owner, { spaceId, published: true });
  const second = `del-${unique()}`;
  await call(renameSpace, owner, { spaceId, slug: second });

  const board = await addBoard(owner, spaceId, { title: `board ${tag}`, description: 'anything' });
  await call(writeBoardPost, owner, { spaceId, boardId: board.boardId, body: `news ${tag}` });
  await send(
    'boardPost',
    { slug: second, boardSlug: board.slug, body: `fan art ${tag}` },
    newClient(),
  );

  const [letterFrom, fanFrom] = [newClient(), newClient()];
  await send('letter', { slug: second, body: `letter ${tag}` }, letterFrom);
  await send('fanMessage', { slug: second, body: `fan ${tag}` }, fanFrom);
  await send('fanMessage', { slug: second, body: `held ng${tag}` }, newClient());
  const { messages } = await call(listMessages, owner, { spaceId, filter: 'all' });
  const letter = messages.find((m) => m.kind === 'letter')!;
  const fan = messages.find((m) => m.kind === 'fanMessage')!;
  await call(updateMessages, owner, {
    spaceId,
    messageIds: [fan.messageId],
    change: { wall: 'approved' },
  });
  const { blocked } = await call(blockSender, owner, { spaceId, messageId: letter.messageId });
  // A visitor's view, counted and rolled up: insights' shards, first sights and days.
  const today = japanDate(new Date());
  await recordView({ spaceId, date: today, page: TOP_PAGE, visitor: unique(), phone: true });
  await rollUpDay(spaceId, today);

  const cardId = withCards.cards[0]!.id;
  const targets: Record<ImageSlot, Record<string, string>> = {
    'space-avatar': { spaceId },
    'space-header': { spaceId },
    'share-image': { spaceId },
    'space-background': { spaceId },
    card: { spaceId, itemId: cardId },
    button: { spaceId, itemId: withButtons.buttons[0]!.id },
    'thanks-letter': { spaceId },
    'thanks-fan-message': { spaceId },
    'board-cover': { spaceId, itemId: board.boardId },
    'embed-poster': { spaceId, itemId: withEmbeds.embeds[0]!.id },
    'user-icon': {},
  };
  // In parallel: each waits for the pipeline, which takes seconds per image on a busy machine.
  await Promise.all(slots.map((slot) => image(owner, slot, targets[slot])));

  // Let the triggers settle (the public documents moved to the new slug, with the images), so
  // that what the listing sees next is the space as it stays.
  await until(
    `the public documents of ${second}`,
    async () => {
      const [old, current, publicBoard] = await Promise.all([
        db().doc(`publicSpaces/${first}`).get(),
        db().doc(`publicSpaces/${second}`).get(),
        db().doc(`publicBoards/${second}:${board.slug}`).get(),
      ]);
      return (
        !old.exists &&
        current.exists &&
        publicBoard.exists &&
        (!slots.includes('space-avatar') || current.get('top.avatar') !== undefined)
      );
    },
    (settled) => settled,
  );

  return {
    spaceIds: [spaceId],
    slugs: [first, second],
    boardIds: [board.boardId],
    // The stored messages' keys (never shown to the owner) and the block's id.
    senderKeys: [
      ...(await db().collection(`spaces/${spaceId}/messages`).get()).docs.flatMap((doc) => [
        doc.get('senderKey') as string,
        doc.get('addressKey') as string,
      ]),
      blocked.blockId,
    ],
  };
}

/** Mail documents for `user`, as notifications write them. */
async function mailFor(user: TestUser, tag: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => mailId('test', user.uid, tag, String(i)));
  for (const id of ids)
    await sendMail(id, {
      to: user.email,
      uid: user.uid,
      subject: `subject ${tag}`,
      text: `text ${tag}`,
      html: `<p>${tag}</p>`,
    });
  return ids;
}

interface Listed {
  path: string;
  json: string;
}

/**
 * Where the emulators' own conformance fixtures (emulators/test/functions, loaded only into the
 * test stack, never deployed) record every Storage event they see: test infrastructure, not data
 * of the product, so the listing leaves it out.
 */
const FIXTURE_EVENTS = '_events';

/** Every document in Firestore, with every collection under every document, recursively. */
async function listFirestore(): Promise<Listed[]> {
  const found: Listed[] = [];
  const visit = async (parents: DocumentReference[]) => {
    let next: DocumentReference[] = [];
    for (let i = 0; i < parents.length; i += 50) {
      const batch = parents.slice(i, i + 50);
      const children = await Promise.all(batch.map((doc) => doc.listCollections()));
      for (const collections of children)
        for (const collection of collections) {
          // listDocuments also names documents that do not exist but hold subcollections.
          const [refs, snapshot] = await Promise.all([
            collection.listDocuments(),
            collection.get(),
          ]);
          for (const doc of snapshot.docs)
            found.push({ path: doc.ref.path, json: JSON.stringify(doc.data()) });
          next = next.concat(refs);
        }
    }
    if (next.length > 0) await visit(next);
  };
  const roots = await admin().listCollections();
  for (const collection of roots) {
    if (collection.id === FIXTURE_EVENTS) continue;
    const [refs, snapshot] = await Promise.all([collection.listDocuments(), collection.get()]);
    for (const doc of snapshot.docs)
      found.push({ path: doc.ref.path, json: JSON.stringify(doc.data()) });
    await visit(refs);
  }
  return found;
}

async function listObjects(): Promise<string[]> {
  const [files] = await bucket().getFiles();
  return files.map((file) => file.name);
}

async function listAuthUids(): Promise<Set<string>> {
  admin();
  const uids = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) uids.add(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}

/** Everything of the stack that mentions any of `markers`: documents, objects, Auth users. */
async function leftovers(markers: readonly string[]) {
  const mentions = (text: string) => markers.some((marker) => text.includes(marker));
  const [docs, objects, uids] = await Promise.all([listFirestore(), listObjects(), listAuthUids()]);
  return {
    documents: docs.filter((d) => mentions(d.path) || mentions(d.json)).map((d) => d.path),
    objects: objects.filter(mentions),
    authUsers: [...uids].filter(mentions),
  };
}

const NOTHING = { documents: [], objects: [], authUsers: [] };

/** The Tasks emulator's count of tasks added to the sweep's queue in the last five minutes. */
async function sweepTasksAdded(): Promise<number> {
  const host = process.env.CLOUD_TASKS_EMULATOR_HOST;
  if (!host) throw new Error('CLOUD_TASKS_EMULATOR_HOST is not set: start the stack first');
  const stats = (await (await fetch(`http://${host}/queueStats`)).json()) as Record<
    string,
    { tasksAdded: number }
  >;
  const queue = stats[`queue:${PROJECT_ID}-asia-northeast1-sweepAccount`];
  if (!queue)
    throw new Error(`no sweep queue in the Tasks emulator: ${Object.keys(stats).join(', ')}`);
  // The emulator reports a five-minute rate (added ÷ 5); times 5 is the count.
  return Math.round(queue.tasksAdded * 5);
}

/** The same user's ID token with its sign-in time moved into the past (the emulator signs none). */
function withSignInAgo(user: TestUser, seconds: number): TestUser {
  const [header, payload] = user.idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
    auth_time: number;
  };
  claims.auth_time -= seconds;
  const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ...user, idToken: `${header}.${forged}.` };
}

beforeAll(async () => {
  admin();
  await warmUp([
    createSpace,
    updateSpaceTop,
    updateSpaceSns,
    updateSpaceButtons,
    updateSpaceCards,
    updateSpaceTexts,
    updateSpaceEmbeds,
    updateSpaceDesign,
    updateLetterSettings,
    updateFanMessageSettings,
    updateThanksSettings,
    updateNgWords,
    setSpacePublished,
    renameSpace,
    createBoard,
    writeBoardPost,
    listMessages,
    updateMessages,
    blockSender,
    getAccount,
    deleteAccount,
  ]);
  await warmUpSendForm();
}, WARM_UP_TIMEOUT_MS);

describe('deleteAccount', () => {
  it('leaves nothing of the account in Firestore, Storage or Auth, and the other user whole', async () => {
    const tag = `gone${unique()}`;
    const keptTag = `kept${unique()}`;
    const [doomed, kept] = await Promise.all([newUser(), newUser()]);

    // Built side by side: each space is a few dozen calls and image uploads, mostly waiting on
    // the pipeline, and the three have nothing in common but their owners.
    const [first, second, keptSpace] = await Promise.all([
      fullSpace(doomed, tag),
      fullSpace(doomed, tag),
      fullSpace(kept, keptTag, ['space-avatar', 'card']),
    ]);
    const built = [first, second];
    await image(doomed, 'user-icon');
    await mailFor(doomed, tag, 3);
    // A link preview counts against the account's hourly allowance (refused here: loopback).
    await call(previewLink, doomed, { spaceId: built[0]!.spaceIds[0]!, url: 'http://127.0.0.1/' });
    // Staged but never taken by the pipeline (its name is not one the rules let browsers use,
    // so the trigger leaves it alone): an upload that stopped half-way.
    await bucket().file(`uploads/${doomed.uid}/interrupted/part-1`).save(Buffer.from('partial'));
    // An export taken before deleting: it goes with the account, not a day later.
    const exported = exportPath(doomed.uid, unique(), 'inbox.csv');
    await bucket().file(exported).save(Buffer.from('id\r\n'));

    await image(kept, 'user-icon');
    const keptMail = await mailFor(kept, keptTag, 1);

    const markers = [
      doomed.uid,
      doomed.email,
      tag,
      ...built.flatMap((b) => [...b.spaceIds, ...b.slugs, ...b.boardIds, ...b.senderKeys]),
    ];
    const before = await leftovers(markers);
    // The listing sees what is there: every kind of thing the account owns, before.
    for (const prefix of [
      'users/',
      'spaces/',
      'slugs/',
      'publicSpaces/',
      'publicBoards/',
      'imageUploads/',
      'mail/',
      'rateLimits/',
    ])
      expect(
        before.documents.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    for (const sub of [
      '/messages/',
      '/messageCounters/',
      '/blockedSenders/',
      '/posts/',
      '/insightShards/',
      '/insightDays/',
    ])
      expect(
        before.documents.some((path) => path.includes(sub)),
        sub,
      ).toBe(true);
    expect(before.documents).toContain(`rateLimits/preview-hour_${doomed.uid}`);
    expect(before.objects.some((name) => name.startsWith(`images/${doomed.uid}/`))).toBe(true);
    expect(before.objects).toContain(`uploads/${doomed.uid}/interrupted/part-1`);
    expect(before.objects).toContain(exported);
    expect(before.authUsers).toEqual([doomed.uid]);
    const keptBefore = await leftovers([kept.uid, keptTag, ...keptSpace.spaceIds]);

    // Two calls at once (a double click, two tabs): one sweep is queued (and its late pass). The
    // person signs in again first, as the account page asks: on a busy machine building the
    // account can outlast the recent sign-in that deletion needs.
    const signedIn = await signInAgain(doomed);
    const added = await sweepTasksAdded();
    const answers = await Promise.all([
      call(deleteAccount, signedIn, {}),
      call(deleteAccount, signedIn, {}),
    ]);
    expect(answers.map((a) => a.queued).sort()).toEqual([false, true]);
    expect(await sweepTasksAdded()).toBe(added + 2);
    // Locked out at once: no new session can start while the sweep runs.
    admin();
    const locked = await getAuth()
      .getUser(doomed.uid)
      .catch(() => undefined);
    expect(locked === undefined || locked.disabled).toBe(true);

    // The Auth user goes last: once it is gone, the sweep has finished.
    await until(
      'the sweep to delete the Auth user',
      () => authUserExists(doomed.uid),
      (exists) => !exists,
      240_000,
    );
    const after = await until(
      'nothing of the account to be left',
      () => leftovers(markers),
      (found) => JSON.stringify(found) === JSON.stringify(NOTHING),
      120_000,
    ).catch(async (error: unknown) => {
      // Say what was left, not only that something was.
      expect(await leftovers(markers)).toEqual(NOTHING);
      throw error;
    });
    expect(after).toEqual(NOTHING);

    // The other user: everything they had.
    const keptAfter = await leftovers([kept.uid, keptTag, ...keptSpace.spaceIds]);
    expect(keptAfter.documents).toEqual(expect.arrayContaining(keptBefore.documents));
    expect(keptAfter.objects).toEqual(keptBefore.objects);
    expect(keptAfter.documents).toEqual(
      expect.arrayContaining([
        `users/${kept.uid}`,
        `spaces/${keptSpace.spaceIds[0]}`,
        `slugs/${keptSpace.slugs[1]}`,
        `publicSpaces/${keptSpace.slugs[1]}`,
        `mail/${keptMail[0]}`,
      ]),
    );
    expect(keptAfter.authUsers).toEqual([kept.uid]);

    // The released slugs are free for anyone.
    const someoneElse = await newUser();
    const { space } = await call(createSpace, someoneElse, {
      slug: built[0]!.slugs[0]!,
      displayName: 'Next',
    });
    expect(space.slug).toBe(built[0]!.slugs[0]);
  });

  it('is finished by the next run when a run dies part-way', async () => {
    admin();
    const tag = `half${unique()}`;
    const user = await newUser();
    const built = await fullSpace(user, tag, ['space-avatar']);
    await mailFor(user, tag, 2);
    // Only the sweep deletes this (a deleted space's images go with a trigger too, at its pace).
    const interrupted = `uploads/${user.uid}/interrupted/part-1`;
    await bucket().file(interrupted).save(Buffer.from('partial'));
    const markers = [user.uid, user.email, tag, ...built.spaceIds, ...built.slugs];

    // The first run dies after the spaces are gone, before the objects, mail and Auth user.
    const ran: SweepStep[] = [];
    await expect(
      sweepAccount(user.uid, {
        beforeStep: (step) => {
          if (step === 'objects') throw new Error('injected fault');
          ran.push(step);
        },
      }),
    ).rejects.toThrow('injected fault');
    expect(ran).toEqual(['lock-out', 'spaces', 'slugs', 'upload-records']);
    const half = await leftovers(markers);
    expect(half.documents.filter((path) => path.startsWith('spaces/'))).toEqual([]);
    expect(half.documents.some((path) => path.startsWith('mail/'))).toBe(true);
    expect(half.objects).toContain(interrupted);
    expect(half.authUsers).toEqual([user.uid]);
    expect((await getAuth().getUser(user.uid)).disabled).toBe(true);

    // The next run picks up where that one stopped; a third finds nothing to do.
    await sweepAccount(user.uid);
    await sweepAccount(user.uid);
    const left = await until(
      'the triggers of the deleted spaces to settle',
      () => leftovers(markers),
      (found) => JSON.stringify(found) === JSON.stringify(NOTHING),
      60_000,
    ).catch(() => leftovers(markers));
    expect(left).toEqual(NOTHING);
  });

  it('refuses an old sign-in and deletes nothing', async () => {
    const user = await newUser();
    const { space } = await call(createSpace, user, {
      slug: `old-${unique()}`,
      displayName: 'Old',
    });
    const error = await failure(call(deleteAccount, withSignInAgo(user, 10 * 60), {}));
    expect(error.code).toBe('failed-precondition');
    expect(error.details?.reason).toBe('recent-sign-in-required');
    expect(await authUserExists(user.uid)).toBe(true);
    expect((await getAuth().getUser(user.uid)).disabled).toBe(false);
    expect((await admin().doc(`spaces/${space.spaceId}`).get()).exists).toBe(true);
    expect((await admin().doc(`users/${user.uid}`).get()).get('deletionSpaceIds')).toBeUndefined();
    // Signed out is refused too.
    expect((await failure(call(deleteAccount, undefined, {}))).code).toBe('unauthenticated');
  });
});
