import type { InboxMessage } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { neighbours } from './neighbours';

const m = (messageId: string, readAloudAt?: string) =>
  ({ messageId, ...(readAloudAt && { readAloudAt }) }) as InboxMessage;

describe('neighbours', () => {
  const list = [m('a'), m('b', '2026-01-01T00:00:00Z'), m('c'), m('d', '2026-01-01T00:00:00Z')];

  it('steps to the newer (previous) and older (next) message in inbox order', () => {
    expect(neighbours(list, 'b')).toMatchObject({ previous: 'a', next: 'c' });
    expect(neighbours(list, 'a')).toMatchObject({ previous: undefined, next: 'b' });
    expect(neighbours(list, 'd')).toMatchObject({ previous: 'c', next: undefined });
  });

  it('finds the next message not read aloud below, then from the top', () => {
    expect(neighbours(list, 'a').nextUnread).toBe('c');
    expect(neighbours(list, 'c').nextUnread).toBe('a');
    expect(neighbours([m('a', 'x'), m('b', 'x')], 'a').nextUnread).toBeUndefined();
  });

  it('has no steps when the message is not in the list', () => {
    expect(neighbours(list, 'z')).toEqual({
      previous: undefined,
      next: undefined,
      nextUnread: 'a',
    });
  });
});
