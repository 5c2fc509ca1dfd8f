import { describe, expect, it } from 'vitest';
import { addressKind } from './addresses';

describe('addressKind', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['151.101.2.15', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a04:4e42::1', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['::ffff:0:7f00:1', 'reserved'],
    ['not an address', 'not-an-address'],
    ['', 'not-an-address'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:100.64.0.1', 'shared'],
    ['::ffff:0.0.0.0', 'unspecified'],
  ])('judges the IPv4-mapped form %s as its IPv4 address (%s)', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('draws the edges of the private ranges exactly', () => {
    expect(addressKind('172.15.255.255')).toBe('public');
    expect(addressKind('172.32.0.0')).toBe('public');
    expect(addressKind('100.63.255.255')).toBe('public');
    expect(addressKind('100.128.0.0')).toBe('public');
    expect(addressKind('11.0.0.0')).toBe('public');
    expect(addressKind('9.255.255.255')).toBe('public');
  });
});
