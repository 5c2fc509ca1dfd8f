import { describe, expect, it } from 'vitest';
import { PUBLIC_ANSWERS_COLLECTION, publicAnswerId, publicAnswerPath } from './answer';

describe('public answer ids', () => {
  it('joins the space, board and post with a colon, which none of them may contain', () => {
    expect(publicAnswerId('mika', 'answers', 'p1')).toBe('mika:answers:p1');
  });

  it('places the document in the public answers collection', () => {
    expect(PUBLIC_ANSWERS_COLLECTION).toBe('publicAnswers');
    expect(publicAnswerPath('mika', 'qa-2', 'abc')).toBe('publicAnswers/mika:qa-2:abc');
  });
});
