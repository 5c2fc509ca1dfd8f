import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { lettersEntry, lettersOf, withLetter, withoutLetter } from './receipt';

const token = (c: string) => c.repeat(43);

describe('the letters a browser remembers', () => {
  it('round-trips through the cookie’s two encodings', () => {
    const letters = [
      { slug: 'mika-tone_2', token: `${'a'.repeat(40)}-_Z` },
      { slug: 'demo', token: token('B') },
    ];
    const entry = lettersEntry(letters, LIMITS.lettersRemembered);
    const cookie = encodeURIComponent(new URLSearchParams({ letters: entry }).toString());
    // Neither encoding escapes a character of the entry itself.
    expect(cookie).toContain(entry);
    const back = new URLSearchParams(decodeURIComponent(cookie)).get('letters');
    expect(lettersOf(back)).toEqual(letters);
  });

  it('keeps only the newest, and a repeated token once at the end', () => {
    let letters = withLetter([], { slug: 'a-space', token: token('a') });
    for (const c of 'bcdefghijklmnopqrstuvwxy')
      letters = withLetter(letters, { slug: 'a-space', token: token(c) });
    letters = withLetter(letters, { slug: 'a-space', token: token('b') });
    const kept = lettersOf(lettersEntry(letters, 20));
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)?.token).toBe(token('b'));
    expect(kept.filter((l) => l.token === token('b'))).toHaveLength(1);
    expect(withoutLetter(kept, token('b')).map((l) => l.token)).not.toContain(token('b'));
  });

  it('skips what is not a slug and a token', () => {
    expect(lettersOf(`demo.short*Not A Slug.${token('c')}*x.${token('d')}.extra`)).toEqual([]);
    expect(lettersOf(null)).toEqual([]);
  });
});
