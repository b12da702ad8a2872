import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_INTERVALS, followUpInterval } from '../../domain/lead.ts';
import { intervalDays, istDayStart, shiftDay } from './days.ts';

describe('follow-up interval days', () => {
  const today = '2026-03-01';
  it.each(Array.from({ length: 41 }, (_, i) => i - 20))('a follow-up %i days from today is in the range of the interval the domain names', (offset) => {
    const day = shiftDay(today, offset);
    const inRange = FOLLOW_UP_INTERVALS.filter((interval) => {
      const { from, to } = intervalDays(interval, today);
      return (from === null || day >= from) && day <= to;
    });
    const named = followUpInterval(day, today);
    expect(inRange).toEqual(named === null ? [] : [named]);
  });

  it('shifts across months and years, and starts an IST day at 18:30 UTC the day before', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
    expect(istDayStart('2026-03-01')).toBe('2026-02-28T18:30:00.000Z');
  });
});
