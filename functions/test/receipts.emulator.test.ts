// Receipts and private replies through the Functions emulator (decision 051): every send answers
// a receipt whose token is stored only as its SHA-256, held sends too; a sender deletes an unread
// message by its token (a script's post and a plain form, both to `/_send`) with the owner's deletion's bookkeeping, never a
// read one, never with a wrong token; only the owner replies, edits and removes a reply.
import {
  LIMITS,
  createSpace,
  listMessages,
  replyToMessage,
  updateMessages,
} from '@spaces/contracts';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { SEND_ROUTES, postForm, send, warmUpSendForm } from './support/sendForm';
import { newClient, newOpenSpace, storedMessages } from './support/sends';
import { shardSums } from './support/inbox';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

let stranger: TestUser;

beforeAll(async () => {
  stranger = await newUser();
  await warmUp([replyToMessage, listMessages]);
  await warmUpSendForm();
}, WARM_UP_TIMEOUT_MS);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token of a receipt path `/{slug}/r/{token}`. */
function tokenOf(receipt: string, slug: string): string {
  const match = new RegExp(`^/${slug}/r/([A-Za-z0-9_-]{43})$`).exec(receipt);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function receiptsOf(spaceId: string) {
  const snapshot = await db().collection('receipts').where('spaceId', '==', spaceId).get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    messageId: doc.get('messageId') as string,
    stored: doc.data(),
  }));
}

describe('a receipt for every send', () => {
  it('stores one receipt per send, held ones too, under the token’s hash only', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.ngWords = ['spoiler']));
    const letter = await send('letter', { slug, body: 'Hello' }, newClient());
    const fan = await send('fanMessage', { slug, body: 'A spoiler!' }, newClient());
    expect(fan.held).toBe(true);
    const tokens = [tokenOf(letter.receipt, slug), tokenOf(fan.receipt, slug)];
    expect(new Set(tokens).size).toBe(2);

    const receipts = await receiptsOf(spaceId);
    expect(receipts.map((r) => r.id).sort()).toEqual(tokens.map(sha256).sort());
    // Nothing stored anywhere in the space's receipts or messages holds a token.
    const written = JSON.stringify([...receipts, ...(await storedMessages(spaceId))]);
    for (const token of tokens) expect(written).not.toContain(token);
    const messages = await storedMessages(spaceId);
    for (const [i, token] of tokens.entries()) {
      const receipt = receipts.find((r) => r.id === sha256(token))!;
      const message = messages.find((m) => m.id === receipt.messageId);
      expect(message?.body).toBe(['Hello', 'A spoiler!'][i]);
    }
  });
});

describe('a sender’s deletion through the receipt', () => {
  it('deletes an unread message and its count; the receipt remembers it', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const sent = await send('letter', { slug, body: 'Oops' }, newClient());
    expect(await shardSums(spaceId)).toEqual({ unread: 1, held: 0 });
    const token = tokenOf(sent.receipt, slug);
    expect(await send('deleteMessage', { slug, token })).toEqual({ deleted: true });
    expect(await storedMessages(spaceId)).toEqual([]);
    expect(await shardSums(spaceId)).toEqual({ unread: 0, held: 0 });
    const receipt = await db()
      .doc(`receipts/${sha256(token)}`)
      .get();
    expect(receipt.get('deletedAt')).toBeDefined();
    // Deleting again changes nothing and still answers.
    expect(await send('deleteMessage', { slug, token })).toEqual({ deleted: true });
  });

  it('deletes a held message from the held count', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.ngWords = ['spoiler']));
    const sent = await send('fanMessage', { slug, body: 'spoiler' }, newClient());
    expect(await shardSums(spaceId)).toEqual({ unread: 0, held: 1 });
    await send('deleteMessage', { slug, token: tokenOf(sent.receipt, slug) });
    expect(await shardSums(spaceId)).toEqual({ unread: 0, held: 0 });
  });

  it('refuses once the owner has read it, and keeps it', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    const sent = await send('letter', { slug, body: 'Read me' }, newClient());
    const [message] = await storedMessages(spaceId);
    await call(updateMessages, owner, {
      spaceId,
      messageIds: [message!.id as string],
      change: { read: true },
    });
    const refused = await failure(
      send('deleteMessage', { slug, token: tokenOf(sent.receipt, slug) }),
    );
    expect(refused.code).toBe('failed-precondition');
    expect(refused.details?.reason).toBe('message-read');
    expect(await storedMessages(spaceId)).toHaveLength(1);
  });

  it('answers a wrong token, or another space’s, as an absent one', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const other = await newOpenSpace();
    const sent = await send('letter', { slug, body: 'Mine' }, newClient());
    const token = tokenOf(sent.receipt, slug);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const request of [
      { slug, token: wrong },
      { slug: other.slug, token },
      { slug: `no-${unique()}`, token },
    ]) {
      const refused = await failure(send('deleteMessage', request));
      expect(refused.code).toBe('not-found');
    }
    expect(await storedMessages(spaceId)).toHaveLength(1);
  });

  it.each(SEND_ROUTES)(
    'works as a plain form posted to /_send, back to the receipt (%s)',
    async (route) => {
      const { spaceId, slug } = await newOpenSpace();
      const sent = await send('letter', { slug, body: 'No script' }, newClient(), route);
      const token = tokenOf(sent.receipt, slug);
      const response = await postForm({ kind: 'deleteMessage', slug, token }, {}, route);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(sent.receipt);
      expect(await storedMessages(spaceId)).toEqual([]);
    },
  );
});

