import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import { decodeCursor, encodeCursor } from './cursor';

describe('cursors', () => {
  it('round-trips a position', () => {
    const position = { createdAt: new Date('2026-11-23T01:02:03.456Z'), messageId: 'm_1-x' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    '',
    'not base64 !',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('["nope","m1"]').toString('base64url'),
    Buffer.from('["2026-01-01T00:00:00Z",""]').toString('base64url'),
  ])('refuses %j as invalid input', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(ValidationError);
  });
});
