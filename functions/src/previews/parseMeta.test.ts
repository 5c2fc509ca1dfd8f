import { describe, expect, it } from 'vitest';
import { decodePage, parseMeta } from './parseMeta';

const PAGE = 'https://example.com/posts/1';

describe('parseMeta', () => {
  it('reads Open Graph tags, whatever the quoting, case and attribute order', () => {
    const html = `<!doctype html><html><head>
      <META property="og:title" content="Hello &amp; welcome">
      <meta content='A page about &quot;things&quot;' property='og:description' />
      <meta property=og:image content=/img/cover.png>
      <meta property="og:site_name" content="Example">
      <title>Fallback title</title></head><body></body></html>`;
    expect(parseMeta(html, PAGE)).toEqual({
      title: 'Hello & welcome',
      description: 'A page about "things"',
      image: 'https://example.com/img/cover.png',
      siteName: 'Example',
    });
  });

  it('falls back to Twitter cards, then to <title>', () => {
    const html = `<title>
      My   page &#x1F600;</title>
      <meta name="twitter:description" content="from twitter">
      <meta name="twitter:image" content="https://cdn.example.net/a.jpg">`;
    expect(parseMeta(html, PAGE)).toEqual({
      title: 'My page 😀',
      description: 'from twitter',
      image: 'https://cdn.example.net/a.jpg',
    });
  });

  it('takes the first of a repeated tag', () => {
    const html = `<meta property="og:image" content="https://a.example/1.png">
      <meta property="og:image" content="https://a.example/2.png">`;
    expect(parseMeta(html, PAGE).image).toBe('https://a.example/1.png');
  });

  it('never reads tags inside scripts, styles or comments', () => {
    const html = `<script>document.write('<meta property="og:title" content="from script">')</script>
      <!-- <meta property="og:description" content="commented"> -->
      <style>/* <title>styled</title> */</style>
      <noscript><meta property="og:image" content="https://evil.example/x.png"></noscript>
      <title>Real</title>`;
    expect(parseMeta(html, PAGE)).toEqual({ title: 'Real' });
  });

  it('reads only og: and twitter: meta tags', () => {
    const html = `<meta name="description" content="plain description">
      <meta http-equiv="refresh" content="0;url=https://elsewhere.example">`;
    expect(parseMeta(html, PAGE)).toEqual({});
  });

  it('offers only http(s) images', () => {
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd'])
      expect(parseMeta(`<meta property="og:image" content="${src}">`, PAGE).image).toBeUndefined();
  });

  it('cuts long texts and drops empty ones', () => {
    const long = 'あ'.repeat(300);
    const result = parseMeta(
      `<meta property="og:title" content="${long}"><meta property="og:description" content="  ">`,
      PAGE,
    );
    expect(Array.from(result.title!)).toHaveLength(80);
    expect(result.title!.endsWith('…')).toBe(true);
    expect(result.description).toBeUndefined();
  });

  it('survives broken markup', () => {
    expect(parseMeta('<meta property="og:title" content="unterminated', PAGE)).toEqual({});
    expect(parseMeta('<title>never closed', PAGE)).toEqual({});
    expect(parseMeta('<script>never closed <title>x</title>', PAGE)).toEqual({});
    expect(parseMeta('&#0; &#xD800; <title>&#0;&bogus;</title>', PAGE)).toEqual({
      title: '&#0;&bogus;',
    });
  });
});

describe('decodePage', () => {
  it('uses the declared charset, then a <meta charset>, then UTF-8', () => {
    const sjis = Buffer.from([0x82, 0xa0]); // あ in Shift_JIS
    expect(decodePage(sjis, 'shift_jis')).toBe('あ');
    const sniffed = Buffer.concat([Buffer.from('<meta charset="shift_jis">'), sjis]);
    expect(decodePage(sniffed, undefined)).toBe('<meta charset="shift_jis">あ');
    expect(decodePage(Buffer.from('あ'), 'no-such-charset')).toBe('あ');
  });
});
