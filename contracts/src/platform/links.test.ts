import { describe, expect, it } from 'vitest';
import {
  isPublicHostName,
  isSafeLink,
  linkProblem,
  mailAddress,
  normalizeLink,
  safeHref,
  withScheme,
} from './links';
import { LIMITS } from '../limits';

describe('isSafeLink', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'mailto:me@example.com',
    'https://例え.jp/',
  ])('allows %s', (url) => expect(isSafeLink(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//example.com',
    '/relative',
    'example.com',
    'https://user:pw@example.com',
    'https://bank.com@evil.example',
    'mailto:nobody',
    'https://nodot',
    '',
    `https://example.com/${'a'.repeat(LIMITS.urlMaxLength)}`,
  ])('refuses %j', (url) => expect(isSafeLink(url)).toBe(false));
});

describe('safeHref', () => {
  it('gives the normalised href of a safe link', () => {
    expect(safeHref('HTTPS://Example.COM')).toBe('https://example.com/');
  });

  it('gives undefined for an unsafe link so that it renders as text', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});

describe('withScheme / normalizeLink', () => {
  it('adds https to a pasted host', () => {
    expect(withScheme('example.com/x')).toBe('https://example.com/x');
    expect(normalizeLink(' example.com ')).toBe('https://example.com/');
  });

  it('leaves a scheme alone, so that unsafe schemes stay unsafe', () => {
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
  });

  it('does not turn a word into a host', () => {
    expect(normalizeLink('hello')).toBeNull();
  });
});

describe('host names', () => {
  it.each([
    'example.com',
    'a.b.example.co.jp',
    'xn--r8jz45g.jp',
    'my_blog.example.com',
    'x.xn--p1ai',
  ])('accepts %s', (host) => expect(isPublicHostName(host)).toBe(true));

  it.each([
    'localhost',
    'intranet',
    '127.0.0.1',
    '10.0.0.1',
    '[::1]',
    'example.com.',
    'a..example.com',
    '-bad.example.com',
    'bad-.example.com',
    'example.c',
    'example.123',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
  ])('refuses %s', (host) => expect(isPublicHostName(host)).toBe(false));

  it.each([
    'https://localhost/',
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'https://example.com./',
    'https://exa mple.com/',
  ])('refuses the link %s', (url) => expect(isSafeLink(url)).toBe(false));

  it('turns an IDN into punycode as stored', () => {
    expect(normalizeLink('https://例え.jp/')).toBe('https://xn--r8jz45g.jp/');
  });
});

describe('mailto links', () => {
  it('keeps one plain address', () => {
    expect(normalizeLink('mailto:Me.Too+tag@Example.COM')).toBe('mailto:Me.Too+tag@example.com');
    expect(mailAddress('me@例え.jp')).toBe('me@xn--r8jz45g.jp');
  });

  it.each([
    'mailto:me@example.com?cc=boss@example.com',
    'mailto:me@example.com?subject=hi',
    'mailto:me@example.com?body=x%0D%0ABcc:all@example.com',
    'mailto:me%0ABcc:x@example.com',
    'mailto:me%40example.com',
    'mailto:a@example.com,b@example.com',
    'mailto:a@example.com;b@example.com',
    'mailto:?to=a@example.com',
    'mailto:me@example.com#x',
    'mailto:"me"@example.com',
    'mailto:me@localhost',
    'mailto:me@127.0.0.1',
    'mailto:me@[127.0.0.1]',
    'mailto:@example.com',
    'mailto:me@',
  ])('refuses %s', (url) => expect(isSafeLink(url)).toBe(false));
});

describe('lengths as stored', () => {
  it('measures the link after percent-encoding, not as typed', () => {
    // 700 hiragana are 700 code points typed, but 6,300 characters once encoded.
    const typed = `https://example.com/${'あ'.repeat(700)}`;
    expect(typed.length).toBeLessThan(LIMITS.urlMaxLength);
    expect(normalizeLink(typed)).toBeNull();
    expect(linkProblem(typed)).toBe('linkTooLong');
  });

  it('accepts a link whose stored form is exactly at the limit', () => {
    const base = 'https://example.com/';
    const url = base + 'a'.repeat(LIMITS.urlMaxLength - base.length);
    expect(normalizeLink(url)).toBe(url);
    expect(linkProblem(`${url}a`)).toBe('linkTooLong');
  });

  it('counts the scheme it adds to a pasted host', () => {
    const pasted = `example.com/${'a'.repeat(LIMITS.urlMaxLength - 'example.com/'.length)}`;
    expect(linkProblem(pasted)).toBe('linkTooLong');
  });

  it('says unsafe, not too long, for an unsafe link', () => {
    expect(linkProblem('javascript:alert(1)')).toBe('unsafeLink');
    expect(linkProblem('https://example.com/')).toBeNull();
  });
});
