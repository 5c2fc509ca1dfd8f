import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { callerOf } from './auth';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const jwt = (payload: object) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('callerOf', () => {
  it('treats the owner token as admin, in both schemes', () => {
    expect(callerOf(request({ authorization: 'Firebase owner' }))).toEqual({ kind: 'admin' });
    expect(callerOf(request({ authorization: 'Bearer owner' }))).toEqual({ kind: 'admin' });
  });

  it('reads uid from user_id, then sub, and keeps every claim', () => {
    const token = jwt({ user_id: 'u1', sub: 'ignored', email: 'a@b.c', exp: 1 });
    expect(callerOf(request({ authorization: `Firebase ${token}` }))).toEqual({
      kind: 'user',
      auth: { uid: 'u1', token: { user_id: 'u1', sub: 'ignored', email: 'a@b.c', exp: 1 } },
    });
    const subOnly = callerOf(request({ authorization: `Bearer ${jwt({ sub: 'u2' })}` }));
    expect(subOnly).toMatchObject({ kind: 'user', auth: { uid: 'u2' } });
  });

  it('is anonymous without a token or with one it cannot read', () => {
    expect(callerOf(request({}))).toEqual({ kind: 'anonymous' });
    expect(callerOf(request({ authorization: 'Firebase not-a-jwt' }))).toEqual({
      kind: 'anonymous',
    });
    expect(callerOf(request({ authorization: `Firebase ${jwt({ email: 'x' })}` }))).toEqual({
      kind: 'anonymous',
    });
  });

  it('counts the credential-less Cloud Storage client library as admin', () => {
    const gccl = { 'x-goog-api-client': 'gl-node/22.23.3 gccl/8.4.0 gccl-invocation-id/abc' };
    expect(callerOf(request(gccl))).toEqual({ kind: 'admin' });
    expect(callerOf(request({ 'x-goog-api-client': 'gl-web/12 fire/12' }))).toEqual({
      kind: 'anonymous',
    });
  });
});
