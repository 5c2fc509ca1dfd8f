import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[], NaN],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
  it.each([
    [50, 51],
    [95, 96],
    [99, 100],
    [100, 100],
    [0, 1],
  ])('p%d of 1…100, given unsorted, is %d', (p, expected) => {
    expect(percentile(hundred, p)).toBe(expected);
  });
  it('is NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
