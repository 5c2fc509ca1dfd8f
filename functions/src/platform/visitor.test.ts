import { describe, expect, it } from 'vitest';
import { Visitor } from './visitor';

describe('the visitor of a request', () => {
  it('keeps the last X-Forwarded-For hop, never the left-most value Express would trust', () => {
    const visitor = Visitor.fromRequest({
      auth: undefined,
      app: undefined,
      rawRequest: {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'fastly-client-ip': '6.6.6.6' },
        socket: { remoteAddress: '169.254.8.1' },
        ip: '6.6.6.6',
      } as never,
    });
    expect(visitor.clientAddress).toBe('203.0.113.9');
    expect(visitor.appVerified).toBe(false);
    expect(visitor.uid).toBeUndefined();
    expect(visitor.senderToken).toBeUndefined();
  });

  it('notes a verified app, a signed-in user and the cookie’s sender token', () => {
    const token = 'A'.repeat(22);
    const visitor = Visitor.fromRequest({
      auth: { uid: 'u1', token: {} } as never,
      app: { appId: 'app', token: {} } as never,
      rawRequest: {
        headers: { cookie: `__session=sender%3D${token}` },
        socket: { remoteAddress: '10.0.0.1' },
      } as never,
    });
    expect(visitor).toMatchObject({
      uid: 'u1',
      appVerified: true,
      clientAddress: '10.0.0.1',
      senderToken: token,
      senderTokenMinted: false,
    });
  });

  it('marks a token minted for this request as minted', () => {
    const minted = 'B'.repeat(22);
    const visitor = Visitor.fromRequest(
      {
        auth: undefined,
        app: undefined,
        rawRequest: { headers: {}, socket: { remoteAddress: '10.0.0.1' } } as never,
      },
      minted,
    );
    expect(visitor).toMatchObject({ senderToken: minted, senderTokenMinted: true });
  });
});
