import { describe, expect, it } from 'vitest';
import {
  ANSWER_SHARE_GRAPHEMES,
  answerShareText,
  answerShown,
  PUBLIC_ANSWERS_COLLECTION,
  publicAnswerPath,
} from './answer';

describe('public answer ids', () => {
  it('keys the document by its post alone, which no rename changes', () => {
    expect(PUBLIC_ANSWERS_COLLECTION).toBe('publicAnswers');
    expect(publicAnswerPath('abc')).toBe('publicAnswers/abc');
  });
});

describe('answerShown', () => {
  const board = { visible: true, slug: 'answers' };
  const post = { status: 'published', body: 'Yes.' };

  it('shows an answer while its board is visible and its post published', () => {
    expect(answerShown(board, post)).toBe(true);
  });

  it.each<[string, { visible?: unknown } | undefined, { status?: unknown } | undefined]>([
    ['a hidden board', { ...board, visible: false }, post],
    ['a board that is gone', undefined, post],
    ['a hidden post', board, { ...post, status: 'hidden' }],
    ['a post that is gone', board, undefined],
    ['a board without the field', { slug: 'answers' } as { visible?: unknown }, post],
  ])('hides it with %s', (_what, b, p) => {
    expect(answerShown(b, p)).toBe(false);
  });
});

describe('answerShareText', () => {
  it('is the answer itself when short, on one line', () => {
    expect(answerShareText('ありがとう！\n  また来てね')).toBe('ありがとう！ また来てね');
  });

  it('cuts a long answer at a grapheme, never inside an emoji, with an ellipsis', () => {
    const family = '👨‍👩‍👧';
    const text = `${'あ'.repeat(ANSWER_SHARE_GRAPHEMES - 1)}${family}${'い'.repeat(20)}`;
    const shared = answerShareText(text);
    expect(shared.endsWith(`${family}…`)).toBe(true);
    expect([...new Intl.Segmenter().segment(shared)]).toHaveLength(ANSWER_SHARE_GRAPHEMES + 1);
    const cutInside = answerShareText(`${'あ'.repeat(ANSWER_SHARE_GRAPHEMES)}${family}`);
    expect(cutInside).toBe(`${'あ'.repeat(ANSWER_SHARE_GRAPHEMES)}…`);
  });
});
