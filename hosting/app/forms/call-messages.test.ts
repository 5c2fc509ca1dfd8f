import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate';
import { CallError } from '../lib/call-error';
import { describeCallError, fieldErrors, issueMessage } from './call-messages';

const en = translator('en', 'editor');
const ja = translator('ja', 'editor');

describe('issueMessage', () => {
  it('names the bound of length rules', () => {
    expect(issueMessage(en, { field: 'top.displayName', rule: 'maxLength', limit: 50 })).toBe(
      'Use at most 50 characters.',
    );
    expect(issueMessage(ja, { field: 'top.displayName', rule: 'maxLength', limit: 50 })).toBe(
      '50文字以内で入力してください。',
    );
  });

  it('spells out the slug pattern, but not other patterns', () => {
    expect(issueMessage(en, { field: 'slug', rule: 'pattern' })).toMatch(/a–z, 0–9/);
    expect(issueMessage(en, { field: 'sns.0.id', rule: 'pattern' })).not.toMatch(/a–z/);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    expect(
      fieldErrors(en, [
        { field: 'buttons.1.url', rule: 'unsafeLink' },
        { field: 'buttons.1.url', rule: 'maxLength', limit: 2048 },
      ]),
    ).toEqual({
      'buttons.1.url':
        'Enter an http(s):// link with a domain name, or mailto: with one address only.',
    });
  });
});

describe('describeCallError', () => {
  it('puts a taken slug on the slug field', () => {
    const described = describeCallError(
      'en',
      new CallError('already-exists', { reason: 'slug-taken' }),
    );
    expect(described.fields).toEqual({ slug: 'This URL is already taken.' });
    expect(described.retryable).toBe(false);
  });

  it('maps invalid input issues to their fields', () => {
    const error = new CallError('invalid-argument', {
      reason: 'invalid-input',
      issues: [{ field: 'slug', rule: 'reserved' }],
    });
    expect(describeCallError('en', error).fields).toEqual({
      slug: 'This URL is reserved and cannot be used.',
    });
  });

  it('states the space limit', () => {
    const error = new CallError('resource-exhausted', { reason: 'space-limit', limit: 10 });
    expect(describeCallError('en', error).message).toBe('You can have up to 10 spaces.');
  });

  it('offers a retry for a network failure and keeps the input', () => {
    const described = describeCallError('en', new CallError('internal', undefined));
    expect(described).toEqual({
      message: 'Could not reach the server. What you typed is kept — try again.',
      fields: {},
      retryable: true,
    });
  });

  it.each([
    ['unauthenticated', 'signed-out', 'Your sign-in has expired. Please sign in again.'],
    ['permission-denied', 'not-owner', 'You cannot edit this space.'],
    ['not-found', 'space-not-found', 'This space no longer exists.'],
    [
      'failed-precondition',
      'email-not-verified',
      'Verify your e-mail address before editing or publishing: open the link we sent you, or send it again from the verification page.',
    ],
    [
      'aborted',
      'aborted',
      'Another change was saved at the same moment, so this one was not. Please try again.',
    ],
  ] as const)('maps %s (%s)', (code, reason, message) => {
    expect(describeCallError('en', new CallError(code, { reason })).message).toBe(message);
  });

  it('leads an unverified account to the verification page, in both languages', () => {
    for (const lang of ['ja', 'en'] as const) {
      const error = new CallError('failed-precondition', { reason: 'email-not-verified' });
      const described = describeCallError(lang, error);
      expect(described.fixAt).toBe('/a/verify-email');
      expect(described.retryable).toBe(false);
    }
  });

  it('offers a retry after a lost write race', () => {
    const described = describeCallError('ja', new CallError('aborted', { reason: 'aborted' }));
    expect(described.retryable).toBe(true);
    expect(described.message).toMatch(/もう一度/);
  });

  it('names the new text and link rules in both languages', () => {
    for (const lang of ['ja', 'en'] as const) {
      const t = translator(lang, 'editor');
      for (const rule of ['invisible', 'controlCharacter', 'linkTooLong'] as const) {
        expect(issueMessage(t, { field: 'top.bio', rule, limit: 2048 })).not.toBe(
          issueMessage(t, { field: 'top.bio', rule: 'type' }),
        );
      }
    }
  });
});
