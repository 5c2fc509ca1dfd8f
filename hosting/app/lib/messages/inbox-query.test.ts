import { listMessages, validator } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { inboxSearch, listRequest, matchesQuery, parseInboxQuery } from './inbox-query';

const isListRequest = validator(listMessages.request);

describe('parseInboxQuery', () => {
  it('reads known filters and kinds', () => {
    expect(parseInboxQuery(new URLSearchParams('filter=held&kind=fanMessage'))).toEqual({
      filter: 'held',
      kind: 'fanMessage',
    });
  });

  it('falls back to all for anything unknown', () => {
    expect(parseInboxQuery(new URLSearchParams('filter=spam&kind=postcard'))).toEqual({
      filter: 'all',
      kind: 'all',
    });
    expect(parseInboxQuery(new URLSearchParams(''))).toEqual({ filter: 'all', kind: 'all' });
  });
});

describe('inboxSearch', () => {
  it('leaves defaults out and round-trips', () => {
    expect(inboxSearch({ filter: 'all', kind: 'all' })).toBe('');
    const search = inboxSearch({ filter: 'starred', kind: 'letter' });
    expect(search).toBe('?filter=starred&kind=letter');
    expect(parseInboxQuery(new URLSearchParams(search))).toEqual({
      filter: 'starred',
      kind: 'letter',
    });
  });
});

describe('listRequest', () => {
  it('omits kind for all kinds and the cursor on the first page', () => {
    const request = listRequest('space1', { filter: 'unread', kind: 'all' });
    expect(request).toEqual({ spaceId: 'space1', filter: 'unread' });
    expect(isListRequest(request)).toBe(true);
  });

  it('carries the kind and the cursor, as the contract accepts', () => {
    const request = listRequest('space1', { filter: 'archived', kind: 'letter' }, 'c1');
    expect(request).toEqual({
      spaceId: 'space1',
      filter: 'archived',
      kind: 'letter',
      cursor: 'c1',
    });
    expect(isListRequest(request)).toBe(true);
  });
});

describe('matchesQuery', () => {
  const base = {
    kind: 'letter' as const,
    read: false,
    starred: false,
    archived: false,
    held: false,
  };

  it('keeps archived and held messages out of all and unread', () => {
    expect(matchesQuery(base, { filter: 'all', kind: 'all' })).toBe(true);
    expect(matchesQuery({ ...base, archived: true }, { filter: 'all', kind: 'all' })).toBe(false);
    expect(matchesQuery({ ...base, held: true }, { filter: 'unread', kind: 'all' })).toBe(false);
    expect(matchesQuery({ ...base, read: true }, { filter: 'unread', kind: 'all' })).toBe(false);
  });

  it('matches starred, archived and held on their own flag', () => {
    expect(
      matchesQuery({ ...base, starred: true, archived: true }, { filter: 'starred', kind: 'all' }),
    ).toBe(true);
    expect(matchesQuery(base, { filter: 'starred', kind: 'all' })).toBe(false);
    expect(matchesQuery({ ...base, archived: true }, { filter: 'archived', kind: 'all' })).toBe(
      true,
    );
    expect(matchesQuery({ ...base, held: true }, { filter: 'held', kind: 'all' })).toBe(true);
  });

  it('filters by kind', () => {
    expect(matchesQuery(base, { filter: 'all', kind: 'fanMessage' })).toBe(false);
    expect(matchesQuery(base, { filter: 'all', kind: 'letter' })).toBe(true);
  });
});
