// Letters, fan messages and the wall through the Functions emulator: what a send posted to
// `/_send` stores and answers (straight to the function and through Hosting), every refusal
// (which writes nothing), NG-word holds and exact counter shards.
import {
  createSpace,
  listWallMessages,
  setSpacePublished,
  type SendLetterRequest,
} from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/messages/cursor';
import { newSenderToken } from '../src/platform/visitor';
import { newUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { db } from './support/firestore';
import { SEND_ROUTES, send, viaCdn, warmUpSendForm } from './support/sendForm';
import {
  client,
  inPool,
  newClient,
  newOpenSpace,
  storedMessages,
  senderCookie,
} from './support/sends';
import { shardSums } from './support/inbox';
import { unique } from './support/stack';

/** A value `toEqual` matches against the pattern (typed so that it is not `any`). */
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

beforeCalls([createSpace, setSpacePublished, listWallMessages], { after: warmUpSendForm });

const letter = (slug: string, over: Partial<SendLetterRequest> = {}): SendLetterRequest => ({
  slug,
  body: 'いつも応援しています。Always cheering for you.',
  ...over,
});

describe('a letter', () => {
  it.each(SEND_ROUTES)(
    'stores an unread letter with an opaque sender key and answers the owner’s thanks (%s)',
    async (route) => {
      const { spaceId, slug } = await newOpenSpace();
      const answer = await send('letter', letter(slug, { name: ' Mei ' }), client(1), route);
      expect(answer).toEqual({
        held: false,
        thanks: { text: 'お手紙ありがとう / Thank you for your letter' },
        receipt: matching(new RegExp(`^/${slug}/r/[A-Za-z0-9_-]{43}$`)),
      });
      const [message, ...rest] = await storedMessages(spaceId);
      expect(rest).toEqual([]);
      expect(message).toMatchObject({
        kind: 'letter',
        body: 'いつも応援しています。Always cheering for you.',
        name: 'Mei',
        read: false,
        starred: false,
        archived: false,
        held: false,
        wall: 'none',
      });
      expect(message!.senderKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await shardSums(spaceId)).toEqual({ unread: 1, held: 0 });
    },
  );

  it('never stores the client address, only keys scoped to the space', async () => {
    const { spaceId, slug } = await newOpenSpace();
    await send('letter', letter(slug), viaCdn('198.51.100.77'));
    const limits = await db().collection('rateLimits').where('spaceId', '==', spaceId).get();
    const written = JSON.stringify([
      ...(await storedMessages(spaceId)),
      ...limits.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    ]);
    // The client's minute and day, the space's window and its first-seen clients, and the marks
    // that the client is now a regular: by its address and by the browser token the send gave it
    // (each named by a key scoped to the space, as the message's keys are).
    expect(limits.docs.map((doc) => doc.get('scope') as unknown).sort()).toEqual([
      'client-day',
      'client-minute',
      'seen',
      'seen',
      'space-first-seen',
      'space-minute',
    ]);
    expect(written).not.toContain('198.51.100.77');
    for (const doc of limits.docs) {
      expect(doc.get('expiresAt')).toBeInstanceOf(Timestamp);
      expect(doc.get('count')).toBe(1);
    }
  });

  it('gives one browser different sender and address keys in different spaces', async () => {
    const [a, b] = await Promise.all([newOpenSpace(), newOpenSpace()]);
    const browser = { ...client(2), ...senderCookie(newSenderToken()) };
    await send('letter', letter(a.slug), browser);
    await send('letter', letter(b.slug), browser);
    const [[x], [y]] = await Promise.all([storedMessages(a.spaceId), storedMessages(b.spaceId)]);
    expect(x!.senderKey).not.toBe(y!.senderKey);
    expect(x!.addressKey).not.toBe(y!.addressKey);
  });

  it('works the same for a signed-in sender', async () => {
    const [{ spaceId, slug }, fan] = await Promise.all([newOpenSpace(), newUser()]);
    // A browser signed in to the editor carries its session in __session beside the sender
    // token; the send neither needs nor reads it.
    const session = { Cookie: `__session=${encodeURIComponent(`sid=${fan.idToken}`)}` };
    const answer = await send('letter', letter(slug), { ...newClient(), ...session });
    expect(answer.held).toBe(false);
    expect(await storedMessages(spaceId)).toHaveLength(1);
  });
});

describe('refusals write nothing', () => {
  async function refused(
    change: Parameters<typeof newOpenSpace>[0],
    request: (slug: string) => SendLetterRequest,
    options: { published?: boolean } = {},
  ) {
    const { spaceId, slug } = await newOpenSpace(change, options);
    const error = await failure(send('letter', request(slug), newClient()));
    expect(await storedMessages(spaceId)).toEqual([]);
    expect(await shardSums(spaceId)).toEqual({ unread: 0, held: 0 });
    const limits = await db().collection('rateLimits').where('spaceId', '==', spaceId).get();
    expect(limits.size).toBe(0);
    return error;
  }

  it('a closed box: box-closed', async () => {
    const error = await refused(
      (s) => (s.letterBox.enabled = false),
      (slug) => letter(slug),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.details?.reason).toBe('box-closed');
  });

  it('a paused box: box-paused with the owner’s note', async () => {
    const error = await refused(
      (s) => {
        s.letterBox.paused = true;
        s.letterBox.pauseNote = '月曜に再開します / Back on Monday';
      },
      (slug) => letter(slug),
    );
    expect(error.details).toEqual({
      reason: 'box-paused',
      note: '月曜に再開します / Back on Monday',
    });
  });

  it('a missing name when the owner requires one', async () => {
    const error = await refused(
      (s) => (s.letterBox.nameMode = 'required'),
      (slug) => letter(slug, { name: '   ' }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([{ field: 'name', rule: 'required' }]);
  });

  it('a body longer than the owner’s limit', async () => {
    const error = await refused(
      (s) => (s.letterBox.maxLength = 20),
      (slug) => letter(slug, { body: 'あ'.repeat(21) }),
    );
    expect(error.details).toMatchObject({
      reason: 'invalid-input',
      issues: [{ field: 'body', rule: 'maxLength', limit: 20 }],
    });
  });

  it('a blank body', async () => {
    const error = await refused(undefined, (slug) => letter(slug, { body: ' \n\u3000 ' }));
    expect(error.details?.issues).toEqual([{ field: 'body', rule: 'blank' }]);
  });

  it('a body with a control character or only invisible characters', async () => {
    const tab = await refused(undefined, (slug) => letter(slug, { body: 'hi\tthere' }));
    expect(tab.details?.issues).toEqual([{ field: 'body', rule: 'controlCharacter' }]);
    const filler = await refused(undefined, (slug) => letter(slug, { body: '\u3164\u200B' }));
    expect(filler.details?.issues).toEqual([{ field: 'body', rule: 'invisible' }]);
  });

  it('a filled-in honeypot: spam-suspected', async () => {
    const error = await refused(undefined, (slug) =>
      letter(slug, { website: 'http://spam.example' }),
    );
    expect(error.details?.reason).toBe('spam-suspected');
  });

  it('an unpublished space: space-not-found', async () => {
    const error = await refused(undefined, (slug) => letter(slug), { published: false });
    expect(error.code).toBe('not-found');
    expect(error.details?.reason).toBe('space-not-found');
  });

  it('an unknown slug: space-not-found', async () => {
    const error = await failure(send('letter', letter(`nobody-${unique()}`), newClient()));
    expect(error.details?.reason).toBe('space-not-found');
  });
});

describe('a fan message', () => {
  it('stores a fan message without a name even when letters require one', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.letterBox.nameMode = 'required'));
    const answer = await send('fanMessage', { slug, body: '最高！' }, newClient());
    expect(answer).toEqual({
      held: false,
      thanks: { text: 'ありがとう / Thanks!' },
      receipt: matching(/^\/m-[a-z0-9-]+\/r\//),
    });
    const [message] = await storedMessages(spaceId);
    expect(message).toMatchObject({ kind: 'fanMessage', name: '', wall: 'none', held: false });
  });

  it('uses the fan-message box: closed while letters are open', async () => {
    const { slug } = await newOpenSpace((s) => (s.fanMessages.enabled = false));
    const error = await failure(send('fanMessage', { slug, body: 'hi' }, newClient()));
    expect(error.details?.reason).toBe('box-closed');
  });

  it('holds a message with an NG word (full-width, any case) instead of dropping it', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.ngWords = ['spoiler']));
    const answer = await send(
      'fanMessage',
      { slug, body: 'ネタバレ ＳＰＯＩＬＥＲ!' },
      newClient(),
    );
    expect(answer.held).toBe(true);
    const [message] = await storedMessages(spaceId);
    expect(message).toMatchObject({ held: true, read: false });
    expect(await shardSums(spaceId)).toEqual({ unread: 0, held: 1 });
  });

  it('keeps the counter shards exact under concurrent sends from distinct clients', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.ngWords = ['hold-me']));
    const results = await inPool(40, 10, (i) =>
      send(
        'fanMessage',
        { slug, body: i % 4 === 0 ? `hold-me ${i}` : `message ${i}` },
        client(1000 + i),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toEqual([]);
    const messages = await storedMessages(spaceId);
    expect(messages).toHaveLength(40);
    expect(await shardSums(spaceId)).toEqual({ unread: 30, held: 10 });
  });
});

