import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText as EditorLinkedText } from '../../components/text/linked-text';
import { LinkedText } from './linked-text';

/** The links a rendering holds, as [text, href] pairs, in order. */
function linksOf(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [
    m[2]!,
    m[1]!.replaceAll('&amp;', '&'),
  ]);
}

const BIO = [
  '「詳しくはhttps://example.com/aを見てね」',
  '配信はhttps://twitch.tv/mikaで！',
  'サイト（https://example.com/b）です。',
  '新作→https://example.com/c。次はhttps://example.com/d、その次https://example.com/e！',
  'mailto:fan@example.com にどうぞ',
  'javascript:alert(1) ftp://example.com/f data:text/html,x',
].join('\n');

describe("the public page's linked text", () => {
  it('links an address and not the Japanese text around it', () => {
    expect(linksOf(renderToStaticMarkup(<LinkedText text={BIO} />))).toEqual([
      ['https://example.com/a', 'https://example.com/a'],
      ['https://twitch.tv/mika', 'https://twitch.tv/mika'],
      ['https://example.com/b', 'https://example.com/b'],
      ['https://example.com/c', 'https://example.com/c'],
      ['https://example.com/d', 'https://example.com/d'],
      ['https://example.com/e', 'https://example.com/e'],
      ['mailto:fan@example.com', 'mailto:fan@example.com'],
    ]);
  });

  it("links what the editor's preview links, the same way", () => {
    expect(linksOf(renderToStaticMarkup(<LinkedText text={BIO} />))).toEqual(
      linksOf(renderToStaticMarkup(<EditorLinkedText text={BIO} />)),
    );
  });
});
