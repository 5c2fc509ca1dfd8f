import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.server';

function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`https://spaces.example${path}`, { headers });
}

describe('requestLanguage', () => {
  it("follows an action link's lang on the auth pages over Accept-Language", () => {
    const link = '/a/verify-email?mode=verifyEmail&oobCode=x&lang=ja';
    expect(requestLanguage(request(link, { 'Accept-Language': 'en-US' }))).toBe('ja');
    const reset = '/a/reset-password?mode=resetPassword&oobCode=x&lang=en';
    expect(requestLanguage(request(reset, { 'Accept-Language': 'ja' }))).toBe('en');
  });

  it("keeps this browser's own choice over the link's", () => {
    const link = '/a/verify-email?mode=verifyEmail&oobCode=x&lang=ja';
    expect(requestLanguage(request(link, { Cookie: '__session=lang%3Den' }))).toBe('en');
  });

  it('ignores lang outside the auth pages, and an unknown one', () => {
    expect(requestLanguage(request('/demo?lang=en', { 'Accept-Language': 'ja' }))).toBe('ja');
    expect(requestLanguage(request('/a/signin?lang=fr', { 'Accept-Language': 'en' }))).toBe('en');
  });
});
