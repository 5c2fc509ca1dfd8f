import { describe, expect, it } from 'vitest';
import { isSafeLink, normalizeLink, safeHref, withScheme } from './links';
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
