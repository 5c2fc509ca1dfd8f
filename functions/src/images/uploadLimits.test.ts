import { UPLOAD_RATE_LIMITS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { counterId, uploadRetryAfter, uploadsIn, uploadWindows } from './uploadLimits';

const HOUR = 3_600_000;
const at = (ms: number) => ({ toMillis: () => ms });
const DAY = 24 * HOUR;
// 10:30 on some day, UTC.
const now = 20_000 * DAY + 10.5 * HOUR;

describe('uploadWindows', () => {
  it('gives the current hour and day, with their limits and counter ids', () => {
    const [hour, day] = uploadWindows(now);
    expect(hour).toMatchObject({
      scope: 'upload-hour',
      start: now - 0.5 * HOUR,
      end: now + 0.5 * HOUR,
    });
    expect(hour!.limit).toBe(UPLOAD_RATE_LIMITS.perHour.limit);
    expect(day).toMatchObject({ scope: 'upload-day', start: 20_000 * DAY, end: 20_001 * DAY });
    expect(counterId(hour!, 'uid1')).toBe('upload-hour_uid1');
  });
});

describe('uploadsIn', () => {
  const [hour] = uploadWindows(now);
  it('counts a counter of the current window, and nothing of an earlier one', () => {
    expect(uploadsIn(undefined, hour!)).toBe(0);
    expect(uploadsIn({ windowStart: at(hour!.start), count: 7 }, hour!)).toBe(7);
    expect(uploadsIn({ windowStart: at(hour!.start - HOUR), count: 7 }, hour!)).toBe(0);
  });
});

describe('uploadRetryAfter', () => {
  const [hour, day] = uploadWindows(now);
  const { perHour, perDay } = UPLOAD_RATE_LIMITS;
  it.each([
    ['under both limits', perHour.limit - 1, perDay.limit - 1, undefined],
    ['at the hourly limit', perHour.limit, 10, 1800],
    ['at the daily limit', 0, perDay.limit, 13.5 * 3600],
    ['at both: the later end', perHour.limit, perDay.limit, 13.5 * 3600],
  ])('%s', (_name, hourly, daily, expected) => {
    const counted = [
      { window: hour!, count: hourly },
      { window: day!, count: daily },
    ];
    expect(uploadRetryAfter(counted, now)).toBe(expected);
  });

  it('is at least one second', () => {
    expect(uploadRetryAfter([{ window: hour!, count: perHour.limit }], hour!.end - 10)).toBe(1);
  });
});
