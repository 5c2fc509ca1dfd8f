import { describe, expect, it } from 'vitest';
import {
  fromJapanTime,
  isShownAt,
  nextScheduleBoundary,
  normalizeInstant,
  toJapanTime,
} from './schedule';

const at = (iso: string) => Date.parse(iso);
const window = { showFrom: '2026-12-24T10:00:00.000Z', showUntil: '2026-12-24T12:00:00.000Z' };

describe('isShownAt', () => {
  it('shows an item from its start, inclusive, until its end, exclusive', () => {
    expect(isShownAt(window, at('2026-12-24T09:59:59.999Z'))).toBe(false);
    expect(isShownAt(window, at('2026-12-24T10:00:00.000Z'))).toBe(true);
    expect(isShownAt(window, at('2026-12-24T11:59:59.999Z'))).toBe(true);
    expect(isShownAt(window, at('2026-12-24T12:00:00.000Z'))).toBe(false);
  });

  it('leaves an open side open', () => {
    expect(isShownAt({}, 0)).toBe(true);
    expect(isShownAt({ showFrom: window.showFrom }, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isShownAt({ showUntil: window.showUntil }, 0)).toBe(true);
  });
});

describe('nextScheduleBoundary', () => {
  const items = [window, { showUntil: '2026-12-24T11:00:00.000Z' }, {}];

  it('is the first start or end still to come', () => {
    expect(nextScheduleBoundary(items, at('2026-12-24T09:00:00Z'))).toBe(at(window.showFrom));
    expect(nextScheduleBoundary(items, at('2026-12-24T10:00:00Z'))).toBe(
      at('2026-12-24T11:00:00Z'),
    );
    expect(nextScheduleBoundary(items, at('2026-12-24T11:30:00Z'))).toBe(at(window.showUntil));
    expect(nextScheduleBoundary(items, at('2026-12-24T12:00:00Z'))).toBeUndefined();
    expect(nextScheduleBoundary([], 0)).toBeUndefined();
  });
});

describe('instants', () => {
  it('stores requested instants in UTC and refuses what is no instant with a zone', () => {
    expect(normalizeInstant('2026-12-24T19:00+09:00')).toBe('2026-12-24T10:00:00.000Z');
    expect(normalizeInstant('2026-12-24T10:00:00Z')).toBe('2026-12-24T10:00:00.000Z');
    expect(normalizeInstant('2026-12-24T19:00')).toBeNull();
    expect(normalizeInstant('2026-13-45T99:00Z')).toBeNull();
    expect(normalizeInstant('tomorrow')).toBeNull();
  });

  it("reads and writes the editor's fields in Japan time", () => {
    expect(fromJapanTime('2026-12-25T08:30')).toBe('2026-12-24T23:30:00.000Z');
    expect(toJapanTime('2026-12-24T23:30:00.000Z')).toBe('2026-12-25T08:30');
    expect(fromJapanTime('2026-12-25')).toBeNull();
  });
});
