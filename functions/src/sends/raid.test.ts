import { describe, expect, it } from 'vitest';
import { floodOf } from './raid';

describe('the start of a flood', () => {
  it('is every first-seen client’s send, and every other send of their address or browser', () => {
    const sends = [
      { id: 'regular', firstSeen: false, addressKey: 'a-regular', senderKey: 's-regular' },
      { id: 'flood 1', firstSeen: true, addressKey: 'a-1', senderKey: 's-1' },
      // The same flooder's second send, delivered once its first had made it a regular.
      { id: 'flood 1 again', firstSeen: false, addressKey: 'a-1', senderKey: 's-other' },
      // Its browser from another address.
      { id: 'flood 1 moved', firstSeen: false, addressKey: 'a-9', senderKey: 's-1' },
      { id: 'flood 2', firstSeen: true, addressKey: 'a-2' },
      { id: 'old message', firstSeen: false },
    ];
    const flood = floodOf(sends);
    expect(flood.sends.map((s) => s.id)).toEqual([
      'flood 1',
      'flood 1 again',
      'flood 1 moved',
      'flood 2',
    ]);
    expect(flood.keys.sort()).toEqual(['a-1', 'a-2', 's-1']);
  });

  it('is nothing when nobody was first seen', () => {
    expect(floodOf([{ firstSeen: false, addressKey: 'a', senderKey: 's' }])).toEqual({
      keys: [],
      sends: [],
    });
  });
});
