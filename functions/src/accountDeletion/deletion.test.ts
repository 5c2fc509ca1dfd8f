import { describe, expect, it } from 'vitest';
import { SWEEP_STEPS, sweepTaskId } from './deletion';

describe('sweepTaskId', () => {
  it('is the same for the same account and pass, so a repeated request queues nothing new', () => {
    expect(sweepTaskId('abc', 'now')).toBe(sweepTaskId('abc', 'now'));
    expect(sweepTaskId('abc', 'now')).not.toBe(sweepTaskId('abd', 'now'));
    expect(sweepTaskId('abc', 'now')).not.toBe(sweepTaskId('abc', 'late'));
  });

  it('is a valid Cloud Tasks name whatever the uid holds', () => {
    for (const uid of ['abc', 'a/b c', 'ü'.repeat(128)])
      expect(sweepTaskId(uid, 'late')).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });
});

describe('SWEEP_STEPS', () => {
  it('locks out first, deletes the account document after the spaces it lists, the Auth user last', () => {
    expect(SWEEP_STEPS[0]).toBe('lock-out');
    expect(SWEEP_STEPS.indexOf('account')).toBeGreaterThan(SWEEP_STEPS.indexOf('spaces'));
    expect(SWEEP_STEPS.at(-1)).toBe('auth-user');
  });
});
