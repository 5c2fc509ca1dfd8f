import { describe, expect, it } from 'vitest';
import { linePoints, niceMax } from './insights-chart';

describe('the insights chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten, at least 4', () => {
    expect([0, 3, 5, 11, 180, 201, 999, 1000, 1001].map(niceMax)).toEqual([
      4, 4, 10, 20, 200, 500, 1000, 1000, 2000,
    ]);
  });

  it('spreads the days across the width, zero at the bottom', () => {
    expect(linePoints([0, 5, 10], 10, 100, 50)).toBe('0.0,50.0 50.0,25.0 100.0,0.0');
    expect(linePoints([3], 4, 100, 40)).toBe('0.0,10.0');
  });
});
