import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import {
  answeredPost,
  answersBoardInput,
  assertAnswerable,
  publicAnswerOf,
  shownName,
} from './answer';

const at = new Date(Date.UTC(2026, 0, 1));
const source = (name: string, showName: boolean) => ({
  spaceId: 's1',
  boardId: 'b1',
  spaceSlug: 'mika',
  boardSlug: 'answers',
  postId: 'p1',
  message: { body: 'おすすめの本は？', name },
  answer: '最近は詩集です。',
  showName,
  lang: 'ja' as const,
  publishedAt: at,
  now: at,
});

describe('public answers', () => {
  it('names the sender only when they signed and the owner chose to show it', () => {
    expect(shownName({ name: 'Aki' }, true)).toBe('Aki');
    expect(shownName({ name: 'Aki' }, false)).toBe('');
    expect(shownName({ name: '' }, true)).toBe('');
    expect(shownName({ name: '  ' }, true)).toBe('');
  });

  it('keeps an anonymous question anonymous on the public document', () => {
    expect(publicAnswerOf(source('', true))).not.toHaveProperty('name');
    expect(publicAnswerOf(source('Aki', false))).not.toHaveProperty('name');
    expect(publicAnswerOf(source('Aki', true))).toEqual({
      spaceId: 's1',
      boardId: 'b1',
      spaceSlug: 'mika',
      boardSlug: 'answers',
      postId: 'p1',
      question: 'おすすめの本は？',
      answer: '最近は詩集です。',
      name: 'Aki',
      lang: 'ja',
      publishedAt: at,
      updatedAt: at,
    });
  });

  it('titles the answers board in the owner language, posted by the owner only', () => {
    expect(answersBoardInput('ja')).toMatchObject({
      title: '回答',
      slug: 'answers',
      mode: 'owner',
    });
    expect(answersBoardInput('en').title).toBe('Answers');
  });

  it('refuses a held message, which has not reached the inbox', () => {
    expect(() => assertAnswerable({ held: true })).toThrow(ValidationError);
    expect(() => assertAnswerable({ held: false })).not.toThrow();
  });
});

describe('answeredPost', () => {
  it('names the post of a message answered publicly, and nothing for any other', () => {
    expect(
      answeredPost({ body: 'Hi', answer: { boardId: 'b1', postId: 'p1', text: 'Yes' } }),
    ).toEqual({ boardId: 'b1', postId: 'p1' });
    expect(answeredPost({ body: 'Hi' })).toBeUndefined();
    expect(answeredPost(undefined)).toBeUndefined();
    expect(answeredPost({ answer: { boardId: 'b1', postId: 7 } })).toBeUndefined();
    expect(answeredPost({ answer: { boardId: '', postId: 'p1' } })).toBeUndefined();
  });
});
