import { describe, expect, it } from 'vitest';
import {
  ANSWER_SHARE_GRAPHEMES,
  answerShareText,
  PUBLIC_ANSWERS_COLLECTION,
  publicAnswerId,
  publicAnswerPath,
} from './answer';

describe('public answer ids', () => {
  it('joins the space, board and post with a colon, which none of them may contain', () => {
    expect(publicAnswerId('mika', 'answers', 'p1')).toBe('mika:answers:p1');
  });

  it('places the document in the public answers collection', () => {
    expect(PUBLIC_ANSWERS_COLLECTION).toBe('publicAnswers');
    expect(publicAnswerPath('mika', 'qa-2', 'abc')).toBe('publicAnswers/mika:qa-2:abc');
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
