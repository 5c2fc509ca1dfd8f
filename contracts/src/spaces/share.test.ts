import { describe, expect, it } from 'vitest';
import { shareTextOf } from './share';

describe('shareTextOf', () => {
  const top = { displayName: 'Mika', bio: 'Songs\n\nand art' };

  it('is the owner’s title and description when set', () => {
    expect(
      shareTextOf({ ...top, shareTitle: 'Mika’s <b>page</b>', shareDescription: 'All "in" one' }),
    ).toEqual({ title: 'Mika’s <b>page</b>', description: 'All "in" one' });
  });

  it('falls back to the name and the bio’s start on one line, then the name', () => {
    expect(shareTextOf(top)).toEqual({ title: 'Mika', description: 'Songs and art' });
    expect(shareTextOf({ displayName: 'Mika', bio: '' })).toEqual({
      title: 'Mika',
      description: 'Mika',
    });
    const long = shareTextOf({ displayName: 'Mika', bio: '🇯🇵'.repeat(200) });
    expect(long.description).toBe('🇯🇵'.repeat(160));
  });
});
