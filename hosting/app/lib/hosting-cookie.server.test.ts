import { describe, expect, it } from 'vitest';
import { hostingCookieHeader, readHostingCookie } from './hosting-cookie.server';

const request = (cookie?: string, url = 'https://spaces.example/') =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

describe('the __session cookie bag', () => {
  it('reads named entries and ignores other cookies', () => {
    const entries = readHostingCookie(request('lang=ja; __session=lang%3Den%26sid%3Dabc; other=1'));
    expect(entries.get('lang')).toBe('en');
    expect(entries.get('sid')).toBe('abc');
  });

  it('is empty without the cookie or with a malformed one', () => {
    expect([...readHostingCookie(request()).keys()]).toEqual([]);
    expect([...readHostingCookie(request('__session=%E0%A4%A')).keys()]).toEqual([]);
  });

  it('writes every entry back, Secure only over https', () => {
    const entries = readHostingCookie(request('__session=sid%3Dabc'));
    entries.set('lang', 'en');
    const header = hostingCookieHeader(entries, request(undefined, 'https://spaces.example/'));
    expect(header).toMatch(
      /^__session=sid%3Dabc%26lang%3Den; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(
      hostingCookieHeader(entries, request(undefined, 'http://127.0.0.1:5000/')),
    ).not.toContain('Secure');
    const roundTrip = readHostingCookie(request(header.split(';')[0]));
    expect(Object.fromEntries(roundTrip)).toEqual({ sid: 'abc', lang: 'en' });
  });
});
