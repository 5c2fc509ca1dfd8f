import { describe, expect, it } from 'vitest';
import { CallError } from './call-error';
import { loadFailureMessage } from './load-failure';

describe('loadFailureMessage', () => {
  it('says a load ran out of time, in either language', () => {
    const late = new CallError('deadline-exceeded', undefined);
    expect(loadFailureMessage('en', late)).toBe(
      'Loading took too long. Check your connection and try again.',
    );
    expect(loadFailureMessage('ja', late)).toMatch(/^時間内に読み込めませんでした/);
    // As an error of another copy of the class (or the SDK's own) carries it.
    const shaped = Object.assign(new Error('late'), { code: 'functions/deadline-exceeded' });
    expect(loadFailureMessage('en', shaped)).toMatch(/^Loading took too long/);
  });

  it('says a server fault or a stray error could not load, without the save wording', () => {
    expect(loadFailureMessage('en', new CallError('internal', undefined))).toBe(
      'This could not be loaded. Try again.',
    );
    expect(loadFailureMessage('ja', new Error('boom'))).toBe(
      '読み込めませんでした。もう一度お試しください。',
    );
  });

  it('passes on a reason the server named, such as a rate limit', () => {
    const limited = new CallError('resource-exhausted', {
      reason: 'rate-limited',
      retryAfterSeconds: 30,
    });
    expect(loadFailureMessage('en', limited)).toMatch(/30 seconds/);
  });
});
