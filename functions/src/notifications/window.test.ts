import { describe, expect, it } from 'vitest';
import { GRACE_SECONDS, delayUntilDue, digestWindow, windowOf } from './window';

describe('windowOf', () => {
  it('puts items of the same five minutes into one window, named by its start', () => {
    const a = windowOf(new Date('2026-11-23T19:05:00.000Z'));
    const b = windowOf(new Date('2026-11-23T19:09:59.999Z'));
    expect(a).toEqual(b);
    expect(a.key).toBe('20261123T1905');
    expect(a.end.toISOString()).toBe('2026-11-23T19:10:00.000Z');
    expect(windowOf(new Date('2026-11-23T19:10:00.000Z')).key).toBe('20261123T1910');
  });
});

describe('delayUntilDue', () => {
  it('runs the task a grace period after the window closes, never in the past', () => {
    const window = windowOf(new Date('2026-11-23T19:05:00Z'));
    expect(delayUntilDue(window, new Date('2026-11-23T19:06:00Z'))).toBe(4 * 60 + GRACE_SECONDS);
    expect(delayUntilDue(window, new Date('2026-11-23T20:00:00Z'))).toBe(0);
  });
});

describe('digestWindow', () => {
  it('covers the 24 hours before the run and is named after its Tokyo date', () => {
    const window = digestWindow(new Date('2026-11-23T23:00:00Z')); // 08:00 on the 24th in Tokyo
    expect(window.day).toBe('2026-11-24');
    expect(window.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});
