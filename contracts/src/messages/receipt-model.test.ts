import { describe, expect, it } from 'vitest';
import { messagePath } from './message';
import {
  deletable,
  messageStateOf,
  receiptIdOf,
  receiptPathOf,
  receiptViewOf,
  replyNoticePathOf,
  senderMayDelete,
  type FieldsOf,
  type ReceiptState,
} from './receipt-model';

const token = 'a'.repeat(43);
const doc = (fields?: Record<string, unknown>): FieldsOf => ({
  exists: fields !== undefined,
  get: (field) => fields?.[field],
});
/** A Firestore timestamp as a reader gets it. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });
const sent = at('2026-05-01T10:00:00.000Z');
const receipt = doc({ spaceId: 's1', messageId: 'm1', createdAt: sent });
const message = (fields: Record<string, unknown>) =>
  doc({ kind: 'letter', body: 'hello', name: 'Aki', createdAt: sent, read: false, ...fields });

describe('where a receipt and what it names are kept', () => {
  it('keys a receipt and its reply notice by the token’s SHA-256 in hex, never the token', () => {
    // SHA-256 of "abc", the standard's own example.
    expect(receiptIdOf('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(receiptPathOf(token)).toBe(`receipts/${receiptIdOf(token)}`);
    expect(replyNoticePathOf(token)).toBe(`replyNotices/${receiptIdOf(token)}`);
    expect(receiptPathOf(token)).not.toContain(token);
    expect(messagePath('s1', 'm1')).toBe('spaces/s1/messages/m1');
  });
});

describe('what a receipt says of its message', () => {
  it.each<[string, Record<string, unknown>, ReceiptState]>([
    ['delivered', {}, 'delivered'],
    ['held by an NG word', { held: true }, 'held'],
    ['read', { read: true }, 'read'],
    ['read aloud', { read: true, readAloudAt: sent }, 'readAloud'],
    ['replied to', { reply: { body: 'thanks', at: sent } }, 'answered'],
    ['answered in public', { answer: { boardSlug: 'qa', postId: 'p1' } }, 'answered'],
    ['an answer naming no post', { answer: { boardSlug: 'qa' } }, 'delivered'],
  ])('%s', (_, fields, state) => {
    const view = receiptViewOf(token, 'demo', receipt, message(fields));
    expect(view.state).toBe(state);
    expect(messageStateOf(fields)).toBe(state);
    expect(deletable(view)).toBe(state === 'held' || state === 'delivered');
  });

  it('shows the message as sent, the reply and the public answer’s address', () => {
    const view = receiptViewOf(
      token,
      'demo',
      receipt,
      message({
        kind: 'fanMessage',
        read: true,
        reply: { body: 'thanks', at: at('2026-05-02T00:00:00.000Z'), editedAt: sent },
        answer: { boardSlug: 'q&a', postId: 'p/1' },
      }),
    );
    expect(view).toEqual({
      token,
      state: 'answered',
      sentAt: '2026-05-01T10:00:00.000Z',
      read: true,
      message: {
        kind: 'fanMessage',
        body: 'hello',
        name: 'Aki',
        sentAt: '2026-05-01T10:00:00.000Z',
      },
      reply: { body: 'thanks', at: '2026-05-02T00:00:00.000Z', edited: true },
      answerHref: '/demo/q%26a/p%2F1',
    });
  });

  it('reads a send a block dropped as any unread letter, and a deleted or gone one as such', () => {
    const dropped = doc({
      spaceId: 's1',
      messageId: 'm1',
      createdAt: sent,
      dropped: { kind: 'letter', body: 'hi', name: '', held: true },
    });
    const view = receiptViewOf(token, 'demo', dropped, doc());
    expect(view).toMatchObject({ state: 'held', read: false, message: { body: 'hi' } });
    expect(deletable(view)).toBe(true);
    const deleted = doc({ spaceId: 's1', messageId: 'm1', createdAt: sent, deletedAt: sent });
    expect(receiptViewOf(token, 'demo', deleted, message({}))).toEqual({
      token,
      state: 'deleted',
      sentAt: '2026-05-01T10:00:00.000Z',
      read: false,
    });
    const gone = receiptViewOf(token, 'demo', receipt, doc());
    expect(gone.state).toBe('gone');
    expect(deletable(gone)).toBe(false);
  });

  it('lets the sender delete exactly while the owner has done nothing with it', () => {
    const states: ReceiptState[] = [
      'deleted',
      'gone',
      'held',
      'delivered',
      'read',
      'readAloud',
      'answered',
    ];
    expect(states.filter(senderMayDelete)).toEqual(['held', 'delivered']);
    // As the functions keep a message: dates, not timestamps.
    expect(messageStateOf({ read: false, held: false, readAloudAt: new Date() })).toBe('readAloud');
  });
});
