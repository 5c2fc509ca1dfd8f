import { describe, expect, it } from 'vitest';
import { periodOf, updatedAtLabel } from './insights-period';

describe('the insights period', () => {
  it('is 28 days unless the address names another offered one', () => {
    expect(periodOf(new URL('https://x.test/s/a/insights?days=7'))).toBe(7);
    expect(periodOf(new URL('https://x.test/s/a/insights?days=5'))).toBe(28);
  });

  it('dates the figures on Japan’s clock in the reader’s language, across midnight UTC', () => {
    // 15:10 UTC is already the next day in Japan.
    expect(updatedAtLabel('2026-11-24T15:10:00.000Z', 'ja')).toBe('11月25日 00:10');
    expect(updatedAtLabel('2026-11-24T15:10:00.000Z', 'en')).toBe('25 Nov, 00:10');
  });
});
