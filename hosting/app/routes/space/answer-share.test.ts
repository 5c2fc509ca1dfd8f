import { describe, expect, it } from 'vitest';
import { shareUrls } from './answer-share';

describe('shareUrls', () => {
  it('puts the page and the text into X and LINE share addresses, encoded', () => {
    const page = 'https://spaces.example/mika/answers/p1';
    const { x, line } = shareUrls(page, 'Q&A #1 ?');
    const xUrl = new URL(x);
    expect(xUrl.origin + xUrl.pathname).toBe('https://twitter.com/intent/tweet');
    expect(xUrl.searchParams.get('text')).toBe('Q&A #1 ?');
    expect(xUrl.searchParams.get('url')).toBe(page);
    expect(line).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(page)}`,
    );
  });
});
