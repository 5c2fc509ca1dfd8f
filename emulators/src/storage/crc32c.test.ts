import { describe, expect, it } from 'vitest';
import { crc32c, crc32cBase64 } from './crc32c';

describe('crc32c', () => {
  it('matches the RFC 3720 check value', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
  });

  it('matches the iSCSI test vector of 32 zero bytes', () => {
    expect(crc32c(new Uint8Array(32))).toBe(0x8a9136aa);
  });

  it('continues across pieces', () => {
    const data = Buffer.from('The quick brown fox jumps over the lazy dog, twice over.');
    expect(crc32c(data.subarray(13), crc32c(data.subarray(0, 13)))).toBe(crc32c(data));
  });

  it('encodes as base64 of the big-endian value, as GCS does', () => {
    expect(crc32cBase64(0xe3069283)).toBe('4waSgw==');
    expect(crc32cBase64(0)).toBe('AAAAAA==');
  });
});
