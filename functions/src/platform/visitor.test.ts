import { describe, expect, it } from 'vitest';
import { Visitor, clientAddressOf } from './visitor';

describe('the client address', () => {
  it('is the hop Google’s front end appended: the right-most X-Forwarded-For entry', () => {
    expect(clientAddressOf({ 'x-forwarded-for': '203.0.113.9' }, '169.254.1.1')).toBe(
      '203.0.113.9',
    );
  });

  it.each([
    ['1.2.3.4, 203.0.113.9', '203.0.113.9'],
    ['1.2.3.4,5.6.7.8 , 203.0.113.9', '203.0.113.9'],
    ['not-an-address, 2001:db8::7', '2001:db8::7'],
    ['1.2.3.4, , 203.0.113.9,', '203.0.113.9'],
  ])('ignores what a client forged to the left (%j)', (header, expected) => {
    expect(clientAddressOf({ 'x-forwarded-for': header }, undefined)).toBe(expected);
  });

  it('reads repeated headers in order, taking the last hop', () => {
    expect(clientAddressOf({ 'x-forwarded-for': ['1.2.3.4', '203.0.113.9'] }, undefined)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket peer without the header, and to nothing without either', () => {
    expect(clientAddressOf({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf({ 'x-forwarded-for': ' ' }, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf({}, undefined)).toBeUndefined();
  });

  it('is what Visitor.fromRequest keeps, never the left-most value Express would trust', () => {
    const visitor = Visitor.fromRequest({
      auth: undefined,
      app: undefined,
      rawRequest: {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
        socket: { remoteAddress: '169.254.8.1' },
        ip: '6.6.6.6',
      } as never,
    });
    expect(visitor.clientAddress).toBe('203.0.113.9');
    expect(visitor.appVerified).toBe(false);
    expect(visitor.uid).toBeUndefined();
  });

  it('notes a verified app and a signed-in user', () => {
    const visitor = Visitor.fromRequest({
      auth: { uid: 'u1', token: {} } as never,
      app: { appId: 'app', token: {} } as never,
      rawRequest: { headers: {}, socket: { remoteAddress: '10.0.0.1' } } as never,
    });
    expect(visitor).toMatchObject({ uid: 'u1', appVerified: true, clientAddress: '10.0.0.1' });
  });
});
