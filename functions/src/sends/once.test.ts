import { describe, expect, it } from 'vitest';
import { onceSenderToken, openAnswer, sealAnswer, sendOnceId, sendOnceScopes } from './once';

const post = {
  fields: { kind: 'letter', slug: 'mika', body: 'こんにちは' },
  idempotencyKey: 'k'.repeat(22),
  cookieToken: undefined,
  mintedToken: 'M'.repeat(22),
  addressPrefix: '203.0.113.9',
  userAgent: 'Phone',
};

describe('a send stored once', () => {
  it('is found by the browser that posted it: its token, or its address and agent', () => {
    const scopes = sendOnceScopes(post);
    // A double click posts twice without a token: the same scope.
    expect(sendOnceScopes({ ...post, mintedToken: 'N'.repeat(22) }).lookup).toBe(scopes.lookup);
    // After a Back, the browser sends the token this answer gave it.
    expect(scopes.also).toBe(
      sendOnceScopes({ ...post, cookieToken: 'M'.repeat(22), mintedToken: undefined }).lookup,
    );
    expect(
      sendOnceScopes({ ...post, cookieToken: 'T'.repeat(22), mintedToken: undefined }).also,
    ).toBeUndefined();
  });

  it('is another send for other words, another form, key, agent or address', () => {
    const { lookup } = sendOnceScopes(post);
    for (const other of [
      { ...post, fields: { ...post.fields, body: 'さようなら' } },
      { ...post, fields: { ...post.fields, kind: 'fanMessage' } },
      { ...post, idempotencyKey: 'j'.repeat(22) },
      { ...post, userAgent: 'Desktop' },
      { ...post, addressPrefix: '198.51.100.1' },
    ])
      expect(sendOnceScopes(other).lookup).not.toBe(lookup);
  });

  it('keeps its answer sealed to its scope', () => {
    const answer = { held: false, receipt: '/mika/r/secret-token' };
    const sealed = sealAnswer('s', 'space1', 'scope', answer);
    expect(sealed).not.toContain('secret-token');
    expect(openAnswer('s', 'space1', 'scope', sealed)).toEqual(answer);
    expect(openAnswer('s', 'space1', 'other scope', sealed)).toBeUndefined();
    expect(openAnswer('s', 'space2', 'scope', sealed)).toBeUndefined();
    expect(openAnswer('other secret', 'space1', 'scope', sealed)).toBeUndefined();
    expect(openAnswer('s', 'space1', 'scope', 'not sealed')).toBeUndefined();
  });

  it('names its document by an id that says nothing of the scope', () => {
    const id = sendOnceId('s', 'space1', 'scope');
    expect(id).toMatch(/^send-once_[A-Za-z0-9_-]{32}$/);
    expect(sendOnceId('s', 'space1', 'scope 2')).not.toBe(id);
    expect(sendOnceId('s', 'space2', 'scope')).not.toBe(id);
  });

  it('gives each post of a form from one browser the same token, and no one else that token', () => {
    const browser = {
      idempotencyKey: post.idempotencyKey,
      addressPrefix: '203.0.113.9',
      userAgent: 'Phone',
    };
    const token = onceSenderToken('secret', browser);
    // A double click's two posts: one token, so the send's scope by token is the browser's.
    expect(onceSenderToken('secret', { ...browser })).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const other of [
      { ...browser, idempotencyKey: 'j'.repeat(22) },
      { ...browser, addressPrefix: '198.51.100.7' },
      { ...browser, userAgent: 'Laptop' },
    ])
      expect(onceSenderToken('secret', other)).not.toBe(token);
    // Without the server's secret it cannot be made.
    expect(onceSenderToken('other secret', browser)).not.toBe(token);
  });
});
