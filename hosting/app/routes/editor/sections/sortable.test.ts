import { describe, expect, it } from 'vitest';
import { dragStep } from './sortable';

// Three rows of 50 px, one under the other.
const rows = [
  { top: 0, bottom: 50 },
  { top: 50, bottom: 100 },
  { top: 100, bottom: 150 },
];

describe('dragStep', () => {
  it('stays while the pointer is between the middles of its neighbours', () => {
    expect(dragStep(60, 1, rows)).toBe(0);
    expect(dragStep(124, 1, rows)).toBe(0);
  });

  it('moves up past the middle of the row above and down past the middle of the row below', () => {
    expect(dragStep(24, 1, rows)).toBe(-1);
    expect(dragStep(126, 1, rows)).toBe(1);
  });

  it('never moves past either end', () => {
    expect(dragStep(-500, 0, rows)).toBe(0);
    expect(dragStep(500, 2, rows)).toBe(0);
  });
});
