import { ERROR_REASONS, VISITOR_ERROR_REASONS, type VisitorErrorReason } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/lang';
import { CallError } from './call-error';
import { callErrorMessage } from './call-errors';
import { visitorErrorMessage } from './visitor-errors';

const reasons = Object.keys(VISITOR_ERROR_REASONS) as VisitorErrorReason[];
const failure = (reason: VisitorErrorReason) =>
  new CallError(VISITOR_ERROR_REASONS[reason].code, { reason });

describe('visitorErrorMessage', () => {
  it.each(LANGS)('has a message of its own for every reason a visitor meets in %s', (lang) => {
    const messages = reasons.map((reason) => visitorErrorMessage(lang, failure(reason)).message);
    for (const message of messages) expect(message).not.toMatch(/^[a-zA-Z]+$|\{\w+\}/);
    expect(new Set(messages).size).toBe(reasons.length);
  });

  it.each(LANGS)('says what the editor says for the same reason in %s', (lang) => {
    for (const reason of reasons)
      expect(visitorErrorMessage(lang, failure(reason))).toEqual(
        callErrorMessage(lang, failure(reason)),
      );
  });

  it('says a reason no visitor meets as a fault, without its words', () => {
    const error = new CallError(ERROR_REASONS['not-owner'].code, { reason: 'not-owner' });
    expect(visitorErrorMessage('en', error)).toEqual({
      message: 'Could not save. Please try again.',
      retryable: true,
    });
    expect(callErrorMessage('en', error).message).toBe('You cannot edit this space.');
  });

  it('says when to try again after a rate limit, rounded up', () => {
    const limited = (retryAfterSeconds?: number) =>
      new CallError('resource-exhausted', { reason: 'rate-limited', retryAfterSeconds });
    expect(visitorErrorMessage('en', limited(42)).message).toBe(
      'Too many sends in a short time. Try again in 42 seconds.',
    );
    expect(visitorErrorMessage('en', limited(61)).message).toContain('in 2 minutes');
    expect(visitorErrorMessage('ja', limited(3600 * 2)).message).toContain('2時間後に');
    expect(visitorErrorMessage('en', limited()).message).toContain('Try again later.');
    expect(visitorErrorMessage('en', limited(42)).retryable).toBe(true);
  });
});
