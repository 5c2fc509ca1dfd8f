import { describe, expect, it } from 'vitest';
import { newObjectMetadata } from './object';
import { ObjectStore } from './store';

function storeWith(...names: string[]): ObjectStore {
  const store = new ObjectStore();
  for (const name of names) {
    const data = Buffer.from(name);
    store.put({ metadata: newObjectMetadata('b', name, data, {}), data });
  }
  return store;
}

describe('ObjectStore.list', () => {
  const store = storeWith('a/1', 'a/2', 'a/x/3', 'a/y/4', 'a/y/5', 'b/6', 'top');

  it('collapses names below the delimiter into prefixes', () => {
    const page = store.list('b', { prefix: 'a/', delimiter: '/' });
    expect(page.items.map((i) => i.metadata.name)).toEqual(['a/1', 'a/2']);
    expect(page.prefixes).toEqual(['a/x/', 'a/y/']);
    expect(page.nextPageToken).toBeUndefined();
  });

  it('lists everything below a prefix without a delimiter', () => {
    const page = store.list('b', { prefix: 'a/' });
    expect(page.items.map((i) => i.metadata.name)).toEqual([
      'a/1',
      'a/2',
      'a/x/3',
      'a/y/4',
      'a/y/5',
    ]);
    expect(page.prefixes).toEqual([]);
  });

  it('pages items and prefixes together, resuming from the token', () => {
    const first = store.list('b', { prefix: 'a/', delimiter: '/', maxResults: 3 });
    expect(first.items.map((i) => i.metadata.name)).toEqual(['a/1', 'a/2']);
    expect(first.prefixes).toEqual(['a/x/']);
    expect(first.nextPageToken).toBe('a/y/');
    const second = store.list('b', {
      prefix: 'a/',
      delimiter: '/',
      maxResults: 3,
      pageToken: first.nextPageToken,
    });
    expect(second.prefixes).toEqual(['a/y/']);
    expect(second.items).toEqual([]);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('lists the root with an empty prefix', () => {
    const page = store.list('b', { prefix: '', delimiter: '/' });
    expect(page.items.map((i) => i.metadata.name)).toEqual(['top']);
    expect(page.prefixes).toEqual(['a/', 'b/']);
  });

  it('returns nothing for an unknown bucket', () => {
    expect(store.list('other', {})).toEqual({ prefixes: [], items: [], nextPageToken: undefined });
  });
});
