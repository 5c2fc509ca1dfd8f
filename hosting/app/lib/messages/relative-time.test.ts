import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "now" under a minute, and for clocks slightly ahead', () => {
    expect(relativeTime('en', ago(5), now)).toBe('now');
    expect(relativeTime('en', ago(-30), now)).toBe('now');
    expect(relativeTime('ja', ago(5), now)).toBe('今');
  });

  it('uses minutes, hours and days', () => {
    expect(relativeTime('en', ago(60), now)).toBe('1 minute ago');
    expect(relativeTime('en', ago(59 * 60), now)).toBe('59 minutes ago');
    expect(relativeTime('en', ago(3 * 3600 + 5), now)).toBe('3 hours ago');
    expect(relativeTime('en', ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime('en', ago(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(relativeTime('ja', ago(5 * 60), now)).toBe('5 分前');
    expect(relativeTime('ja', ago(2 * 3600), now)).toBe('2 時間前');
  });

  it('uses weeks, months and years for older messages', () => {
    expect(relativeTime('en', ago(8 * 24 * 3600), now)).toBe('last week');
    expect(relativeTime('en', ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime('en', ago(65 * 24 * 3600), now)).toBe('2 months ago');
    expect(relativeTime('en', ago(800 * 24 * 3600), now)).toBe('2 years ago');
  });

  it('prints nothing for a broken time', () => {
    expect(relativeTime('en', 'not a time', now)).toBe('');
  });
});
