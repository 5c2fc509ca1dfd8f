import { describe, expect, it } from 'vitest';
import { phaseAfter } from './pending';

describe('phaseAfter', () => {
  it('is quiet for 3 s, then says what it does, and offers a retry from 15 s', () => {
    expect(phaseAfter(0)).toBe('working');
    expect(phaseAfter(2_999)).toBe('working');
    expect(phaseAfter(3_000)).toBe('slow');
    expect(phaseAfter(14_999)).toBe('slow');
    expect(phaseAfter(15_000)).toBe('stalled');
  });
});
