import type { InboxMessage } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { InboxWalk, type InboxPage } from './inbox-walk';

const m = (messageId: string, readAloudAt?: string) =>
  ({ messageId, ...(readAloudAt && { readAloudAt }) }) as InboxMessage;

/** An inbox of `ids` served by pages of `size`, recording the cursors asked for. */
function inbox(ids: string[], size: number) {
  const asked: (string | undefined)[] = [];
  const load = (cursor?: string): Promise<InboxPage> => {
    asked.push(cursor);
    const from = cursor === undefined ? 0 : Number(cursor);
    const next = from + size < ids.length ? String(from + size) : undefined;
    return Promise.resolve({
      messages: ids.slice(from, from + size).map((id) => m(id)),
      ...(next !== undefined && { next }),
    });
  };
  return { asked, load };
}

const ids = (list: readonly InboxMessage[]) => list.map((x) => x.messageId);

describe('InboxWalk', () => {
  it('loads the next page when a step reaches the last message loaded', async () => {
    const { asked, load } = inbox(['a', 'b', 'c', 'd', 'e'], 2);
    const walk = new InboxWalk(load);
    expect(ids(await walk.around(m('a')))).toEqual(['a', 'b']);
    expect(ids(await walk.around(m('b')))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(await walk.around(m('d')))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(await walk.around(m('e')))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([undefined, '2', '4']);
  });

  it('finds a message deep in the inbox from the first step', async () => {
    const { load } = inbox(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 2);
    expect(ids(await new InboxWalk(load).around(m('e')))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('starts again from the newest when the kept pages no longer hold the message', async () => {
    const list = ['a', 'b'];
    const source = inbox(list, 3);
    const walk = new InboxWalk((cursor) => source.load(cursor));
    await walk.around(m('a'));
    list.unshift('new');
    expect(ids(await walk.around(m('new')))).toEqual(['new', 'a', 'b']);
    expect(source.asked).toEqual([undefined, undefined]);
  });

  it('keeps what the server last said of a message', async () => {
    const walk = new InboxWalk(inbox(['a', 'b'], 2).load);
    const list = await walk.around(m('a', '2026-01-01T00:00:00Z'));
    expect(list[0]?.readAloudAt).toBe('2026-01-01T00:00:00Z');
    walk.readAloud('b', '2026-01-02T00:00:00Z');
    expect((await walk.around(m('a')))[1]?.readAloudAt).toBe('2026-01-02T00:00:00Z');
    walk.readAloud('b', undefined);
    expect((await walk.around(m('a')))[1]).toEqual(m('b'));
  });
});