describe('replyToMessage', () => {
  it('writes, edits and removes the owner’s reply, which the inbox shows', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    await send('letter', { slug, body: 'Question?' }, newClient());
    const [message] = await storedMessages(spaceId);
    const messageId = message!.id as string;

    const first = await call(replyToMessage, owner, { spaceId, messageId, body: ' Thanks! ' });
    expect(first.reply).toMatchObject({ body: 'Thanks!' });
    expect(first.reply?.editedAt).toBeUndefined();
    const edited = await call(replyToMessage, owner, { spaceId, messageId, body: 'Thank you!' });
    expect(edited.reply).toMatchObject({ body: 'Thank you!', at: first.reply!.at });
    expect(edited.reply?.editedAt).toBeDefined();
    const listed = await call(listMessages, owner, { spaceId, filter: 'all' });
    expect(listed.messages[0]?.reply?.body).toBe('Thank you!');

    expect(await call(replyToMessage, owner, { spaceId, messageId, body: '' })).toEqual({});
    const [after] = await storedMessages(spaceId);
    expect(after).not.toHaveProperty('reply');
  });

  it('validates the text like any other: length and control characters', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    await send('letter', { slug, body: 'Hi' }, newClient());
    const [message] = await storedMessages(spaceId);
    const messageId = message!.id as string;
    for (const body of ['x'.repeat(LIMITS.replyMaxLength + 1), 'bad\u0000text']) {
      const refused = await failure(call(replyToMessage, owner, { spaceId, messageId, body }));
      expect(refused.code).toBe('invalid-argument');
    }
    expect(
      (await call(replyToMessage, owner, { spaceId, messageId, body: 'y'.repeat(1000) })).reply
        ?.body,
    ).toHaveLength(1000);
  });

  it('refuses a signed-out caller, a stranger and the owner of another space', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    await send('letter', { slug, body: 'Hi' }, newClient());
    const [message] = await storedMessages(spaceId);
    const request = { spaceId, messageId: message!.id as string, body: 'Not yours' };
    expect((await failure(call(replyToMessage, undefined, request))).code).toBe('unauthenticated');
    expect((await failure(call(replyToMessage, stranger, request))).code).toBe('permission-denied');
    const otherOwner = await newUser();
    await call(createSpace, otherOwner, { slug: `o-${unique()}`, displayName: 'Other' });
    expect((await failure(call(replyToMessage, otherOwner, request))).code).toBe(
      'permission-denied',
    );
    const [unchanged] = await storedMessages(spaceId);
    expect(unchanged).not.toHaveProperty('reply');
    // The owner's own call on a message that is not there is a not-found.
    const missing = { ...request, messageId: `m${unique()}` };
    expect((await failure(call(replyToMessage, owner, missing))).code).toBe('not-found');
  });
});
