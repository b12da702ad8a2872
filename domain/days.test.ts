import { describe, expect, it } from 'vitest';
import { daysBetween, isCalendarDay, istDay, istDayStart, shiftDay } from './days.ts';

describe('calendar days in India', () => {
  it('reads the day in IST from an instant or a Date', () => {
    expect(istDay(Date.parse('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(istDay(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
  });

  it.each([
    ['2026-11-26', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-1-9', false],
    ['26/11/2026', false],
    ['', false],
  ])('%s is a calendar day: %s', (text, day) => {
    expect(isCalendarDay(text)).toBe(day);
  });

  it('moves and counts days across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2027-01-01')).toBe(36);
    expect(daysBetween('2026-11-26', '2026-11-16')).toBe(-10);
  });

  it('starts an IST day at 18:30 UTC the day before', () => {
    expect(istDayStart('2026-11-26')).toBe('2026-11-25T18:30:00.000Z');
  });
});
