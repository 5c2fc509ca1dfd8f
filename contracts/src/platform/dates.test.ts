import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// 20:05 on 25 November 2026 in Japan.
const EVENING = '2026-11-25T11:05:00.000Z';

describe('formatDate', () => {
  it('writes one shape per use in each language, on Japan’s clock', () => {
    expect(formatDate('ja', EVENING)).toBe('2026/11/25 20:05');
    expect(formatDate('en', EVENING)).toBe('25 Nov 2026, 20:05');
    expect(formatDate('ja', EVENING, 'date')).toBe('2026/11/25');
    expect(formatDate('en', EVENING, 'date')).toBe('25 Nov 2026');
    expect(formatDate('ja', EVENING, 'day')).toBe('11月25日');
    expect(formatDate('en', EVENING, 'day')).toBe('25 Nov');
  });

  it('reads the same from an ISO string, a Date and milliseconds', () => {
    const at = Date.parse(EVENING);
    expect(formatDate('en', new Date(at))).toBe(formatDate('en', EVENING));
    expect(formatDate('en', at)).toBe(formatDate('en', EVENING));
  });

  it('is already the next day in Japan at 15:10 UTC, on a 24-hour clock', () => {
    expect(formatDate('ja', '2026-11-24T15:10:00.000Z')).toBe('2026/11/25 0:10');
    expect(formatDate('en', '2026-11-24T15:10:00.000Z')).toBe('25 Nov 2026, 00:10');
  });

  it('takes a YYYY-MM-DD day as that day in Japan', () => {
    expect(formatDate('ja', '2026-11-05', 'day')).toBe('11月5日');
    expect(formatDate('en', '2026-11-05', 'day')).toBe('5 Nov');
    expect(formatDate('en', '2026-01-01', 'date')).toBe('1 Jan 2026');
  });

  it('writes nothing for what is not a date', () => {
    expect(formatDate('en', '')).toBe('');
    expect(formatDate('ja', 'soon')).toBe('');
  });
});
