import { describe, expect, it } from 'vitest';
import { parseRange } from './media';

describe('parseRange', () => {
  it('reads first-last, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('serves the whole object for no range, a malformed one, or an empty object', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
    expect(parseRange('bytes=0-1', 0)).toBeUndefined();
  });

  it('marks ranges past the end unsatisfiable', () => {
    expect(parseRange('bytes=10-20', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
  });
});