describe('listWallMessages', () => {
  it('pages the approved wall newest first past a cursor, leaving out everything else', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.fanMessages.showWall = true));
    const base = Date.UTC(2026, 0, 1);
    const batch = db().batch();
    for (let i = 0; i < 30; i++) {
      const wall = i % 3 === 2 ? 'hidden' : 'approved';
      batch.set(db().doc(`spaces/${spaceId}/messages/m${String(i).padStart(2, '0')}`), {
        kind: 'fanMessage',
        body: `fan ${i}`,
        name: i % 2 ? 'Ren' : '',
        senderKey: 'key0000000',
        createdAt: new Date(base + i * 60_000),
        read: false,
        starred: false,
        archived: false,
        held: false,
        wall,
      });
    }
    await batch.commit();
    // 20 approved (i % 3 != 2), newest first: m28, m27, m25, …
    const approved = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => i % 3 !== 2)
      .reverse();
    const after = approved[4]!;
    const cursor = encodeCursor({
      createdAt: new Date(base + after * 60_000),
      messageId: `m${String(after).padStart(2, '0')}`,
    });
    const first = await call(listWallMessages, undefined, { slug, cursor });
    expect(first.messages.map((m) => m.body)).toEqual(approved.slice(5).map((i) => `fan ${i}`));
    expect(first.next).toBeUndefined();
    expect(first.messages[0]).toEqual({
      messageId: `m${String(approved[5]).padStart(2, '0')}`,
      body: `fan ${approved[5]}`,
      name: approved[5]! % 2 ? 'Ren' : '',
      createdAt: new Date(base + approved[5]! * 60_000).toISOString(),
    });
  });

  it('answers a next cursor when more approved messages remain', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.fanMessages.showWall = true));
    const base = Date.UTC(2026, 1, 1);
    const batch = db().batch();
    for (let i = 0; i < 45; i++)
      batch.set(db().doc(`spaces/${spaceId}/messages/w${String(i).padStart(2, '0')}`), {
        kind: 'fanMessage',
        body: `wall ${i}`,
        name: '',
        senderKey: 'key0000000',
        createdAt: new Date(base + i * 1000),
        read: true,
        starred: false,
        archived: false,
        held: false,
        wall: 'approved',
      });
    await batch.commit();
    const cursor = encodeCursor({ createdAt: new Date(base + 44_000), messageId: 'w44' });
    const page1 = await call(listWallMessages, undefined, { slug, cursor });
    expect(page1.messages.map((m) => m.messageId)).toEqual(
      Array.from({ length: 20 }, (_, k) => `w${43 - k}`),
    );
    const page2 = await call(listWallMessages, undefined, { slug, cursor: page1.next! });
    expect(page2.messages.map((m) => m.messageId)).toEqual(
      Array.from({ length: 20 }, (_, k) => `w${String(23 - k).padStart(2, '0')}`),
    );
    const page3 = await call(listWallMessages, undefined, { slug, cursor: page2.next! });
    expect(page3.messages.map((m) => m.messageId)).toEqual(['w03', 'w02', 'w01', 'w00']);
    expect(page3.next).toBeUndefined();
  });

  it('is empty while the owner hides the wall, and refuses unknown spaces and bad cursors', async () => {
    const { slug } = await newOpenSpace();
    const cursor = encodeCursor({ createdAt: new Date(), messageId: 'x' });
    expect(await call(listWallMessages, undefined, { slug, cursor })).toEqual({ messages: [] });
    const unknown = await failure(
      call(listWallMessages, undefined, { slug: `nobody-${unique()}`, cursor }),
    );
    expect(unknown.details?.reason).toBe('space-not-found');
    const bad = await failure(call(listWallMessages, undefined, { slug, cursor: 'garbage!' }));
    expect(bad.code).toBe('invalid-argument');
  });
});
