import { describe, expect, it } from 'vitest';
import { lineShareUrl, storyImage, xShareUrl } from './share-links';

describe('share links', () => {
  it("fills X's compose page with the text and the address, both encoded", () => {
    const link = new URL(xShareUrl('https://spaces.example/mika', 'Mika & friends のページ'));
    expect(link.origin + link.pathname).toBe('https://x.com/intent/tweet');
    expect(link.searchParams.get('url')).toBe('https://spaces.example/mika');
    expect(link.searchParams.get('text')).toBe('Mika & friends のページ');
    expect(xShareUrl('https://spaces.example/a?b=c', 'x')).toContain(
      'url=https%3A%2F%2Fspaces.example%2Fa%3Fb%3Dc',
    );
  });

  it("gives LINE's share page the address alone", () => {
    const link = new URL(lineShareUrl('https://spaces.example/mika'));
    expect(link.hostname).toBe('social-plugins.line.me');
    expect([...link.searchParams.keys()]).toEqual(['url']);
    expect(link.searchParams.get('url')).toBe('https://spaces.example/mika');
  });

  it('gives LINE an answer’s words, then the address on a line of its own', () => {
    const link = new URL(lineShareUrl('https://spaces.example/mika/answers/p1', 'ありがとう！'));
    expect(link.hostname).toBe('line.me');
    expect(link.pathname).toBe('/R/share');
    expect(link.searchParams.get('text')).toBe(
      'ありがとう！\nhttps://spaces.example/mika/answers/p1',
    );
  });

  it('names the story-size card of the space', () => {
    expect(storyImage('mika')).toEqual({
      href: '/api/cards/mika/space.story.png',
      fileName: 'mika-story.png',
    });
  });
});
