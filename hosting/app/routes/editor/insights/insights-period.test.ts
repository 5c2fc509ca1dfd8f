import { describe, expect, it } from 'vitest';
import { periodOf } from './insights-period';

describe('the insights period', () => {
  it('is 28 days unless the address names another offered one', () => {
    expect(periodOf(new URL('https://x.test/s/a/insights?days=7'))).toBe(7);
    expect(periodOf(new URL('https://x.test/s/a/insights?days=5'))).toBe(28);
  });
});
