import { ERROR_REASONS, type ErrorReason } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/lang';
import { callErrorMessage } from './call-errors';
import { CallError } from './call-error';

const reasons = Object.keys(ERROR_REASONS) as ErrorReason[];

describe('callErrorMessage', () => {
  it.each(LANGS)('has a message of its own for every reason in %s', (lang) => {
    const messages = reasons.map(
      (reason) =>
        callErrorMessage(lang, new CallError(ERROR_REASONS[reason].code, { reason })).message,
    );
    for (const message of messages) expect(message).not.toMatch(/^[a-zA-Z]+$|\{\w+\}/);
    expect(new Set(messages).size).toBe(reasons.length);
  });

  it('fills in the limit of a limit reason', () => {
    const error = new CallError('resource-exhausted', { reason: 'space-limit', limit: 10 });
    expect(callErrorMessage('en', error).message).toBe('You can have up to 10 spaces.');
  });

  it('treats an answer without a known reason as a network failure or a fault', () => {
    expect(callErrorMessage('en', new CallError('unavailable', undefined))).toEqual({
      message: 'Could not reach the server. What you typed is kept — try again.',
      retryable: true,
    });
    expect(callErrorMessage('en', new CallError('permission-denied', undefined)).message).toBe(
      'Could not save. Please try again.',
    );
  });
});
