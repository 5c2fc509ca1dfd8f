import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  decodePunycode,
  hostLooksAlike,
  hostToUnicode,
  isInternationalHost,
  linkForDisplay,
  linkTitle,
  mixesScripts,
} from './hosts';
import { internationalHost, isSafeLink, normalizeLink } from './links';

describe('hostToUnicode', () => {
  // Node's own IDNA is the reference: every host is encoded by it and must come back as it decodes.
  it.each([
    '例え.jp',
    'ドメイン名例.jp',
    'bücher.de',
    'münchen.example.com',
    'пример.рф',
    'παράδειγμα.gr',
    '한국.kr',
    '中文网.cn',
    'مثال.مصر',
    'ยินดีต้อนรับ.th',
    '日本語ドメイン.com',
    'a.b.c.example.org',
    '😀.example',
  ])('decodes %s as Node does', (unicode) => {
    const ascii = domainToASCII(unicode);
    expect(ascii).not.toBe('');
    expect(hostToUnicode(ascii)).toBe(domainToUnicode(ascii));
  });

  it.each(['xn--', 'xn--ab!c', 'xn--99999999999999999999', 'xn--ab@c'])(
    'refuses the malformed label %s',
    (label) => expect(hostToUnicode(`${label}.com`)).toBeNull(),
  );

  it('decodes the examples of RFC 3492', () => {
    expect(decodePunycode('egbpdaj6bu4bxfgehfvwxn')).toBe('ليهمابتكلموشعربي؟');
    expect(decodePunycode('3B-ww4c5e180e575a65lsy2b')).toBe('3年B組金八先生');
  });
});

describe('mixesScripts', () => {
  it.each([
    ['Latin alone', 'paypal', false],
    ['Cyrillic alone', 'пример', false],
    ['Japanese kana and kanji', 'ドメイン名例', false],
    ['Japanese with Latin', 'abcの日本語', false],
    ['Korean with Latin and Han', 'abc한국中', false],
    ['digits and hyphens beside any script', 'пример-123', false],
    ['the long-vowel mark in katakana', 'スーパー', false],
    ['Latin with one Cyrillic letter', 'pаypal', true],
    ['Latin with a Greek omicron', 'gοogle', true],
    ['Cyrillic with Greek', 'пρ', true],
    ['Hangul with kana', '한국の', true],
    ['Arabic with Latin', 'abcمثال', true],
  ])('%s', (_name, label, mixed) => expect(mixesScripts(label)).toBe(mixed));
});

describe('links to international hosts', () => {
  // At least fifteen hosts as owners type them, accepted or refused whole.
  it.each([
    ['https://例え.jp/', true],
    ['https://ドメイン名例.jp/', true],
    ['https://日本語ドメイン.com/', true],
    ['https://bücher.de/', true],
    ['https://пример.рф/', true],
    ['https://παράδειγμα.gr/', true],
    ['https://한국.kr/', true],
    ['https://中文网.cn/', true],
    ['https://abcの日本語.jp/', true],
    ['https://xn--r8jz45g.jp/', true],
    ['mailto:me@xn--r8jz45g.jp', true],
    ['https://example.com/', true],
    ['https://pаypal.com/', false], // Cyrillic а
    ['https://xn--pypal-4ve.com/', false], // the same, pasted as punycode
    ['https://gοogle.com/', false], // Greek ο
    ['https://аpple.com/', false], // Cyrillic а, then Latin
    ['https://shop.micrоsoft.com/', false], // Cyrillic о in a sub-domain's parent
    ['https://paypal.cоm/', false], // the top-level label
    ['mailto:me@pаypal.com', false],
    ['https://xn--zz-9ba.com/', false], // not valid punycode
  ])('%s is accepted: %s', (url, accepted) => expect(isSafeLink(url)).toBe(accepted));

  it('still stores the punycode form, as the URL parser gives it', () => {
    expect(normalizeLink('https://例え.jp/a')).toBe('https://xn--r8jz45g.jp/a');
    expect(hostLooksAlike('xn--r8jz45g.jp')).toBe(false);
  });
});

describe('linkForDisplay', () => {
  it.each([
    ['https://xn--r8jz45g.jp/a?b=c', 'https://例え.jp/a?b=c'],
    ['https://shop.xn--bcher-kva.de/', 'https://shop.bücher.de/'],
    ['mailto:me@xn--r8jz45g.jp', 'mailto:me@例え.jp'],
    ['https://example.com/xn--abc', 'https://example.com/xn--abc'],
    ['not a link', 'not a link'],
  ])('shows %s as %s', (href, shown) => expect(linkForDisplay(href)).toBe(shown));

  it('tells international hosts from ASCII ones', () => {
    expect(isInternationalHost('xn--r8jz45g.jp')).toBe(true);
    expect(isInternationalHost('example.com')).toBe(false);
  });
});

describe('what the owner and visitors read', () => {
  it('names the Unicode host of a typed link beyond ASCII, and nothing else', () => {
    expect(internationalHost('例え.jp/a')).toBe('例え.jp');
    expect(internationalHost('https://xn--r8jz45g.jp/')).toBe('例え.jp');
    expect(internationalHost('https://example.com/')).toBeNull();
    expect(internationalHost('https://pаypal.com/')).toBeNull(); // refused, not warned about
  });

  it('titles a rendered link with its Unicode form only when that differs', () => {
    expect(linkTitle('https://xn--r8jz45g.jp/')).toBe('https://例え.jp/');
    expect(linkTitle('https://example.com/')).toBeUndefined();
  });
});
