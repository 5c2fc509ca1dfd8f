import { describe, expect, it } from 'vitest';
import { move, newKey, removeAt, replaceAt, withKeys, withoutKeys } from './ordered-list';

describe('ordered list editing', () => {
  const rows = ['a', 'b', 'c'];

  it('moves a row up and down', () => {
    expect(move(rows, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(rows, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the order when a move would fall off an end', () => {
    expect(move(rows, 0, -1)).toEqual(rows);
    expect(move(rows, 2, 1)).toEqual(rows);
    expect(move(rows, 5, 1)).toEqual(rows);
  });

  it('never changes the input', () => {
    const input = [...rows];
    move(input, 0, 1);
    removeAt(input, 0);
    expect(input).toEqual(rows);
  });

  it('replaces and removes by index', () => {
    const items = [{ v: 1 }, { v: 2 }];
    expect(replaceAt(items, 1, { v: 3 })).toEqual([{ v: 1 }, { v: 3 }]);
    expect(removeAt(items, 0)).toEqual([{ v: 2 }]);
  });

  it('keys saved rows by id, new rows uniquely, and strips keys for saving', () => {
    const keyed = withKeys([{ id: 'x1', label: 'L' }]);
    expect(keyed).toEqual([{ id: 'x1', label: 'L', key: 'x1' }]);
    expect(newKey()).not.toBe(newKey());
    expect(withoutKeys(keyed)).toEqual([{ id: 'x1', label: 'L' }]);
  });
});
