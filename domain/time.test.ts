import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';
import { formatIst } from './time.ts';

describe('formatIst (HH:mm D/M/YYYY in India Standard Time)', () => {
  it.each([
    ['2026-11-22T07:05:00Z', '12:35 22/11/2026'],
    ['2026-11-22T18:45:00.000Z', '00:15 23/11/2026'],
    ['2026-12-31T18:30:00Z', '00:00 1/1/2027'],
    ['2026-03-01T00:00:00+05:30', '00:00 1/3/2026'],
    ['not a date', ''],
  ])('%s -> %s', (iso, shown) => {
    expect(formatIst(iso)).toBe(shown);
  });
});

describe('relativeTime (the units of staff-tools.md §9: year 31536000 s, month 2592000 s, day, hour, minute, second)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  it.each([
    [0, 0, 'second'],
    [0.4, 0, 'second'],
    [1, -1, 'second'],
    [59, -59, 'second'],
    [60, -1, 'minute'],
    [90, -1, 'minute'],
    [3_599, -59, 'minute'],
    [3_600, -1, 'hour'],
    [86_399, -23, 'hour'],
    [86_400, -1, 'day'],
    // 29 days is still days; 30 days (2592000 s) is a month.
    [29 * 86_400, -29, 'day'],
    [2_592_000, -1, 'month'],
    // 364 days: 12 months of 30 days (not yet a year of 365).
    [364 * 86_400, -12, 'month'],
    [31_536_000, -1, 'year'],
    [3 * 31_536_000 + 5, -3, 'year'],
    [-3_600, 1, 'hour'],
    [-2 * 86_400 - 10, 2, 'day'],
  ] as const)('%s s ago -> %s %s', (seconds, value, unit) => {
    expect(relativeTime(ago(seconds), now)).toEqual({ value, unit });
  });

  it('takes a Date for now as well as a number', () => {
    expect(relativeTime('2026-11-22T11:00:00Z', new Date(now))).toEqual({ value: -1, unit: 'hour' });
  });

  it('answers null for a text that is not a time', () => {
    expect(relativeTime('yesterday', now)).toBeNull();
  });
});
