import { describe, expect, it } from 'vitest';
import { addressPrefixOf, canonicalAddress, clientAddressOf, isCdnAddress } from './addresses';

/** An address inside Fastly's published 151.101.0.0/16, as a Hosting request's last hop. */
const EDGE = '151.101.2.15';

describe('a call straight to the function', () => {
  it('is the hop Google’s front end appended: the right-most X-Forwarded-For entry', () => {
    expect(clientAddressOf({ 'x-forwarded-for': '203.0.113.9' }, '169.254.1.1')).toBe(
      '203.0.113.9',
    );
  });

  it.each([
    ['1.2.3.4, 203.0.113.9', '203.0.113.9'],
    ['1.2.3.4,5.6.7.8 , 203.0.113.9', '203.0.113.9'],
    ['not-an-address, 2001:db8::7', '2001:db8:0:0:0:0:0:7'],
    ['1.2.3.4, , 203.0.113.9,', '203.0.113.9'],
    [`${EDGE}, 203.0.113.9`, '203.0.113.9'],
  ])('ignores what a caller forged to the left (%j)', (header, expected) => {
    expect(clientAddressOf({ 'x-forwarded-for': header }, undefined)).toBe(expected);
  });

  it('never reads Fastly-Client-IP when the last hop is not Fastly’s', () => {
    for (const forged of ['6.6.6.6', '2001:db8::1', 'garbage'])
      expect(
        clientAddressOf(
          { 'x-forwarded-for': `${EDGE}, 203.0.113.9`, 'fastly-client-ip': forged },
          undefined,
        ),
      ).toBe('203.0.113.9');
    expect(clientAddressOf({ 'fastly-client-ip': '6.6.6.6' }, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads repeated headers in order, taking the last hop', () => {
    expect(clientAddressOf({ 'x-forwarded-for': ['1.2.3.4', '203.0.113.9'] }, undefined)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket peer without the header, and to nothing without either', () => {
    expect(clientAddressOf({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf({}, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf({ 'x-forwarded-for': ' ' }, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf({}, undefined)).toBeUndefined();
    expect(clientAddressOf({ 'x-forwarded-for': 'not-an-address' }, '127.0.0.1')).toBeUndefined();
  });
});

describe('a call through Firebase Hosting', () => {
  it('is the client Fastly names when the last hop is a Fastly edge', () => {
    const headers = {
      'x-forwarded-for': `203.0.113.9, ${EDGE}`,
      'fastly-client-ip': '198.51.100.4',
    };
    expect(clientAddressOf(headers, '169.254.1.1')).toBe('198.51.100.4');
    expect(
      clientAddressOf(
        { 'x-forwarded-for': '2a04:4e42:400::15', 'fastly-client-ip': '2001:db8::9' },
        undefined,
      ),
    ).toBe('2001:db8:0:0:0:0:0:9');
  });

  it('whatever the caller put to the left of the edge, only Fastly-Client-IP counts', () => {
    const headers = {
      'x-forwarded-for': `6.6.6.6, 7.7.7.7, ${EDGE}`,
      'fastly-client-ip': '198.51.100.4',
    };
    expect(clientAddressOf(headers, undefined)).toBe('198.51.100.4');
  });

  it('is the edge itself when Fastly-Client-IP is missing or no address', () => {
    expect(clientAddressOf({ 'x-forwarded-for': EDGE }, undefined)).toBe(EDGE);
    expect(clientAddressOf({ 'x-forwarded-for': EDGE, 'fastly-client-ip': 'x' }, undefined)).toBe(
      EDGE,
    );
  });
});

describe('addresses', () => {
  it('knows Fastly’s ranges, at their edges too', () => {
    expect(isCdnAddress('151.101.0.0')).toBe(true);
    expect(isCdnAddress('151.101.255.255')).toBe(true);
    expect(isCdnAddress('151.102.0.0')).toBe(false);
    expect(isCdnAddress('199.27.79.255')).toBe(true);
    expect(isCdnAddress('199.27.80.0')).toBe(false);
    expect(isCdnAddress('2a04:4e42::1')).toBe(true);
    expect(isCdnAddress('2a04:4e41::1')).toBe(false);
    expect(isCdnAddress('::ffff:151.101.2.15')).toBe(true);
    expect(isCdnAddress('not-an-address')).toBe(false);
  });

  it('writes one address one way', () => {
    expect(canonicalAddress('2001:DB8::0:1')).toBe('2001:db8:0:0:0:0:0:1');
    expect(canonicalAddress('2001:db8:0:0:0:0:0:1')).toBe('2001:db8:0:0:0:0:0:1');
    expect(canonicalAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalAddress('::1')).toBe('0:0:0:0:0:0:0:1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:1');
    expect(canonicalAddress('1.2.3')).toBeUndefined();
  });

  it('names an IPv6 client by its /64 and an IPv4 client whole', () => {
    expect(addressPrefixOf('2001:db8:1:2:aaaa::1')).toBe(addressPrefixOf('2001:db8:1:2:ffff::9'));
    expect(addressPrefixOf('2001:db8:1:2::1')).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(addressPrefixOf('2001:db8:1:3::1')).not.toBe(addressPrefixOf('2001:db8:1:2::1'));
    expect(addressPrefixOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressPrefixOf('203.0.113.10')).not.toBe(addressPrefixOf('203.0.113.9'));
    expect(addressPrefixOf(undefined)).toBeUndefined();
  });
});
