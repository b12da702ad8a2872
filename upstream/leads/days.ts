import { istDayStart, shiftDay } from '../../domain/days.ts';
import type { FollowUpInterval } from '../../domain/lead.ts';

// The days are domain/days.ts's, re-exported for the lead routes and their tests.
export { istDayStart, shiftDay };

/**
 * The follow-up dates an interval holds on `today` (both ends included; `from` null: every day before
 * `to`), so that a list of one interval is a range of the follow-up index. The same rule as
 * domain/lead.ts followUpInterval (days.test.ts holds them equal day by day).
 */
export function intervalDays(interval: FollowUpInterval, today: string): { from: string | null; to: string } {
  switch (interval) {
    case 'D10_1':
      return { from: shiftDay(today, 1), to: shiftDay(today, 10) };
    case 'D1_4':
      return { from: shiftDay(today, -4), to: today };
    case 'D4_7':
      return { from: shiftDay(today, -7), to: shiftDay(today, -5) };
    case 'AFTER_7':
      return { from: null, to: shiftDay(today, -8) };
  }
}
